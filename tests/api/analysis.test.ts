// GET /analysis/pivot on random orders and random choices: every cell equals a recomputation
// from the orders one by one (money/reference), the row, column and grand totals add up, the
// person and weekly reports agree, the payout list's paid / outstanding agree, a cell's
// drill-down (the order list with the cell's filters) totals the cell, and bad choices are 400s.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildTestApp, type TestApp } from "../helpers/app";
import { createCatalog, insertOrder, type Catalog } from "../helpers/report-fixtures";
import { orderSums, type RefOrder } from "../../src/money/reference";
import { addDays, weekStart } from "../../src/money/time";
import { REFUND_LABELS } from "../../src/contract/values";
import { type PivotResponse } from "../../src/contract/analysis";
import {
  PERSON_VALUES,
  PIVOT_COLS,
  PIVOT_VALUES,
  PIVOT_ROWS,
  drillQuery,
  type PivotCols,
  type PivotRow,
  type PivotValue,
} from "../../src/contract/values";
import { insertPayout } from "../../src/db/repositories/payouts";
import { BLANK_KEY } from "../../src/contract/filter-fields";

const MONEY_VALUES = PIVOT_VALUES.filter((v) => !PERSON_VALUES.includes(v));
const METHODS = ["Cash", "Transfer", "E-Wallet", null];
const PLACES = ["Qris", "DANA", "BRI", null];
const GENDERS = ["Man", "Woman", null];
// 2024-11-25 .. 2025-04-13: weeks across month, quarter and year ends
const BASE = "2024-11-25";
const DAYS = 140;

interface Order extends RefOrder {
  services_id: number | null;
  sub_service_id: number | null;
  payment_method: string | null;
  payment_place: string | null;
  gender: string | null;
}

let t: TestApp;
let token: string;
let cat: Catalog;
let users: { id: number; username: string }[];
let services: { id: number; name: string; sub: { id: number; name: string } }[];
const orders: Order[] = [];

const orderArb = fc.record({
  day: fc.integer({ min: 0, max: DAYS - 1 }),
  talent: fc.nat(3),
  user: fc.nat(1),
  service: fc.nat(2),
  method: fc.nat(3),
  place: fc.nat(3),
  gender: fc.nat(2),
  price: fc.integer({ min: 1, max: 900_000 }),
  refund: fc.constantFrom("NONE", "NONE", "REFUND_50", "REFUND_100" as const),
  rates: fc.constantFrom([7000, 1000], [6550, 1225], [5000, 0]),
  tips: fc.array(
    fc.record({
      receiver_type: fc.constantFrom("talent" as const, "admin" as const),
      amount: fc.integer({ min: 0, max: 50_000 }),
    }),
    { maxLength: 2 },
  ),
});

async function get<T = unknown>(url: string): Promise<{ status: number; body: T }> {
  const res = await t.call({ method: "GET", url: `/api${url}`, token });
  return { status: res.statusCode, body: res.json() as T };
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await t.login());
  await t.addUser({
    username: "kasir2",
    email: "k2@test.local",
    password: "kasir-pass-12",
    role: "admin",
  });
  users = await t.db.query("SELECT id, username FROM users ORDER BY id");
  cat = await createCatalog(t.db, ["Ayu", "Bima", "Citra", "Dewi"]);
  services = [];
  for (const name of ["Foto", "Nyanyi"]) {
    const [s] = await t.db.query<{ id: number }>(
      "INSERT INTO services (name) VALUES ($1) RETURNING id",
      [name],
    );
    const [ss] = await t.db.query<{ id: number }>(
      "INSERT INTO sub_services (name, services_id) VALUES ($1, $2) RETURNING id",
      [`${name} Pro`, s.id],
    );
    services.push({ id: s.id, name, sub: { id: ss.id, name: `${name} Pro` } });
  }
  const specs = fc.sample(orderArb, { seed: 40, numRuns: 70 });
  for (const s of specs) {
    const svc = services[s.service]; // index 2: no service
    const ref = await insertOrder(t.db, cat, {
      date: addDays(BASE, s.day),
      talents_id: cat.talents[s.talent].id,
      user_id: users[s.user].id,
      price: s.price,
      refund_status: s.refund,
      talent_rate_bp: s.rates[0],
      admin_rate_bp: s.rates[1],
      tips: s.tips,
    });
    const o: Order = {
      ...ref,
      services_id: svc?.id ?? null,
      sub_service_id: svc?.sub.id ?? null,
      payment_method: METHODS[s.method],
      payment_place: PLACES[s.place],
      gender: GENDERS[s.gender],
    };
    await t.db.query(
      `UPDATE orders SET services_id = $2, sub_service_id = $3, payment_method = $4,
         payment_place = $5, gender = $6 WHERE id = $1`,
      [o.id, o.services_id, o.sub_service_id, o.payment_method, o.payment_place, o.gender],
    );
    orders.push(o);
  }
}, 150_000);
afterAll(() => t.close());

