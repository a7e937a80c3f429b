// /audit: reads of the money audit log.
import { idParams } from "../common";
import { endpoint } from "../endpoint";
import { auditListQuery, auditPage, orderHistoryResponse } from "../audit";

export const auditApi = {
  orderHistory: endpoint("GET /audit/order/:id", {
    params: idParams,
    ok: orderHistoryResponse,
    summary: "Riwayat perubahan uang satu order (dibuat, tiap ubahan, dihapus), terlama dulu",
  }),
  list: endpoint("GET /audit", {
    query: auditListQuery,
    ok: auditPage,
    access: "owner",
    summary:
      "Semua perubahan uang (order, kas, rate) per halaman, terbaru dulu; filter entitas, user, tanggal",
  }),
};
