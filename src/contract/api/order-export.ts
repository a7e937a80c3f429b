// GET /order/export: the order list's whole filtered set as `;` CSV or .xlsx.
import { endpoint, file } from "../endpoint";
import { exportOrdersQuery } from "../orders";

export const orderExportApi = {
  export: endpoint("GET /order/export", {
    query: exportOrdersQuery,
    ok: file("text/csv"),
    summary:
      "Semua order yang dipilih filter, pencarian dan urutan daftar order (tanpa batas) sebagai " +
      "CSV (`;`, UTF-8 BOM) atau .xlsx; `columns` = kolom yang tampil, berurutan",
  }),
};
