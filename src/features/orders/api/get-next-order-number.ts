import { http } from "../../../client/lib/http";
import type { NextOrderNumberResponse } from "../../../contract/orders";

/** GET /order/nextNumber: the highest order number + 1, the create form's suggestion. */
export const getNextOrderNumber = () => http.get<NextOrderNumberResponse>("/order/nextNumber");
