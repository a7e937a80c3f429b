// Orders written straight through SQL for the report tests, with money from orderMoney (like
// seedOrders), so the rollup trigger is exercised by INSERT, UPDATE and DELETE alike.
import type { Db, Queryable } from "../../src/db/connection";
import { orderMoney, type RefundStatus, type Tip } from "../../src/money/rules";
import type { RefOrder } from "../../src/money/reference";
import { SEARCH_COUNT_CAP } from "../../src/contract/list-query";

export interface Catalog {
  talents: { id: number; name: string }[];
  serviceId: number;
  subServiceId: number;
}

export async function createCatalog(db: Queryable, talentNames: string[]): Promise<Catalog> {
  const [svc] = await db.query<{ id: number }>(
    "INSERT INTO services (name) VALUES ('MC & Host') RETURNING id",
  );
  const [sub] = await db.query<{ id: number }>(
    "INSERT INTO sub_services (name, services_id) VALUES ('MC Formal', $1) RETURNING id",
    [svc.id],
  );
  const talents = [];
  for (const name of talentNames) {
    const [t] = await db.query<{ id: number }>(
      "INSERT INTO talents (name, gender) VALUES ($1, 'Woman') RETURNING id",
      [name],
    );
    talents.push({ id: t.id, name });
  }
  return { talents, serviceId: svc.id, subServiceId: sub.id };
}

export interface NewOrder {
  date: string;
  talents_id: number;
  user_id: number;
  price: number;
  refund_status?: RefundStatus;
  talent_rate_bp?: number;
  admin_rate_bp?: number;
  tips?: Tip[];
  customer_name?: string;
}

let noOrder = 500000;

async function writeTips(tx: Queryable, id: number, tips: Tip[]) {
  await tx.query("DELETE FROM order_tips WHERE order_id = $1", [id]);
  for (const t of tips)
    await tx.query("INSERT INTO order_tips (order_id, receiver_type, amount) VALUES ($1, $2, $3)", [
      id,
      t.receiver_type,
      t.amount,
    ]);
}

/** Inserts one order (and its tips) and answers it as a reference order. */
export async function insertOrder(db: Db, cat: Catalog, o: NewOrder): Promise<RefOrder> {
  const ref = {
    date: o.date,
    talents_id: o.talents_id,
    user_id: o.user_id,
    price: o.price,
    refund_status: o.refund_status ?? "NONE",
    talent_rate_bp: o.talent_rate_bp ?? 7000,
    admin_rate_bp: o.admin_rate_bp ?? 1000,
    tips: o.tips ?? [],
  };
  const m = orderMoney(ref);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO orders (no_order, user_id, talents_id, services_id, sub_service_id, date,
         customer_name, customer_age, duration, price, refund_status, net_price, talent_rate_bp,
         admin_rate_bp, talent_share, admin_fee, tip_talent, tip_admin)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 30, 120, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       RETURNING id`,
      [
        noOrder++,
        ref.user_id,
        ref.talents_id,
        cat.serviceId,
        cat.subServiceId,
        ref.date,
        o.customer_name ?? "Budi",
        ref.price,
        ref.refund_status,
        m.net_price,
        ref.talent_rate_bp,
        ref.admin_rate_bp,
        m.talent_share,
        m.admin_fee,
        m.tip_talent,
        m.tip_admin,
      ],
    );
    await writeTips(tx, row.id, ref.tips);
    return row.id;
  });
  return { id, ...ref };
}

/** Rewrites an order the way an edit does: money recomputed with the order's own rates. */
export async function updateOrder(db: Db, next: RefOrder): Promise<void> {
  const m = orderMoney(next);
  await db.transaction(async (tx) => {
    await writeTips(tx, next.id, next.tips);
    await tx.query(
      `UPDATE orders SET date = $2, talents_id = $3, user_id = $4, price = $5, refund_status = $6,
         net_price = $7, talent_share = $8, admin_fee = $9, tip_talent = $10, tip_admin = $11
       WHERE id = $1`,
      [
        next.id,
        next.date,
        next.talents_id,
        next.user_id,
        next.price,
        next.refund_status,
        m.net_price,
        m.talent_share,
        m.admin_fee,
        m.tip_talent,
        m.tip_admin,
      ],
    );
  });
}

export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.query("DELETE FROM orders WHERE id = $1", [id]);
}

export async function deleteAllOrders(db: Db): Promise<void> {
  await db.query("DELETE FROM orders");
}

/**
 * `count` orders of Rp 1.000 in one INSERT … SELECT (the statement triggers see one statement,
 * as a bulk write does): numbers `firstNo` + 1…, dates spread over `days` days from `firstDate`,
 * customers `${customer} ${g}`, or `${customer} ${g % names}` when `names` is given.
 */
export async function insertOrderRun(
  db: Queryable,
  r: {
    userId: number;
    talentId: number;
    count: number;
    firstNo: number;
    firstDate: string;
    days: number;
    customer: string;
    names?: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO orders (no_order, user_id, talents_id, date, customer_name, price, net_price,
       talent_rate_bp, admin_rate_bp, talent_share, admin_fee)
     SELECT $3::bigint + g, $1, $2, $4::date + (g % $5::int),
       $6 || ' ' || (CASE WHEN $7::int IS NULL THEN g ELSE g % $7::int END),
       1000, 1000, 7000, 1000, 700, 100
     FROM generate_series(1, $8::int) g`,
    [r.userId, r.talentId, r.firstNo, r.firstDate, r.days, r.customer, r.names ?? null, r.count],
  );
}

/** A word in more of one person's orders than a search counts (contract SEARCH_COUNT_CAP). */
export const CAPPED_RUN = {
  count: SEARCH_COUNT_CAP + 50,
  firstNo: 8000000,
  firstDate: "2026-01-01",
  days: 300,
  customer: "Capword",
};