/* ------------------------------ the reference ------------------------------ */

const NAMES = () => ({
  talent: new Map(cat.talents.map((x) => [x.id, x.name])),
  admin: new Map(users.map((u) => [u.id, u.username])),
  service: new Map(services.map((s) => [s.id, s.name])),
  sub: new Map(services.map((s) => [s.sub.id, s.sub.name])),
});

/** A row's key and label, from the order itself. */
function rowOf(o: Order, rows: PivotRow): { key: string; label: string } {
  const n = NAMES();
  const id = (v: number | null, names: Map<number, string>) =>
    v === null ? { key: "none", label: "-" } : { key: String(v), label: names.get(v)! };
  const val = (v: string | null) =>
    v === null ? { key: "none", label: "-" } : { key: v, label: v };
  switch (rows) {
    case "talent":
      return id(o.talents_id, n.talent);
    case "admin":
      return id(o.user_id, n.admin);
    case "service":
      return id(o.services_id, n.service);
    case "sub_service":
      return id(o.sub_service_id, n.sub);
    case "payment_method":
      return val(o.payment_method);
    case "payment_place":
      return val(o.payment_place);
    case "refund_status":
      return { key: o.refund_status, label: REFUND_LABELS[o.refund_status] };
    case "customer_gender":
      return val(o.gender);
  }
}

/** The column key of a date, written out independently of the server's. */
function colOf(date: string, cols: PivotCols): string {
  const [y, m] = [date.slice(0, 4), Number(date.slice(5, 7))];
  if (cols === "none") return "all";
  if (cols === "week") return `w${weekStart(date).replace(/-/g, "")}`;
  if (cols === "month") return `m${y}${date.slice(5, 7)}`;
  if (cols === "quarter") return `q${y}${Math.ceil(m / 3)}`;
  return `y${y}`;
}

function valuesOf(o: Order): Record<string, number> {
  const s = orderSums(o);
  return {
    count: 1,
    price: o.price,
    net_price: s.net_price,
    talent_share: s.talent_share,
    admin_fee: s.admin_fee,
    tip_talent: s.tip_talent,
    tip_admin: s.tip_admin,
    sisa: s.net_price - s.talent_share - s.admin_fee,
  };
}

interface Choice {
  rows: PivotRow;
  cols: PivotCols;
  values: PivotValue[];
  start?: string;
  end?: string;
  label?: string;
}

/** The pivot from the orders one by one: row key → column key → value → sum. */
function reference(c: Choice) {
  const cells = new Map<string, Map<string, Record<string, number>>>();
  const labels = new Map<string, string>();
  for (const o of orders) {
    if ((c.start && o.date < c.start) || (c.end && o.date > c.end)) continue;
    const r = rowOf(o, c.rows);
    if (c.label && !r.label.toLowerCase().includes(c.label.toLowerCase())) continue;
    labels.set(r.key, r.label);
    const row = cells.get(r.key) ?? new Map();
    cells.set(r.key, row);
    const col = colOf(o.date, c.cols);
    const sums = row.get(col) ?? {};
    const v = valuesOf(o);
    for (const name of c.values) sums[name] = (sums[name] ?? 0) + v[name];
    row.set(col, sums);
  }
  return { cells, labels };
}

const pivotUrl = (c: Choice) =>
  `/analysis/pivot?${new URLSearchParams({
    rows: c.rows,
    cols: c.cols,
    values: c.values.join(","),
    ...(c.start ? { start_date: c.start } : {}),
    ...(c.end ? { end_date: c.end } : {}),
    ...(c.label ? { label: c.label } : {}),
  })}`;

