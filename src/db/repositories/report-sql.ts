// Shared SQL pieces of the report repositories (reports, weekly, order summaries, order reports).
import type { MoneySums } from "../../money/rules";
import type { ColumnFilterValues } from "../../contract/column-filters";
import type { DateRange, SortDir } from "../../contract/list-query";
import type { Queryable } from "../connection";
import { ORDER_MONEY_FIELDS } from "../../contract/values";
import { containsPattern } from "./paging";
import { personRollup } from "./money-sql";

/**
 * The columns MoneySums sums (of a rollup row, or of orders): the order count and an order's money
 * columns (RULES.md D3) but the price — the figures start from the net price.
 */
export const ROLLUP_COLUMNS = [
  "order_count",
  ...ORDER_MONEY_FIELDS.filter((f): f is Exclude<typeof f, "price"> => f !== "price"),
] as const;

/** The six sums of rollup rows, always numbers, never NULL; `within` counts only its rows. */
export function rollupSums(within?: string): string {
  const of = (column: string) =>
    `COALESCE(SUM(${column})${within ? ` FILTER (WHERE ${within})` : ""}, 0) AS ${column}`;
  return ROLLUP_COLUMNS.map(of).join(",\n  ");
}

/** Sums of `order_rollup_daily` (or of `orders` with `count(*)`), always numbers, never NULL. */
export const ROLLUP_SUMS = rollupSums();

/** The same sums straight from `orders o` (only for filtered sets the rollup cannot answer). */
export const ORDER_SUMS = `
  count(*) AS order_count,
  COALESCE(SUM(o.net_price), 0) AS net_price,
  COALESCE(SUM(o.talent_share), 0) AS talent_share,
  COALESCE(SUM(o.admin_fee), 0) AS admin_fee,
  COALESCE(SUM(o.tip_talent), 0) AS tip_talent,
  COALESCE(SUM(o.tip_admin), 0) AS tip_admin`;

/** Picks the MoneySums fields off a row, so extra columns never leak into the figures. */
export const toSums = (r: MoneySums): MoneySums => ({
  order_count: r.order_count,
  net_price: r.net_price,
  talent_share: r.talent_share,
  admin_fee: r.admin_fee,
  tip_talent: r.tip_talent,
  tip_admin: r.tip_admin,
});

/**
 * Collects WHERE conditions and their parameters. Conditions are only added for filters that are
 * set, so the planner sees plain `col >= $n` comparisons it can match to an index.
 */
export class Where {
  private readonly parts: string[] = [];

  constructor(readonly params: unknown[] = []) {}

  /**
   * Conditions for an outer query over an inner one that this Where filters: their parameters
   * are numbered on from this one's, and both share `params`.
   */
  outer(): Where {
    return new Where(this.params);
  }

  /** Adds a parameter and answers its placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  range(column: string, r: DateRange): this {
    if (r.start) this.add(`${column} >= ${this.param(r.start)}::date`);
    if (r.end) this.add(`${column} <= ${this.param(r.end)}::date`);
    return this;
  }

  /** Days in the agency's zone (`timeZone`) of a timestamp column, both ends included. */
  dayRange(column: string, r: DateRange, timeZone: string): this {
    // a day runs from its local midnight to the next one
    if (r.start)
      this.add(
        `${column} >= (${this.param(r.start)}::date::timestamp AT TIME ZONE ${this.param(timeZone)})`,
      );
    if (r.end)
      this.add(
        `${column} < ((${this.param(r.end)}::date + 1)::timestamp AT TIME ZONE ${this.param(timeZone)})`,
      );
    return this;
  }

  /**
   * A list's header filters (contract/column-filters.ts) on the SQL expressions of `columns`
   * (the repository's own whitelist, keyed by the filter's field; never the request's text):
   * text contains case-blind, ranges inclusive, selects equal.
   */
  columns(v: ColumnFilterValues, columns: Record<string, string>): this {
    const col = (field: string) => {
      const c = columns[field];
      if (!c) throw new Error(`no SQL column for filter ${field}`);
      return c;
    };
    for (const [f, text] of Object.entries(v.contains))
      this.add(`${col(f)} ILIKE ${this.param(containsPattern(text))}`);
    for (const [f, r] of Object.entries(v.ranges)) {
      if (r.min !== undefined) this.add(`${col(f)} >= ${this.param(r.min)}`);
      if (r.max !== undefined) this.add(`${col(f)} <= ${this.param(r.max)}`);
    }
    for (const [f, value] of Object.entries(v.equals)) this.add(`${col(f)} = ${this.param(value)}`);
    return this;
  }

