import { periodFromWire, sortFromWire, type ListSort } from "../../contract/list-query";
import type { Db, Queryable } from "../../db/connection";
import * as orders from "../../db/repositories/orders";
import {
  allOrderRows,
  listOrdersPage,
  type OrderListFilter,
} from "../../db/repositories/orders-list";
import { toPaged } from "../../db/repositories/paging";
import { audited, createdRow, deletedRow } from "./audited";
import { assertVersion } from "./versions";
import { getSettings } from "../../db/repositories/settings";
import type { Role } from "../../contract/common";
import { columnFilterValues } from "../../contract/column-filters";
import { ORDER_EQUALS, ORDER_FILTERS } from "../../contract/filter-fields";
import {
  ORDER_MESSAGES,
  type CreateOrderInput,
  type OrderDetail,
  type OrdersPage,
  type UpdateOrderInput,
  type ListOrdersParams,
  type ExportOrdersParams,
  type OrderListSort,
} from "../../contract/orders";
import { earnedBy, orderMoney, type RefundStatus } from "../../money/rules";
import { paidPeriodsMoved, type PeriodEffectRow } from "../../db/repositories/payout-periods";
import { conflict, fieldError, forbidden, notFound } from "../http-error";
import { saveProofImage, type ProofImage } from "../images";
import { deleteImage } from "../../db/repositories/images";
import { assertOpen } from "./periods";

function assertRefs(refs: orders.OrderRefs, input: CreateOrderInput) {
  if (!refs.user_ok) throw fieldError("user_id", ORDER_MESSAGES.userMissing);
  if (!refs.talent_ok) throw fieldError("talents_id", ORDER_MESSAGES.talentMissing);
  if (input.services_id !== undefined && !refs.service_ok)
    throw fieldError("services_id", ORDER_MESSAGES.serviceMissing);
  if (input.sub_service_id === undefined) return;
  if (refs.sub_service_parent === null)
    throw fieldError("sub_service_id", ORDER_MESSAGES.subServiceMissing);
  if (input.services_id === undefined)
    throw fieldError("services_id", ORDER_MESSAGES.subServiceNeedsService);
  if (refs.sub_service_parent !== input.services_id)
    throw fieldError("sub_service_id", ORDER_MESSAGES.subServiceMismatch);
}

/** A concurrent create can pass the no_order pre-check; the unique index has the last word. */
function noOrderConflict(err: unknown): unknown {
  const e = err as { code?: string; constraint?: string };
  return e.code === "23505" && e.constraint === "orders_no_order_key"
    ? conflict(ORDER_MESSAGES.noOrderTaken)
    : err;
}

/**
 * Who handles and who may delete an order (RULES.md D7): the handler of a new
 * order is the signed-in admin; only the owner books one for someone else.
 */
export interface Actor {
  id: number;
  role: Role;
}

/** The rates in force now (settings): a new order snapshots them (RULES.md D3). */
export async function ratesNow(tx: Queryable): Promise<Rates> {
  const { talent_rate_bp, admin_rate_bp } = await getSettings(tx);
  return { talent_rate_bp, admin_rate_bp };
}
type Rates = { talent_rate_bp: number; admin_rate_bp: number };

/** A new order as the create form or an import hands it to `writeNewOrders`. */
export interface NewOrderInput {
  input: CreateOrderInput;
  proof?: string | null;
  refund?: RefundStatus;
  importId?: number;
}

/**
 * The insert of new orders whose months, references and numbers were checked, inside the
 * caller's transaction: each one's money by the money rules with the given rates, then the rows
 * and their tips in one statement each (the rollup trigger follows). The create form's path (one
 * order) and the import's (a chunk of rows, `skipTaken`: see insertOrders); the caller writes the
 * audit rows. Answers each written order's id by its number.
 */
