// POST /grid-export/:list: any grid's whole filtered set, as the grid shows it.
import { endpoint, file } from "../endpoint";
import { gridExportBody, listParams } from "../lists";

export const gridExportApi = {
  export: endpoint({
    method: "POST",
    path: "/grid-export/:list",
    params: listParams,
    body: gridExportBody,
    responses: { 200: file("text/csv") },
    access: "user",
    summary:
      "Semua baris daftar ini untuk filter, pencarian dan urutan yang sama (tanpa batas halaman) " +
      "sebagai CSV (`;`, UTF-8 BOM) atau .xlsx; kolom = kolom yang tampil, berurutan; baris total",
  }),
};
