import { call } from "../../../client/lib/call";
import { auditApi } from "../../../contract/api/audit";

/** GET /audit/order/:id: the order's money history, oldest first ('Riwayat' tab). */
export const getOrderHistory = (id: number) => call(auditApi.orderHistory, { params: { id } });