export async function writeNewOrders(
  tx: Queryable,
  actorId: number,
  rows: NewOrderInput[],
  rates: Rates,
  opts: { skipTaken?: boolean } = {},
): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const records = rows.map(({ input, proof, refund, importId }) => {
    const refund_status = refund ?? "NONE";
    const money = orderMoney({ price: input.price, refund_status, ...rates, tips: input.tips });
    return {
      no_order: input.no_order,
      user_id: input.user_id,
      talents_id: input.talents_id,
      services_id: input.services_id ?? null,
      sub_service_id: input.sub_service_id ?? null,
      date: input.date,
      customer_name: input.customer_name,
      customer_age: input.customer_age ?? null,
      gender: input.gender ?? null,
      duration: input.duration ?? null,
      price: input.price,
      ...rates,
      ...money,
      payment_method: input.payment_method ?? null,
      payment_place: input.payment_place ?? null,
      description: input.description,
      proof_image: proof ?? null,
      created_by: actorId,
      refund_status,
      import_id: importId ?? null,
    };
  });
  return orders.insertOrders(
    tx,
    records,
    rows.map((r) => r.input.tips),
    opts,
  );
}

/** The image (already checked and re-encoded) commits or rolls back with its order. */
export async function createOrder(
  db: Db,
  actor: Actor,
  input: CreateOrderInput,
  image?: ProofImage,
): Promise<OrderDetail> {
  if (actor.role !== "owner" && input.user_id !== actor.id)
    throw fieldError("user_id", ORDER_MESSAGES.handlerNotSelf, 403);
  const actorId = actor.id;
  try {
    return await audited(db, actorId, "order", async (tx) => {
      await assertOpen(tx, [input.date]);
      assertRefs(await orders.checkOrderRefs(tx, input), input);
      if (await orders.noOrderExists(tx, input.no_order))
        throw conflict(ORDER_MESSAGES.noOrderTaken);
      const stored = image ? await saveProofImage(tx, image) : null;
      const ids = await writeNewOrders(tx, actorId, [{ input, proof: stored }], await ratesNow(tx));
      const id = ids.get(input.no_order)!;
      const created = (await orders.findOrderDetail(tx, id))!;
      return createdRow(created);
    });
  } catch (err) {
    throw noOrderConflict(err);
  }
}

/** An order's money after an edit of price or refund: with the order's OWN rates (RULES.md D3). */
const editedMoney = (before: OrderDetail, price: number, refund: RefundStatus) =>
  orderMoney({
    price,
    refund_status: refund,
    talent_rate_bp: before.talent_rate_bp,
    admin_rate_bp: before.admin_rate_bp,
    tips: before.tips,
  });

/**
 * What saving `id` with this price and refund would do to its talent's and admin's periods that
 * already have payouts (RULES.md D9): the edit is accepted as ever, the screens ask first. An
 * order of a closed month answers the save's own 423 here, so nobody is asked about an edit the
 * save would refuse.
 */
export async function orderPayoutEffect(
  db: Db,
  id: number,
  input: { price: number; refund_type?: RefundStatus },
): Promise<PeriodEffectRow[]> {
  const order = await getOrder(db, id);
  await assertOpen(db, [order.date]);
  const after = editedMoney(order, input.price, input.refund_type ?? order.refund_status);
  // what each earns on the order moves by the edit (tips stay, the shares move)
  const people = [
    ["talent", order.talents_id, earnedBy("talent", after) - earnedBy("talent", order)],
    ["admin", order.user_id, earnedBy("admin", after) - earnedBy("admin", order)],
  ] as const;
  const out: PeriodEffectRow[] = [];
  for (const [type, person, delta] of people)
    if (delta !== 0) out.push(...(await paidPeriodsMoved(db, type, person, order.date, delta)));
  return out;
}

