// /audit: reads of the money audit log.
import { idParams } from "../common";
import { endpoint } from "../endpoint";
import { auditListQuery, auditPage, orderHistoryResponse } from "../audit";

export const auditApi = {
  orderHistory: endpoint({
    method: "GET",
    path: "/audit/order/:id",
    params: idParams,
    responses: { 200: orderHistoryResponse },
    access: "user",
    summary: "Riwayat perubahan uang satu order (dibuat, tiap ubahan, dihapus), terlama dulu",
  }),
  list: endpoint({
    method: "GET",
    path: "/audit",
    query: auditListQuery,
    responses: { 200: auditPage },
    access: "owner",
    summary:
      "Semua perubahan uang (order, kas, rate) per halaman, terbaru dulu; filter entitas, user, tanggal",
  }),
};
