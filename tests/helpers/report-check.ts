// Compares every report call with src/money/reference.ts for a given set of orders, and checks
// the invariants of RULES.md D3. Shared by the property tests (SQL writes, HTTP writes).
import { expect } from "vitest";
import type { TestApp } from "./app";
import * as ref from "../../src/money/reference";

export interface Who {
  token: string;
  talents: number[];
  users: number[];
}

type Json = Record<string, unknown>;

async function get(t: TestApp, token: string, url: string): Promise<Json> {
  const res = await t.call({ method: "GET", url: `/api${url}`, token });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

/** Every page of a 0-based paged call, concatenated. */
async function allPages(t: TestApp, token: string, url: string, limit: number) {
  const rows: Json[] = [];
  const totals: Json[] = [];
  let first: Json | undefined;
  for (let page = 0; ; page++) {
    const body = await get(
      t,
      token,
      `${url}${url.includes("?") ? "&" : "?"}page=${page}&limit=${limit}`,
    );
    first ??= body;
    rows.push(...(body.result as Json[]));
    if (body.totals) totals.push((body.totals as { page: Json }).page);
    if (page + 1 >= (body.totalPage as number)) break;
  }
  return { rows, totals, first: first! };
}

const sumBy = (rows: Json[], k: string) => rows.reduce((s, r) => s + (r[k] as number), 0);

/** The listed fields of a row, in that order (rows compared field by field). */
const pick = (row: object, keys: readonly string[]) =>
  keys.map((k) => (row as Record<string, unknown>)[k]);

interface Check {
  t: TestApp;
  who: Who;
  token: string;
  orders: ref.RefOrder[];
  opts: { limit: number; range: ref.DateRange; months: string[] };
  /** start_date / end_date of opts.range. */
  qs: URLSearchParams;
  /** The global figures, of every order and of opts.range. */
  g: ReturnType<typeof ref.globalSummary>;
  gr: ReturnType<typeof ref.globalSummary>;
}

export async function checkReports(
  t: TestApp,
  who: Who,
  orders: ref.RefOrder[],
  opts: { limit: number; range: ref.DateRange; months: string[] },
) {
  const qs = new URLSearchParams();
  if (opts.range.start) qs.set("start_date", opts.range.start);
  if (opts.range.end) qs.set("end_date", opts.range.end);
  const c: Check = {
    ...{ t, who, token: who.token, orders, opts, qs },
    g: ref.globalSummary(orders),
    gr: ref.globalSummary(orders, opts.range),
  };
  await checkSummaries(c);
  await checkWeekly(c);
  await checkOrderSummaries(c);
  await checkOrderReports(c);
  await checkMonthly(c);
}

/** The global summary, whole and over the range; per talent and per admin adding up to it. */
async function checkSummaries({ t, who, token, orders, opts, qs, g, gr }: Check) {
  const global = (await get(t, token, "/report/summary/global")).data as Json;
  expect(global).toMatchObject({
    total_uang_masuk: g.total_uang_masuk,
    total_talent_fee: g.total_talent_fee,
    tip_talent: g.tip_talent,
    total_admin_fee: g.total_admin_fee,
    tip_admin: g.tip_admin,
    uang_talent_dan_tip: g.uang_talent_dan_tip,
    uang_admin_dan_tip: g.uang_admin_dan_tip,
    sisa: g.sisa,
    total_orders: g.total_orders,
    total_tip: g.total_tip,
  });
  // sisa = Σ (net − talent_share − admin_fee), straight from the per-order money
  expect(global.sisa).toBe(
    orders.reduce((s, o) => {
      const x = ref.orderSums(o);
      return s + x.net_price - x.talent_share - x.admin_fee;
    }, 0),
  );
  const ranged = (await get(t, token, `/report/summary/global?${qs}`)).data as Json;
  expect([ranged.total_uang_masuk, ranged.sisa, ranged.total_orders]).toEqual([
    gr.total_uang_masuk,
    gr.sisa,
    gr.total_orders,
  ]);

  // per talent and per admin summaries add up to the global figures
  let talentFee = 0,
    talentTip = 0,
    adminFee = 0,
    adminTip = 0;
  for (const id of who.talents) {
    const d = (await get(t, token, `/report/summary/talent/${id}?${qs}`)).data as Json;
    const e = ref.talentSummary(orders, id, opts.range);
    expect(d).toMatchObject(e);
    talentFee += d.talent_fee as number;
    talentTip += d.total_tip_talent as number;
  }
  for (const id of who.users) {
    const d = (await get(t, token, `/report/summary/admin/${id}?${qs}`)).data as Json;
    expect(d).toMatchObject(ref.adminSummary(orders, id, opts.range));
    adminFee += d.admin_fee as number;
    adminTip += d.total_tip_admin as number;
  }
  expect([talentFee, talentTip, adminFee, adminTip]).toEqual([
    gr.total_talent_fee,
    gr.tip_talent,
    gr.total_admin_fee,
    gr.tip_admin,
  ]);
}

/** Weekly: equal to the reference, and the weeks add up to the global summary. */
async function checkWeekly({ t, who, token, orders, opts, g }: Check) {
  const weekly = (await get(t, token, "/weekly")).data as Json[];
  expect(weekly).toEqual(ref.weeklyRows(orders).map((r) => ({ id: r.start_date, ...r })));
  expect([
    sumBy(weekly, "total_income"),
    sumBy(weekly, "total_talent"),
    sumBy(weekly, "total_admin"),
    sumBy(weekly, "sisa"),
  ]).toEqual([g.total_uang_masuk, g.total_talent_fee, g.total_admin_fee, g.sisa]);
  for (const id of who.talents) {
    const rows: Json[] = [];
    for (let page = 1; ; page++) {
      const body = await get(t, token, `/weekly/talent/${id}?page=${page}&limit=${opts.limit}`);
      rows.push(...(body.data as Json[]));
      if (page >= (body.totalPages as number)) break;
    }
    expect(rows).toEqual(
      ref.weeklyRows(orders, (o) => o.talents_id === id).map((r) => ({ id: r.start_date, ...r })),
    );
  }
}

const SUMMARY_FIGURES = [
  "date",
  "total_orders",
  "total_uang_masuk",
  "total_talent_fee",
  "tip_talent",
  "total_admin_fee",
  "tip_admin",
  "sisa",
  "total_price",
] as const;

/** Order summaries: one row per talent/admin, the latest order's other side, figures. */
async function checkOrderSummaries({ t, token, orders, opts, qs, gr }: Check) {
  for (const by of ["talent", "admin"] as const) {
    const key = by === "talent" ? "talents_id" : "admin_id";
    const other = by === "talent" ? "admin_id" : "talents_id";
    const { rows, first } = await allPages(
      t,
      token,
      `/order/${by}s?sort_by=${key}&sort_order=ASC&${qs}`,
      opts.limit,
    );
    const expected = ref.groupSummaries(orders, by, opts.range);
    expect(first.totalRows).toBe(expected.length);
    expect(rows.map((r) => [r[key], r[other], ...pick(r, SUMMARY_FIGURES)])).toEqual(
      expected.map((e) => [e.key, e.other, ...pick(e, SUMMARY_FIGURES)]),
    );
    expect(sumBy(rows, "sisa")).toBe(gr.sisa);
  }
}

/** Order reports: rows in id order, totals of every page add up to totals.all. */
async function checkOrderReports({ t, who, token, orders, opts }: Check) {
  for (const [by, ids] of [
    ["talent", who.talents],
    ["admin", who.users],
  ] as const) {
    for (const id of ids) {
      const mine = orders.filter((o) => (by === "talent" ? o.talents_id : o.user_id) === id);
      const { rows, totals, first } = await allPages(t, token, `/order/${by}/${id}`, opts.limit);
      expect(rows.map((r) => r.id)).toEqual(mine.map((o) => o.id).sort((a, b) => a - b));
      const all = (first.totals as { all: Json }).all;
      expect(all).toEqual(ref.orderTotals(mine));
      for (const k of Object.keys(all)) expect(sumBy(totals, k), k).toBe(all[k]);
      for (const r of rows) {
        const o = mine.find((x) => x.id === r.id)!;
        const m = ref.orderSums(o);
        expect([
          r.date,
          r.price,
          r.net_price,
          r.talent_share,
          r.admin_fee,
          r.tip_talent,
          r.tip_admin,
        ]).toEqual([
          o.date,
          o.price,
          m.net_price,
          m.talent_share,
          m.admin_fee,
          m.tip_talent,
          m.tip_admin,
        ]);
      }
    }
  }
}

const REKAP_ORDER_FIELDS = [
  "id",
  "tanggal",
  "gross_price",
  "price",
  "talent_share",
  "tip",
  "total",
];

/** Monthly reports of every talent and every admin. */
async function checkMonthly({ t, who, token, orders, opts }: Check) {
  for (const month of opts.months) {
    for (const id of who.talents) {
      const d = (await get(t, token, `/rekap/detail/talent/${id}?month=${month}`)).data as Json;
      const e = ref.talentRekap(orders, id, month);
      expect(d).toMatchObject({
        total_price: e.total_price,
        total_talent_share: e.total_talent_share,
        total_tip: e.total_tip,
        total: e.total,
        total_orders: e.total_orders,
      });
      expect((d.orders as Json[]).map((o) => pick(o, REKAP_ORDER_FIELDS))).toEqual(
        e.orders.map((o) => pick(o, REKAP_ORDER_FIELDS)),
      );
      expect(Object.values(d.orders_by_admin as Record<string, number>).sort()).toEqual(
        Object.values(e.orders_by_admin_id).sort(),
      );
    }
    for (const id of who.users) {
      const d = (await get(t, token, `/rekap/detail/admin/${id}?month=${month}`)).data as Json;
      const { orders: list, ...e } = ref.adminRekap(orders, id, month);
      expect(d).toMatchObject(e);
      expect(d.orders).toEqual(list);
    }
  }
}