export async function updateOrder(
  db: Db,
  actorId: number,
  id: number,
  input: UpdateOrderInput,
  image?: ProofImage,
): Promise<OrderDetail> {
  const result = await audited(db, actorId, "order", async (tx) => {
    assertVersion(await orders.lockOrder(tx, id), input.version, ORDER_MESSAGES.notFound);
    const before = (await orders.findOrderDetail(tx, id))!;
    // a closed month's price, refund and proof stay as they were (RULES.md D9)
    await assertOpen(tx, [before.date]);
    const refund = input.refund_type ?? before.refund_status;
    const stored = image ? await saveProofImage(tx, image) : null;
    const money = editedMoney(before, input.price, refund);
    await orders.updateOrder(tx, id, {
      customer_name: input.customer_name,
      customer_age: input.customer_age === undefined ? before.customer_age : input.customer_age,
      description: input.description ?? before.description,
      price: input.price,
      refund_status: refund,
      net_price: money.net_price,
      talent_share: money.talent_share,
      admin_fee: money.admin_fee,
      proof_image: stored ?? before.proof_image,
    });
    // the replaced image goes with the change; a rollback keeps both
    if (stored && before.proof_image) await deleteImage(tx, before.proof_image);
    const after = (await orders.findOrderDetail(tx, id))!;
    return {
      action: "update",
      entityId: id,
      oldValue: before,
      newValue: after,
      result: { before, after },
    };
  });
  return result.after;
}

/**
 * The proof image stays stored: the audit row still names it as evidence. An admin deletes only
 * the orders they created; the owner any order.
 */
export async function deleteOrder(db: Db, actor: Actor, id: number): Promise<void> {
  await audited(db, actor.id, "order", async (tx) => {
    if ((await orders.lockOrder(tx, id)) === undefined) throw notFound(ORDER_MESSAGES.notFound);
    const before = (await orders.findOrderDetail(tx, id))!;
    await assertOpen(tx, [before.date]);
    if (actor.role !== "owner" && (await orders.orderCreator(tx, id)) !== actor.id)
      throw forbidden(ORDER_MESSAGES.deleteNotOwn);
    await orders.deleteOrder(tx, id);
    return deletedRow(id, before);
  });
}

export async function getOrder(db: Db, id: number): Promise<OrderDetail> {
  const order = await orders.findOrderDetail(db, id);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

/** The repository's filter and sort from the list (or export) query. */
function listFilter(q: Omit<ExportOrdersParams, "format">): {
  filter: OrderListFilter;
  sort: ListSort<OrderListSort>;
} {
  return {
    filter: {
      search: q.search_query,
      refundStatus: q.refund_status,
      period: periodFromWire(q),
      talentId: q.talents_id,
      userId: q.user_id,
      ...columnFilterValues(q, { text: ORDER_FILTERS.text, ranges: ORDER_FILTERS.ranges }),
      ids: "ids" in q ? q.ids : undefined,
      equals: Object.fromEntries(ORDER_EQUALS.flatMap((k) => (q[k] ? [[k, q[k]]] : []))),
    },
    sort: sortFromWire(q),
  };
}

// Reads with no rule of their own: the repositories' (routes import use cases only, README
// Layout). The order number is a suggestion; the unique index decides when two forms race.
export { nextOrderNumber } from "../../db/repositories/orders";
export { totalOrders } from "../../db/repositories/orders-list";

/** Every order the export's filters, search and sort select, read in chunks. */
export function exportOrderRows(db: Db, q: Omit<ExportOrdersParams, "format">) {
  const { filter, sort } = listFilter(q);
  return allOrderRows(db, filter, sort);
}

export async function listOrders(db: Db, q: ListOrdersParams): Promise<OrdersPage> {
  const { filter, sort } = listFilter(q);
  const { rows, totalRows, capped, all } = await listOrdersPage(db, filter, sort, q.page, q.limit);
  const page = rows.reduce(
    (t, r) => ({
      price: t.price + r.price,
      net_price: t.net_price + r.net_price,
      count: t.count + 1,
    }),
    { price: 0, net_price: 0, count: 0 },
  );
  // the spec's order list answers `data` beside `result` (the same rows)
  return {
    ...toPaged(rows, totalRows, q),
    data: rows,
    totals: { page, all },
    totalRowsCapped: capped,
  };
}
