// /services and /subServices: the service catalog. Owners and admins alike.
import { idParams, messageResponse, z } from "../common";
import { endpoint, file } from "../endpoint";
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
  list: endpoint({
    method: "GET",
    path: "/services/getServices",
    query: getServicesQuery,
    responses: { 200: servicesPage },
    access: "user",
    summary: "Daftar service per halaman; pencarian pada nama service atau sub service",
  }),
  byId: endpoint({
    method: "GET",
    path: "/services/getServiceById/:id",
    params: idParams,
    responses: { 200: z.object({ result: service }) },
    access: "user",
    summary: "Satu service dengan semua sub service-nya",
  }),
  create: endpoint({
    method: "POST",
    path: "/services/createServices",
    body: createServiceBody,
    responses: { 201: serviceSaved },
    access: "user",
    summary: "Tambah service",
  }),
  update: endpoint({
    method: "PUT",
    path: "/services/:id",
    params: idParams,
    body: updateServiceBody,
    responses: { 200: serviceSaved },
    access: "user",
    summary: "Ubah service beserta seluruh daftar sub service (yang tidak dikirim dihapus)",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/services/:id",
    params: idParams,
    responses: { 200: messageResponse },
    access: "user",
    summary: "Hapus service (409 selama masih dipakai order)",
  }),
  exportCsv: endpoint({
    method: "GET",
    path: "/services/export",
    query: exportServicesQuery,
    responses: { 200: file("text/csv") },
    access: "user",
    summary: "CSV semua service yang cocok dengan pencarian daftar",
  }),
};

export const subServicesApi = {
  create: endpoint({
    method: "POST",
    path: "/subServices/create",
    body: createSubServiceBody,
    responses: { 201: z.object({ message: z.string(), result: subService }) },
    access: "user",
    summary: "Tambah satu sub service ke sebuah service",
  }),
  list: endpoint({
    method: "GET",
    path: "/subServices/getSubServices",
    query: getSubServicesQuery,
    responses: { 200: subServicesPage },
    access: "user",
    summary: "Daftar sub service per halaman, dengan nama service-nya",
  }),
};
