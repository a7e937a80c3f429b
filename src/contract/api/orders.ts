// /order: the order write path and list. The per-talent/per-admin summaries and reports
// under /order are in order-reports.ts.
import { idParams, messageResponse, totalResponse } from "../common";
import { endpoint } from "../endpoint";
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
  create: endpoint({
    method: "POST",
    path: "/order/createOrder",
    body: createOrderFields,
    bodyKind: "multipart",
    responses: { 201: orderSavedResponse },
    access: "user",
    summary: "Tambah order (multipart: field teks + proof_image opsional; atau JSON tanpa file)",
  }),
  byId: endpoint({
    method: "GET",
    path: "/order/getOrderById/:id",
    params: idParams,
    responses: { 200: orderDetailResponse },
    access: "user",
    summary: "Satu order dengan tip dan snapshot uangnya",
  }),
  update: endpoint({
    method: "PUT",
    path: "/order/updateOrder/:id",
    params: idParams,
    body: updateOrderFields,
    bodyKind: "multipart",
    responses: { 200: orderSavedResponse },
    access: "user",
    summary: "Ubah order (multipart seperti tambah order)",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/order/deleteOrder/:id",
    params: idParams,
    responses: { 200: messageResponse },
    access: "user",
    summary: "Hapus order",
  }),
  list: endpoint({
    method: "GET",
    path: "/order/orders",
    query: listOrdersQuery,
    responses: { 200: ordersPage },
    access: "user",
    summary: "Daftar order per halaman dengan pencarian, filter refund dan tanggal",
  }),
  nextNumber: endpoint({
    method: "GET",
    path: "/order/nextNumber",
    responses: { 200: nextOrderNumberResponse },
    access: "user",
    summary: "Nomor order berikutnya yang disarankan untuk form order baru",
  }),
  bulk: endpoint({
    method: "POST",
    path: "/order/bulk",
    body: orderBulkBody,
    responses: { 200: orderBulkResponse },
    access: "user",
    summary: "Satu aksi (refund atau hapus) pada beberapa order; tiap order transaksinya sendiri",
  }),
  total: endpoint({
    method: "GET",
    path: "/order/total",
    responses: { 200: totalResponse },
    access: "user",
    summary: "Jumlah order",
  }),
};