async function pivot(c: Choice): Promise<PivotResponse> {
  const res = await get<PivotResponse>(pivotUrl(c));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const sum = (xs: (number | undefined)[]) => xs.reduce<number>((a, b) => a + (b ?? 0), 0);

/* ------------------------------ the properties ------------------------------ */

const choiceArb = fc.record({
  rows: fc.constantFrom(...PIVOT_ROWS),
  cols: fc.constantFrom(...PIVOT_COLS),
  values: fc.subarray(MONEY_VALUES, { minLength: 1 }),
  start: fc.option(fc.integer({ min: 0, max: DAYS }), { nil: undefined }),
  length: fc.integer({ min: 0, max: DAYS }),
  label: fc.option(fc.constantFrom("a", "i", "Pro", "-", "Transfer", "refund", "zz"), {
    nil: undefined,
  }),
});

describe("GET /analysis/pivot", () => {
  it("every cell and total equals the reference, for random choices", async () => {
    await fc.assert(
      fc.asyncProperty(choiceArb, async (x) => {
        const c: Choice = {
          rows: x.rows,
          cols: x.cols,
          values: x.values,
          start: x.start === undefined ? undefined : addDays(BASE, x.start),
          end: x.start === undefined ? undefined : addDays(BASE, x.start + x.length),
          label: x.label,
        };
        const p = await pivot(c);
        const ref = reference(c);
        expect(p.rows.map((r) => r.key).sort()).toEqual([...ref.cells.keys()].sort());
        for (const row of p.rows) {
          expect(row.label).toBe(ref.labels.get(row.key));
          for (const col of p.columns)
            for (const v of c.values)
              expect(row.cells[col.key][v], `${row.key} ${col.key} ${v}`).toBe(
                ref.cells.get(row.key)?.get(col.key)?.[v] ?? 0,
              );
          for (const v of c.values)
            expect(row.total[v]).toBe(sum(p.columns.map((col) => row.cells[col.key][v])));
        }
        // every column with orders is there; the column and grand totals add up
        const refCols = new Set([...ref.cells.values()].flatMap((r) => [...r.keys()]));
        if (c.cols === "none") refCols.add("all"); // the one column of the range, even empty
        expect(p.columns.map((col) => col.key).sort()).toEqual([...refCols].sort());
        for (const v of c.values) {
          for (const col of p.columns)
            expect(p.totals.cells[col.key][v]).toBe(sum(p.rows.map((r) => r.cells[col.key][v])));
          expect(p.totals.total[v]).toBe(sum(p.rows.map((r) => r.total[v])));
        }
      }),
      { numRuns: 40, interruptAfterTimeLimit: 40_000, markInterruptAsFailure: true },
    );
  });
});

describe("GET /analysis/pivot drill-down", () => {
  it("a cell's drill-down (the order list with its filters) totals the cell", async () => {
    await fc.assert(
      fc.asyncProperty(choiceArb, fc.nat(), fc.nat(), async (x, ri, ci) => {
        const c: Choice = { rows: x.rows, cols: x.cols, values: ["count", "price", "net_price"] };
        const p = await pivot(c);
        if (!p.rows.length) return;
        const row = p.rows[ri % p.rows.length];
        const col = p.columns[ci % p.columns.length];
        const q = drillQuery(c.rows, row.key, col);
        const list = await get<{ totals: { all: Record<string, number> } }>(
          `/order/orders?${new URLSearchParams({ ...q, limit: "1" })}`,
        );
        expect(list.status).toBe(200);
        const cell = row.cells[col.key];
        expect(list.body.totals.all).toEqual({
          count: cell.count,
          price: cell.price,
          net_price: cell.net_price,
        });
      }),
      { numRuns: 25, interruptAfterTimeLimit: 30_000, markInterruptAsFailure: true },
    );
  });
});

describe("GET /analysis/pivot drill-down of a blank value", () => {
  it("the '-' row of each dimension that can be blank drills to exactly its orders", async () => {
    const blankable: PivotRow[] = [
      "service",
      "sub_service",
      "payment_method",
      "payment_place",
      "customer_gender",
    ];
    for (const rows of blankable) {
      const p = await pivot({ rows, cols: "month", values: ["count", "price", "net_price"] });
      const blank = p.rows.find((r) => r.key === BLANK_KEY);
      expect(blank?.label, rows).toBe("-");
      const expected = orders.filter((o) => rowOf(o, rows).key === BLANK_KEY);
      // the row total (the whole range) and every period's cell
      const cells = [
        { col: { start_date: "", end_date: "" }, figures: blank!.total },
        ...p.columns.map((col) => ({ col, figures: blank!.cells[col.key] })),
      ];
      for (const { col, figures } of cells) {
        const list = await get<{ totals: { all: Record<string, number> } }>(
          `/order/orders?${new URLSearchParams({ ...drillQuery(rows, blank!.key, col), limit: "1" })}`,
        );
        expect(list.status).toBe(200);
        expect(list.body.totals.all, `${rows} ${col.start_date}`).toEqual({
          count: figures.count,
          price: figures.price,
          net_price: figures.net_price,
        });
      }
      expect(blank!.total.count).toBe(expected.length);
    }
  });

  it("a wrong value of an equals filter is a 400 in the column's words", async () => {
    const res = await get<{ message: string }>("/order/orders?payment_method=Cek");
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("harus Cash, Transfer atau E-Wallet");
  });
});

describe("GET /analysis/pivot against the other reports", () => {
  it("agrees with the per-talent, per-admin and weekly reports", async () => {
    const range = { start: "2024-12-09", end: "2025-03-02" };
    const qs = `start_date=${range.start}&end_date=${range.end}`;
    // each person's pivot totals against their summary: [pivot value, summary field] pairs
    const people = [
      {
        rows: "talent",
        cols: "none",
        pairs: [
          ["talent_share", "talent_fee"],
          ["tip_talent", "total_tip_talent"],
        ],
      },
      {
        rows: "admin",
        cols: "month",
        pairs: [
          ["admin_fee", "admin_fee"],
          ["tip_admin", "total_tip_admin"],
        ],
      },
    ] as const;
    for (const { rows, cols, pairs } of people) {
      const values = pairs.map(([value]) => value);
      const answer = await pivot({ rows, cols, values, ...range });
      for (const r of answer.rows) {
        const s = await get<{ data: Record<string, number> }>(
          `/report/summary/${rows}/${r.key}?${qs}`,
        );
        expect(pairs.map(([, field]) => s.body.data[field])).toEqual(values.map((v) => r.total[v]));
      }
    }
    const weeks = await pivot({
      rows: "service",
      cols: "week",
      values: ["count", "talent_share", "admin_fee", "sisa"],
      ...range,
    });
    const weekly = await get<{ data: Record<string, number | string>[] }>(`/weekly?${qs}`);
    const byWeek = Object.fromEntries(
      weekly.body.data.map((w) => [`w${String(w.start_date).replace(/-/g, "")}`, w]),
    );
    expect(weeks.columns.map((c) => c.key).sort()).toEqual(Object.keys(byWeek).sort());
    for (const col of weeks.columns) {
      const w = byWeek[col.key];
      const cell = weeks.totals.cells[col.key];
      expect([cell.count, cell.talent_share, cell.admin_fee, cell.sisa]).toEqual([
        w.total_orders,
        w.total_talent_share,
        w.total_admin,
        w.sisa,
      ]);
    }
  });

  it("paid and outstanding equal the payout list's", async () => {
    const owner = users[0].id;
    const pay = (
      person_id: number,
      kind: "week" | "month",
      start: string,
      end: string,
      amount: number,
    ) =>
      insertPayout(t.db, {
        person_type: "talent",
        person_id,
        period_kind: kind,
        start_date: start,
        end_date: end,
        amount,
        paid_at: end,
        method: "Cash",
        place: null,
        reference: "",
        proof_image: null,
        advance: false,
        created_by: owner,
      });
    await pay(cat.talents[0].id, "month", "2025-01-01", "2025-01-31", 150_000);
    await pay(cat.talents[1].id, "month", "2025-02-01", "2025-02-28", 9_000_000);
    await pay(cat.talents[1].id, "week", "2025-01-06", "2025-01-12", 70_000);
    for (const cols of ["month", "week", "quarter"] as const) {
      const range = { start: "2024-12-16", end: "2025-03-09" };
      const p = await pivot({ rows: "talent", cols, values: ["paid", "outstanding"], ...range });
      const period = cols === "week" ? "week" : "month";
      for (const r of p.rows) {
        const list = await get<{ totals: Record<string, number> }>(
          `/payouts?person_type=talent&person_id=${r.key}&period=${period}` +
            `&start_date=${range.start}&end_date=${range.end}&limit=1`,
        );
        expect([r.total.paid, r.total.outstanding], `${cols} ${r.key}`).toEqual([
          list.body.totals.paid,
          list.body.totals.outstanding,
        ]);
      }
      const all = await get<{ totals: Record<string, number> }>(
        `/payouts?person_type=talent&period=${period}&start_date=${range.start}&end_date=${range.end}&limit=1`,
      );
      expect([p.totals.total.paid, p.totals.total.outstanding]).toEqual([
        all.body.totals.paid,
        all.body.totals.outstanding,
      ]);
    }
  });
});

describe("GET /analysis/pivot refusals", () => {
  it("refuses unknown dimensions and values with a 400 naming them", async () => {
    const bad = async (qs: string, words: string[]) => {
      const res = await get<{ message: string }>(`/analysis/pivot?${qs}`);
      expect(res.status, qs).toBe(400);
      for (const w of words) expect(res.body.message).toContain(w);
    };
    await bad("rows=kota&cols=month", ["baris tidak dikenal", "kota"]);
    await bad("rows=talent&cols=hari", ["kolom tidak dikenal", "hari"]);
    await bad("rows=talent&values=count,laba,untung", ["nilai tidak dikenal", "laba", "untung"]);
    await bad("rows=service&values=paid", ["paid", "hanya untuk baris talent atau admin"]);
    await bad("rows=talent&start_date=2025-02-30", ["tanggal"]);
    await bad("cols=month", ["wajib diisi"]);
    const ok = await get(`/analysis/pivot?rows=talent`);
    expect(ok.status).toBe(200);
  });
});
