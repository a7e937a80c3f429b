// /order: the order write path and list. The per-talent/per-admin summaries and reports
// under /order are in order-reports.ts.
import { idParams, messageResponse, totalResponse } from "../common";
import { endpoint } from "../endpoint";
import { cellBatchBody, cellBatchResponse } from "../cell-batch";
import { orderBulkBody, orderBulkResponse } from "../order-bulk";
import {
  createOrderFields,
  listOrdersQuery,
  nextOrderNumberResponse,
  orderDetailResponse,
  orderSavedResponse,
  ordersPage,
  updateOrderFields,
} from "../orders";

export const ordersApi = {
  create: endpoint("POST /order/createOrder", {
    body: createOrderFields,
    bodyKind: "multipart",
    created: orderSavedResponse,
    summary: "Tambah order (multipart: field teks + proof_image opsional; atau JSON tanpa file)",
  }),
  byId: endpoint("GET /order/getOrderById/:id", {
    params: idParams,
    ok: orderDetailResponse,
    summary: "Satu order dengan tip dan snapshot uangnya",
  }),
  update: endpoint("PUT /order/updateOrder/:id", {
    params: idParams,
    body: updateOrderFields,
    bodyKind: "multipart",
    ok: orderSavedResponse,
    summary: "Ubah order (multipart seperti tambah order)",
  }),
  remove: endpoint("DELETE /order/deleteOrder/:id", {
    params: idParams,
    ok: messageResponse,
    summary: "Hapus order",
  }),
  list: endpoint("GET /order/orders", {
    query: listOrdersQuery,
    ok: ordersPage,
    summary: "Daftar order per halaman dengan pencarian, filter refund dan tanggal",
  }),
  nextNumber: endpoint("GET /order/nextNumber", {
    ok: nextOrderNumberResponse,
    summary: "Nomor order berikutnya yang disarankan untuk form order baru",
  }),
  bulk: endpoint("POST /order/bulk", {
    body: orderBulkBody,
    ok: orderBulkResponse,
    summary: "Satu aksi (refund atau hapus) pada beberapa order; tiap order transaksinya sendiri",
  }),
  cells: endpoint("POST /order/cells", {
    body: cellBatchBody(updateOrderFields),
    ok: cellBatchResponse,
    summary:
      "Ubah beberapa order sekaligus (tempel di tabel): tiap baris seperti ubah order, satu transaksi — semua atau tidak sama sekali",
  }),
  total: endpoint("GET /order/total", {
    ok: totalResponse,
    summary: "Jumlah order",
  }),
};
