import { apiPath, http } from "../../../client/lib/http";
import type { OrderDetailResponse } from "../../../contract/orders";

/** GET /order/getOrderById/:id: the row, its tips and its snapshotted rates. */
export const getOrderById = (id: number) =>
  http.get<OrderDetailResponse>(apiPath("/order/getOrderById/:id", { id }));
