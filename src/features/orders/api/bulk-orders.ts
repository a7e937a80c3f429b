import { call } from "../../../client/lib/call";
import { ApiError } from "../../../client/lib/http";
import { ordersApi } from "../../../contract/api/orders";
import type { OrderBulkBody } from "../../../contract/order-bulk";

/**
 * POST /order/bulk. Resolves when every order changed; when some were refused it rejects with
 * the server's summary and each refusal (`#1001: Hanya owner …`), the others stay changed.
 */
export async function bulkOrders(body: OrderBulkBody, noOrderOf: (id: number) => string) {
  const res = await call(ordersApi.bulk, { body });
  if (res.failed.length === 0) return res;
  const why = res.failed.map((f) => `#${noOrderOf(f.id)}: ${f.message}`).join("; ");
  throw new ApiError(409, `${res.message}. ${why}`);
}
