import type { Db } from "../../db/connection";
import * as orders from "../../db/repositories/orders";
import {
  listOrdersPage,
  type OrderListFilter,
  type OrderListSortSpec,
} from "../../db/repositories/orders-list";
import { toPaged } from "../../db/repositories/paging";
import { audited } from "./audited";
import { assertVersion } from "./versions";
import { getSettings } from "../../db/repositories/settings";
import type { Role, z } from "../../contract/common";
import { rangesOf } from "../../contract/column-filters";
import {
  ORDER_MESSAGES,
  ORDER_RANGE_FILTERS,
  ORDER_TEXT_FILTERS,
  type CreateOrderInput,
  type OrderDetail,
  type OrdersPage,
  type UpdateOrderInput,
  type ListOrdersParams,
  type ExportOrdersParams,
} from "../../contract/orders";
import { orderMoney } from "../../money/rules";
import { badRequest, conflict, forbidden, notFound } from "../http-error";
import { saveProofImage, type ProofImage } from "../images";
import { deleteImage } from "../../db/repositories/images";
import { assertOpen } from "./periods";

/**
 * Validates a multipart (or JSON) form with a contract schema. The error carries `validation`
 * like Fastify's own schema errors, so the errors plugin words it the same way ("field: ...").
 */
export function parseForm<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw Object.assign(new Error("validation"), {
    statusCode: 400,
    validation: result.error.issues.map((issue) => ({ params: { issue } })),
  });
}

function assertRefs(refs: orders.OrderRefs, input: CreateOrderInput) {
  if (!refs.user_ok) throw badRequest(ORDER_MESSAGES.userMissing);
  if (!refs.talent_ok) throw badRequest(ORDER_MESSAGES.talentMissing);
  if (input.services_id !== undefined && !refs.service_ok)
    throw badRequest(ORDER_MESSAGES.serviceMissing);
  if (input.sub_service_id === undefined) return;
  if (refs.sub_service_parent === null) throw badRequest(ORDER_MESSAGES.subServiceMissing);
  if (input.services_id === undefined) throw badRequest(ORDER_MESSAGES.subServiceNeedsService);
  if (refs.sub_service_parent !== input.services_id)
    throw badRequest(ORDER_MESSAGES.subServiceMismatch);
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

/** The image (already checked and re-encoded) commits or rolls back with its order. */
export async function createOrder(
  db: Db,
  actor: Actor,
  input: CreateOrderInput,
  image?: ProofImage,
): Promise<OrderDetail> {
  if (actor.role !== "owner" && input.user_id !== actor.id)
    throw forbidden(ORDER_MESSAGES.handlerNotSelf);
  const actorId = actor.id;
  try {
    return await audited(db, actorId, "order", async (tx) => {
      await assertOpen(tx, [input.date]);
      assertRefs(await orders.checkOrderRefs(tx, input), input);
      if (await orders.noOrderExists(tx, input.no_order))
        throw conflict(ORDER_MESSAGES.noOrderTaken);
      // RULES.md D3: the order keeps the rates in force now, whatever happens to settings later
      const { talent_rate_bp, admin_rate_bp } = await getSettings(tx);
      const rates = { talent_rate_bp, admin_rate_bp };
      const money = orderMoney({
        price: input.price,
        refund_status: "NONE",
        ...rates,
        tips: input.tips,
      });
      const stored = image ? await saveProofImage(tx, image) : null;
      const id = await orders.insertOrder(
        tx,
        {
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
          proof_image: stored,
          created_by: actorId,
        },
        input.tips,
      );
      const created = (await orders.findOrderDetail(tx, id))!;
      return { action: "create", entityId: id, newValue: created, result: created };
    });
  } catch (err) {
    throw noOrderConflict(err);
  }
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
    // a closed month's price, refund and proof stay as they were (issue 24)
    await assertOpen(tx, [before.date]);
    const refund = input.refund_type ?? before.refund_status;
    const stored = image ? await saveProofImage(tx, image) : null;
    // recomputed with the order's OWN rates, never today's settings
    const money = orderMoney({
      price: input.price,
      refund_status: refund,
      talent_rate_bp: before.talent_rate_bp,
      admin_rate_bp: before.admin_rate_bp,
      tips: before.tips,
    });
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
    return { action: "delete", entityId: id, oldValue: before };
  });
}

export async function getOrder(db: Db, id: number): Promise<OrderDetail> {
  const order = await orders.findOrderDetail(db, id);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

/** The repository's filter and sort from the list (or export) query. */
export function listFilter(q: Omit<ExportOrdersParams, "format">): {
  filter: OrderListFilter;
  sort: OrderListSortSpec;
} {
  return {
    filter: {
      search: q.search_query,
      refundStatus: q.refund_status,
      startDate: q.start_date,
      endDate: q.end_date,
      talentId: q.talents_id,
      userId: q.user_id,
      contains: Object.fromEntries(
        ORDER_TEXT_FILTERS.flatMap((f) => (q[f] ? [[f, q[f]]] : [])),
      ) as OrderListFilter["contains"],
      ranges: rangesOf(q, ORDER_RANGE_FILTERS),
      ids: "ids" in q ? q.ids : undefined,
    },
    sort: { by: q.sort_by, dir: q.sort_order },
  };
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
