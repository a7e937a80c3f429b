import { apiPath, http } from "../../../client/lib/http";
import type { OrderHistoryResponse } from "../../../contract/audit";

/** GET /audit/order/:id: the order's money history, oldest first ('Riwayat' tab). */
export const getOrderHistory = (id: number) =>
  http.get<OrderHistoryResponse>(apiPath("/audit/order/:id", { id }));
