import type { Db } from "../../db/connection";
import { findOrderDetail } from "../../db/repositories/orders";
import { ORDER_MESSAGES } from "../../contract/orders";
import { bulkMessage, type OrderBulkBody, type OrderBulkResponse } from "../../contract/order-bulk";
import { HttpError, notFound } from "../http-error";
import { deleteOrder, updateOrder, type Actor } from "./orders";

/**
 * One action on several orders, each through the same use case (rules, version check, audit
 * row) as the one-order call, in its own transaction: a refused order is reported with its
 * message and the others still change. Anything but a refusal (a database fault) is not
 * swallowed.
 */
export async function bulkOrders(
  db: Db,
  actor: Actor,
  body: OrderBulkBody,
): Promise<OrderBulkResponse> {
  const succeeded: number[] = [];
  const failed: OrderBulkResponse["failed"] = [];
  for (const id of body.ids) {
    // PGlite runs in this thread and its queries settle as microtasks: without a turn of the
    // event loop no other request is even read until the whole bulk is done (500 ids held every
    // reader 4 s). One turn per order lets the others' queries queue between ours.
    if (db.kind === "pglite") await new Promise<void>((r) => setImmediate(r));
    try {
      if (body.action === "delete") await deleteOrder(db, actor, id);
      else {
        const order = await findOrderDetail(db, id);
        if (!order) throw notFound(ORDER_MESSAGES.notFound);
        // the version read here makes a change in between a refusal, not a silent overwrite
        await updateOrder(db, actor.id, id, {
          customer_name: order.customer_name,
          price: order.price,
          refund_type: body.refund_status,
          version: order.version,
        });
      }
      succeeded.push(id);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      failed.push({ id, message: err.message });
    }
  }
  return {
    message: bulkMessage(body.action, succeeded.length, failed.length),
    succeeded,
    failed,
  };
}