  toString(): string {
    return this.parts.length ? `WHERE ${this.parts.join(" AND ")}` : "";
  }
}

/** A rollup table and the conditions on it that count the same orders as a list's filter. */
export interface Rollup {
  from: string;
  w: Where;
}

/** The filters a rollup can answer: a period, one talent and/or one handler, a refund status. */
export interface RollupFilter {
  period?: DateRange;
  talentId?: number;
  userId?: number;
  refundStatus?: string;
}

/**
 * The rollup rows that sum to a filter's orders (RULES.md D8: every rollup is kept by the one
 * upsert in each order change's transaction), the fewest that can: one person's own rows of
 * order_rollup_props (money-sql personRollup, a fourth of order_rollup_daily's day × talent ×
 * admin); a talent and a handler together, order_rollup_daily; a refund status alone, its rows of
 * order_rollup_props; no person, the handlers' rows (each order has one handler: a few a day).
 * Null when no rollup can: a refund status with a person. A fresh Where each call (callers add
 * to it).
 */
export function rollupFor(f: Omit<RollupFilter, "refundStatus">): Rollup;
export function rollupFor(f: RollupFilter): Rollup | null;
export function rollupFor(f: RollupFilter): Rollup | null {
  const w = new Where().range("date", f.period ?? {});
  const person = f.talentId !== undefined || f.userId !== undefined;
  if (f.refundStatus !== undefined) {
    if (person) return null;
    w.add(`dim = 'refund_status'`).add(`key = ${w.param(f.refundStatus)}`);
    return { from: "order_rollup_props", w };
  }
  if (f.talentId !== undefined && f.userId !== undefined) {
    w.add(`talents_id = ${w.param(f.talentId)}`).add(`user_id = ${w.param(f.userId)}`);
    return { from: "order_rollup_daily", w };
  }
  const r = personRollup(f.talentId !== undefined ? "talent" : "admin");
  w.add(r.where);
  const id = f.talentId ?? f.userId;
  if (id !== undefined) w.add(`key = ${w.param(r.key(id))}`);
  return { from: r.from, w };
}

/** Below this OFFSET a page reads the orders' index directly: the seek would cost more. */
const SEEK_FROM = 5_000;

/**
 * The window of a deep page of a date-sorted list whose orders `rollup` counts: the rollup's
 * per-day counts say on which day the page starts and how many orders come before that day, so
 * `w` gets that day as its bound and OFFSET walks one day's orders rather than every order before
 * the page (~0.6 s at 10 million orders). Exact because the rollups are (RULES.md D8: one trigger
 * keeps them in each order change's transaction; verifyBulk checks them against the orders). Without a rollup, or near the start, `win` as is.
 */
export async function dayWindow<W extends { offset: number; dir: SortDir }>(
  db: Queryable,
  rollup: Rollup | null,
  w: Where,
  win: W,
): Promise<W> {
  if (!rollup || win.offset < SEEK_FROM) return win;
  const r = rollup.w;
  const [row] = await db.query<{ day: string; before: number }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS day, upto - n AS before
     FROM (SELECT date, n, SUM(n) OVER (ORDER BY date ${win.dir}) AS upto
           FROM (SELECT date, SUM(order_count) AS n FROM ${rollup.from} ${r} GROUP BY date) d) c
     WHERE upto > ${r.param(win.offset)}
     ORDER BY date ${win.dir} LIMIT 1`,
    r.params,
  );
  if (!row) return win;
  w.add(`o.date ${win.dir === "DESC" ? "<=" : ">="} ${w.param(row.day)}::date`);
  return { ...win, offset: win.offset - row.before };
}
