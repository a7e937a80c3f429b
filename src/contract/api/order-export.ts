// GET /order/export: the order list's whole filtered set as CSV.
import { endpoint, file } from "../endpoint";
import { exportOrdersQuery } from "../orders";

export const orderExportApi = {
  export: endpoint({
    method: "GET",
    path: "/order/export",
    query: exportOrdersQuery,
    responses: { 200: file("text/csv") },
    access: "user",
    summary: "CSV semua order yang dipilih filter, pencarian dan urutan daftar order (tanpa batas)",
  }),
};
