// /services and /subServices: the service catalog. Owners and admins alike.
import { idParams, messageResponse, z } from "../common";
import { endpoint, file } from "../endpoint";
import { cellBatchBody, cellBatchResponse } from "../cell-batch";
import {
  createServiceBody,
  createSubServiceBody,
  exportServicesQuery,
  getServicesQuery,
  getSubServicesQuery,
  service,
  servicesPage,
  subService,
  subServicesPage,
  updateServiceBody,
} from "../services";

const serviceSaved = z.object({ message: z.string(), result: service });

export const servicesApi = {
  list: endpoint("GET /services/getServices", {
    query: getServicesQuery,
    ok: servicesPage,
    summary: "Daftar service per halaman; pencarian pada nama service atau sub service",
  }),
  byId: endpoint("GET /services/getServiceById/:id", {
    params: idParams,
    ok: z.object({ result: service }),
    summary: "Satu service dengan semua sub service-nya",
  }),
  create: endpoint("POST /services/createServices", {
    body: createServiceBody,
    created: serviceSaved,
    summary: "Tambah service",
  }),
  update: endpoint("PUT /services/:id", {
    params: idParams,
    body: updateServiceBody,
    ok: serviceSaved,
    summary: "Ubah service beserta seluruh daftar sub service (yang tidak dikirim dihapus)",
  }),
  cells: endpoint("POST /services/cells", {
    body: cellBatchBody(updateServiceBody),
    ok: cellBatchResponse,
    summary:
      "Ubah beberapa service sekaligus (tempel di tabel): tiap baris seperti ubah service, satu transaksi — semua atau tidak sama sekali",
  }),
  remove: endpoint("DELETE /services/:id", {
    params: idParams,
    ok: messageResponse,
    summary: "Hapus service (409 selama masih dipakai order)",
  }),
  exportCsv: endpoint("GET /services/export", {
    query: exportServicesQuery,
    ok: file("text/csv"),
    summary: "CSV semua service yang cocok dengan pencarian daftar",
  }),
};

export const subServicesApi = {
  create: endpoint("POST /subServices/create", {
    body: createSubServiceBody,
    created: z.object({ message: z.string(), result: subService }),
    summary: "Tambah satu sub service ke sebuah service",
  }),
  list: endpoint("GET /subServices/getSubServices", {
    query: getSubServicesQuery,
    ok: subServicesPage,
    summary: "Daftar sub service per halaman, dengan nama service-nya",
  }),
};
