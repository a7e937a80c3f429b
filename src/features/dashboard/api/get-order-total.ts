import { http } from "../../../client/lib/http";
import type { TotalResponse } from "../../../contract/common";

/** GET /order/total → {total}: every order. */
export const getOrderTotal = () => http.get<TotalResponse>("/order/total");
