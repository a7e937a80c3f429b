import { call } from "../../../client/lib/call";
import { ordersApi } from "../../../contract/api/orders";

/** GET /order/nextNumber: the highest order number + 1, the create form's suggestion. */
export const getNextOrderNumber = () => call(ordersApi.nextNumber);
