import type { Queryable } from "../connection";
import type { OrderDetail, OrderTip } from "../../contract/orders";
import type { RefundStatus, Tip } from "../../money/rules";
import { bpToPercent } from "../../money/rules";
import { ORDER_JOINS } from "./order-joins";

/** The list row of the contract; every money column is bigint, mapped to numbers by the driver. */
export const ROW_COLUMNS = `
  o.id AS order_id, o.id, o.no_order, o.user_id, u.username AS admin_name, o.date,
  o.talents_id, t.name AS talent_name, o.customer_name, o.customer_age,
  o.services_id, s.name AS service_name, o.sub_service_id, ss.name AS sub_service_name,
  o.duration, o.price, o.net_price, o.payment_method, o.payment_place, o.refund_status,
  o.proof_image, o.description, o.version`;

const DETAIL_COLUMNS = `${ROW_COLUMNS}, o.gender, o.talent_rate_bp, o.admin_rate_bp,
  o.talent_share, o.admin_fee, o.tip_talent, o.tip_admin, o.created_at, o.updated_at`;

export interface NewOrder {
  no_order: number;
  user_id: number;
  talents_id: number;
  services_id: number | null;
  sub_service_id: number | null;
  date: string;
  customer_name: string;
  customer_age: number | null;
  gender: string | null;
  duration: number | null;
  price: number;
  net_price: number;
  talent_rate_bp: number;
  admin_rate_bp: number;
  talent_share: number;
  admin_fee: number;
  tip_talent: number;
  tip_admin: number;
  payment_method: string | null;
  payment_place: string | null;
  description: string;
  proof_image: string | null;
  created_by: number;
  /** NONE for a typed order; an imported one can arrive refunded. */
  refund_status: RefundStatus;
  /** The import batch that brought the order in (null for a typed order). */
  import_id: number | null;
}

/**
 * Inserts orders (each with its tip sums already on the row, for the rollup triggers) and their
 * tips: one statement for the orders and one for the tips, however many there are (an import
 * writes hundreds at a time). Every row has the same keys. `skipTaken`: a row whose number is
 * taken by then is left out (an import meeting another import) instead of failing the statement.
 * Answers each written order's id by its number.
 */
export async function insertOrders(
  tx: Queryable,
  rows: NewOrder[],
  tips: Tip[][],
  opts: { skipTaken?: boolean } = {},
): Promise<Map<number, number>> {
  const cols = Object.keys(rows[0]) as (keyof NewOrder)[];
  const made = await tx.query<{ id: number; no_order: number }>(
    `INSERT INTO orders (${cols.join(", ")})
     SELECT ${cols.join(", ")} FROM jsonb_populate_recordset(NULL::orders, $1::jsonb)
     ${opts.skipTaken ? "ON CONFLICT (no_order) DO NOTHING" : ""}
     RETURNING id, no_order`,
    [JSON.stringify(rows)],
  );
  const ids = new Map(made.map((r) => [Number(r.no_order), Number(r.id)]));
  const tipRows = rows.flatMap((r, i) =>
    ids.has(r.no_order) ? tips[i].map((t) => ({ ...t, order_id: ids.get(r.no_order)! })) : [],
  );
  if (tipRows.length) {
    await tx.query(
      `INSERT INTO order_tips (order_id, receiver_type, amount)
       SELECT * FROM unnest($1::int8[], $2::text[], $3::int8[])`,
      [
        tipRows.map((t) => t.order_id),
        tipRows.map((t) => t.receiver_type),
        tipRows.map((t) => t.amount),
      ],
    );
  }
  return ids;
}

async function findOrderTips(db: Queryable, orderId: number): Promise<OrderTip[]> {
  return db.query<OrderTip>(
    "SELECT id, receiver_type, amount FROM order_tips WHERE order_id = $1 ORDER BY id",
    [orderId],
  );
}

type DetailRow = Omit<OrderDetail, "tips" | "talent_rate" | "admin_rate">;

export async function findOrderDetail(db: Queryable, id: number): Promise<OrderDetail | undefined> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${DETAIL_COLUMNS} FROM orders o ${ORDER_JOINS} WHERE o.id = $1`,
    [id],
  );
  if (!row) return undefined;
  return {
    ...row,
    tips: await findOrderTips(db, id),
    talent_rate: bpToPercent(row.talent_rate_bp),
    admin_rate: bpToPercent(row.admin_rate_bp),
  };
}

/** Row lock for an edit or delete: the locked row's version, undefined when there is none. */
export async function lockOrder(tx: Queryable, id: number): Promise<number | undefined> {
  const [row] = await tx.query<{ version: number }>(
    "SELECT version FROM orders WHERE id = $1 FOR UPDATE",
    [id],
  );
  return row?.version;
}

export interface OrderEdit {
  customer_name: string;
  customer_age: number | null;
  description: string;
  price: number;
  refund_status: RefundStatus;
  net_price: number;
  talent_share: number;
  admin_fee: number;
  proof_image: string | null;
}

export async function updateOrder(tx: Queryable, id: number, e: OrderEdit): Promise<void> {
  await tx.query(
    `UPDATE orders SET customer_name = $2, description = $3, price = $4, refund_status = $5,
       net_price = $6, talent_share = $7, admin_fee = $8, proof_image = $9, customer_age = $10,
       updated_at = now(), version = version + 1
     WHERE id = $1`,
    [
      id,
      e.customer_name,
      e.description,
      e.price,
      e.refund_status,
      e.net_price,
      e.talent_share,
      e.admin_fee,
      e.proof_image,
      e.customer_age,
    ],
  );
}

/** Who created the order (null when that user was deleted). */
export async function orderCreator(db: Queryable, id: number): Promise<number | null> {
  const [row] = await db.query<{ created_by: number | null }>(
    "SELECT created_by FROM orders WHERE id = $1",
    [id],
  );
  return row?.created_by ?? null;
}

/** Tips go with the order (ON DELETE CASCADE); the trigger takes it out of the rollup. */
export async function deleteOrder(tx: Queryable, id: number): Promise<void> {
  await tx.query("DELETE FROM orders WHERE id = $1", [id]);
}

export async function noOrderExists(db: Queryable, noOrder: number): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM orders WHERE no_order = $1", [noOrder]);
  return rows.length > 0;
}

/** The number after the highest order number (the unique index answers MAX without a scan). */
export async function nextOrderNumber(db: Queryable): Promise<number> {
  const [row] = await db.query<{ next: number }>(
    "SELECT (COALESCE(MAX(no_order), 0) + 1)::int8 AS next FROM orders",
  );
  return row.next;
}

/** The rates in force now (settings row); each new order snapshots them. */
export interface OrderRefs {
  user_ok: boolean;
  talent_ok: boolean;
  service_ok: boolean;
  /** The service the chosen sub-service belongs to; null when it does not exist. */
  sub_service_parent: number | null;
}

/** One round trip to check every reference of a new order. */
export async function checkOrderRefs(
  db: Queryable,
  r: { user_id: number; talents_id: number; services_id?: number; sub_service_id?: number },
): Promise<OrderRefs> {
  const [row] = await db.query<OrderRefs>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS user_ok,
            EXISTS (SELECT 1 FROM talents WHERE id = $2) AS talent_ok,
            EXISTS (SELECT 1 FROM services WHERE id = $3::int) AS service_ok,
            (SELECT services_id FROM sub_services WHERE id = $4::int) AS sub_service_parent`,
    [r.user_id, r.talents_id, r.services_id ?? null, r.sub_service_id ?? null],
  );
  return row;
}
