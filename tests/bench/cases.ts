// What the benchmark measures: every report call and list pages (first, middle, last), each
// next to the naive SQL — a GROUP BY (or OFFSET + count) straight over `orders` — that computes
// the same figure, and a check that both agree.
import type { Db } from "../../src/db/connection";
import { addDays } from "../../src/money/time";
import type { Client } from "./http";
import { SEARCH_COUNT_CAP } from "../../src/contract/list-query";

export type Group = "report" | "list" | "pivot";

/**
 * Targets, p95: every call a screen makes ≤ 50 ms on PostgreSQL, lists and the pivot included
 * (at 10 M orders too); on PGlite reports ≤ 150 ms, lists ≤ 100 ms, the pivot ≤ 200 ms.
 */
export const TARGET_P95: Record<Group, Record<"pg" | "pglite", number>> = {
  report: { pg: 50, pglite: 150 },
  list: { pg: 50, pglite: 100 },
  pivot: { pg: 50, pglite: 200 },
};

type Rows = Record<string, number | string>[];

export interface BenchCase {
  name: string;
  group: Group;
  path: string;
  /** Statements of the naive equivalent; their results go to `check`. */
  naive?: [string, unknown[]][];
  /** Does the HTTP answer agree with the naive SQL? */
  check?: (body: never, naive: Rows[]) => boolean;
}

export interface BenchContext {
  db: Db;
  talentId: number;
  adminId: number;
  today: string;
  /** Last complete month, YYYY-MM, and its first and last day. */
  month: string;
  monthStart: string;
  monthEnd: string;
}

const SUMS = `count(*)::bigint AS order_count,
  COALESCE(sum(net_price), 0)::bigint AS net_price,
  COALESCE(sum(talent_share), 0)::bigint AS talent_share,
  COALESCE(sum(admin_fee), 0)::bigint AS admin_fee,
  COALESCE(sum(tip_talent), 0)::bigint AS tip_talent,
  COALESCE(sum(tip_admin), 0)::bigint AS tip_admin`;
const WEEK = "date_trunc('week', date::timestamp)::date";
const LIST_JOIN = `FROM orders o JOIN users u ON u.id = o.user_id JOIN talents t ON t.id = o.talents_id
  LEFT JOIN services s ON s.id = o.services_id LEFT JOIN sub_services ss ON ss.id = o.sub_service_id`;

export async function benchContext(db: Db, today: string): Promise<BenchContext> {
  const [{ id: talentId }] = await db.query<{ id: number }>(
    "SELECT id FROM talents ORDER BY id LIMIT 1",
  );
  const [{ id: adminId }] = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1",
  );
  const monthEnd = addDays(today.slice(0, 7) + "-01", -1);
  const month = monthEnd.slice(0, 7);
  return { db, talentId, adminId, today, month, monthStart: month + "-01", monthEnd };
}

interface Paged {
  totalPage: number;
  totalRows: number;
}

const pages = (total: number) => {
  const last = Math.max(0, total - 1);
  return { first: 0, middle: Math.floor(last / 2), last };
};

/** The case list; list pages need the page counts, so this asks the server for them first. */
export async function benchCases(c: Client, x: BenchContext): Promise<BenchCase[]> {
  return [
    ...summaryCases(x),
    ...(await weeklyCases(c, x)),
    ...rekapCases(x),
    ...(await orderListCases(c, x)),
    ...(await personListCases(c, x)),
    ...(await payoutCases(c)),
    ...pivotCases(x),
  ];
}

/**
 * The payout list (every talent's weeks with what each still owes: /weekly/talents) first and
 * last page, filtered to what is owed, and the payout ledger (/payouts).
 */
async function payoutCases(c: Client): Promise<BenchCase[]> {
  const cases: BenchCase[] = [];
  for (const [label, qs] of [
    ["", ""],
    [" status BELUM", "&status=BELUM"],
  ] as const) {
    const first = await c.get<Paged>(`/api/weekly/talents?page=0&limit=10${qs}`);
    for (const [pl, page] of Object.entries(pages(first.totalPage))) {
      if (pl === "middle" || (pl === "last" && first.totalPage <= 1)) continue;
      cases.push({
        name: `weekly/talents (payout list)${label} ${pl} page (${page})`,
        group: "list",
        path: `/api/weekly/talents?page=${page}&limit=10${qs}`,
      });
    }
  }
  cases.push({ name: "payouts (ledger) first page", group: "list", path: "/api/payouts?limit=10" });
  return cases;
}

/**
 * GET /analysis/pivot at the three choices, each beside the GROUP BY over `orders` that
 * gives the same grand total (orders and net price).
 */
export function pivotCases(x: BenchContext): BenchCase[] {
  const choices = [
    ["talent × month, two years", "talent", "month", addDays(x.today, -729)],
    ["admin × week, a quarter", "admin", "week", addDays(x.today, -90)],
    ["service × month, a year", "service", "month", addDays(x.today, -364)],
  ] as const;
  return choices.map(([name, rows, cols, start]) => ({
    name: `analysis/pivot ${name}`,
    group: "pivot",
    path: `/api/analysis/pivot?rows=${rows}&cols=${cols}&values=count,net_price,talent_share,sisa&start_date=${start}&end_date=${x.today}`,
    naive: [[`SELECT ${SUMS} FROM orders WHERE date BETWEEN $1 AND $2`, [start, x.today]]],
    check: (b: { totals: { total: Record<string, number> } }, [r]) =>
      b.totals.total.count === Number(figures(r).order_count) &&
      b.totals.total.net_price === Number(figures(r).net_price),
  }));
}

const figures = (r: Rows) => r[0] as Record<string, number>;

/** The summary screens and the weekly overview, each beside its GROUP BY. */
function summaryCases(x: BenchContext): BenchCase[] {
  const { talentId: tid, adminId: aid } = x;
  const last30 = { start: addDays(x.today, -29), end: x.today };
  const last90 = { start: addDays(x.today, -89), end: x.today };
  return [
    {
      name: "summary/global",
      group: "report",
      path: "/api/report/summary/global",
      naive: [[`SELECT ${SUMS} FROM orders`, []]],
      check: (b: { data: Record<string, number> }, [r]) => {
        const s = figures(r);
        return (
          b.data.total_orders === s.order_count &&
          b.data.total_uang_masuk === s.net_price + s.tip_talent + s.tip_admin &&
          b.data.sisa === s.net_price - s.talent_share - s.admin_fee
        );
      },
    },
    {
      name: "summary/global 30 days",
      group: "report",
      path: `/api/report/summary/global?start_date=${last30.start}&end_date=${last30.end}`,
      naive: [
        [`SELECT ${SUMS} FROM orders WHERE date BETWEEN $1 AND $2`, [last30.start, last30.end]],
      ],
      check: (b: { data: Record<string, number> }, [r]) =>
        b.data.total_orders === figures(r).order_count,
    },
    {
      name: "summary/talent/:id",
      group: "report",
      path: `/api/report/summary/talent/${tid}`,
      naive: [[`SELECT ${SUMS} FROM orders WHERE talents_id = $1`, [tid]]],
      check: (b: { data: Record<string, number> }, [r]) =>
        b.data.talent_fee === figures(r).talent_share &&
        b.data.total_tip_talent === figures(r).tip_talent,
    },
    {
      name: "summary/admin/:id",
      group: "report",
      path: `/api/report/summary/admin/${aid}`,
      naive: [[`SELECT ${SUMS} FROM orders WHERE user_id = $1`, [aid]]],
      check: (b: { data: Record<string, number> }, [r]) =>
        b.data.admin_fee === figures(r).admin_fee &&
        b.data.total_tip_admin === figures(r).tip_admin,
    },
    {
      name: "weekly (all weeks)",
      group: "report",
      path: "/api/weekly",
      naive: [[`SELECT ${WEEK} AS week, ${SUMS} FROM orders GROUP BY 1 ORDER BY 1 DESC`, []]],
      check: (b: { data: { total_income: number; total_orders: number }[] }, [r]) =>
        b.data.length === r.length &&
        b.data.reduce((s, w) => s + w.total_orders, 0) ===
          r.reduce((s, w) => s + Number(w.order_count), 0),
    },
    {
      name: "weekly 90 days",
      group: "report",
      path: `/api/weekly?start_date=${last90.start}&end_date=${last90.end}`,
      naive: [
        [
          `SELECT ${WEEK} AS week, ${SUMS} FROM orders WHERE date BETWEEN $1 AND $2
           GROUP BY 1 ORDER BY 1 DESC`,
          [last90.start, last90.end],
        ],
      ],
      check: (b: { data: unknown[] }, [r]) => b.data.length === r.length,
    },
  ];
}

/** The weekly report of one talent, first and last page. */
async function weeklyCases(c: Client, x: BenchContext): Promise<BenchCase[]> {
  const tid = x.talentId;
  const cases: BenchCase[] = [];
  const weeklyTalent = await c.get<{ totalPages: number }>(
    `/api/weekly/talent/${tid}?page=1&limit=10`,
  );
  for (const [label, page] of [
    ["first", 1],
    ["last", Math.max(1, weeklyTalent.totalPages)],
  ] as const) {
    cases.push({
      name: `weekly/talent/:id ${label} page`,
      group: "report",
      path: `/api/weekly/talent/${tid}?page=${page}&limit=10`,
      naive: [
        [
          `SELECT ${WEEK} AS week, ${SUMS}, count(*) OVER () AS weeks FROM orders
           WHERE talents_id = $1 GROUP BY 1 ORDER BY 1 DESC LIMIT 10 OFFSET $2`,
          [tid, (page - 1) * 10],
        ],
      ],
      check: (b: { totalRows: number }, [r]) => b.totalRows === Number(r[0]?.weeks),
    });
  }
  return cases;
}

/** The monthly rekap of one talent and one admin, and the small report calls. */
function rekapCases(x: BenchContext): BenchCase[] {
  const { talentId: tid, adminId: aid } = x;
  // the whole month of one talent and one handler: [who, id, orders column, answer's figure, sum]
  const months = [
    ["talent", tid, "talents_id", "total_talent_share", "talent_share"],
    ["admin", aid, "user_id", "total_admin_fee", "admin_fee"],
  ] as const;
  return [
    ...months.map(([by, id, column, answer, sum]): BenchCase => ({
      name: `rekap/detail/${by} (month)`,
      group: "report",
      path: `/api/rekap/detail/${by}/${id}?month=${x.month}`,
      naive: [
        [
          `SELECT ${SUMS} FROM orders WHERE ${column} = $1 AND date BETWEEN $2 AND $3`,
          [id, x.monthStart, x.monthEnd],
        ],
      ],
      check: (b: { data: Record<string, number> }, [r]) =>
        b.data.total_orders === figures(r).order_count && b.data[answer] === figures(r)[sum],
    })),
    // What the rekap screens ask for: one page of the month with the month's totals (the calls
    // above are the spec's whole month in one answer: every order serialized).
    {
      name: "rekap/detail/talent (month, page of 25)",
      group: "report",
      path: `/api/rekap/detail/talent/${tid}?month=${x.month}&page=0&limit=25`,
    },
    {
      name: "rekap/detail/admin (month, page of 25)",
      group: "report",
      path: `/api/rekap/detail/admin/${aid}?month=${x.month}&page=0&limit=25`,
    },
    {
      name: "order/total",
      group: "report",
      path: "/api/order/total",
      naive: [["SELECT count(*)::bigint AS n FROM orders", []]],
      check: (b: { total: number }, [r]) => b.total === Number(r[0].n),
    },
    { name: "settings/kas", group: "report", path: "/api/settings/kas" },
    // The summary screen's reconciliation panel sums `orders` itself (that is its point).
    { name: "summary/reconcile", group: "report", path: "/api/report/summary/reconcile" },
  ];
}

/** A search's count stops at the cap: past it the answer says so instead of counting on. */
const searchCheck = (b: Paged & { totalRowsCapped: boolean }, r: Rows[]) =>
  b.totalRowsCapped
    ? Number(r[1][0].n) > SEARCH_COUNT_CAP && b.totalRows === SEARCH_COUNT_CAP
    : b.totalRows === Number(r[1][0].n);

/** /order/orders, newest first, 10 a page; plus the filters of the orders screen. */
async function orderListCases(c: Client, x: BenchContext): Promise<BenchCase[]> {
  const last30 = { start: addDays(x.today, -29), end: x.today };
  const cases: BenchCase[] = [];
  const listNaive = (where: string, params: unknown[], offset: number): [string, unknown[]][] => [
    [
      `SELECT o.*, u.username, t.name ${LIST_JOIN} ${where}
       ORDER BY o.date DESC, o.id DESC LIMIT 10 OFFSET ${offset}`,
      params,
    ],
    [`SELECT count(*)::bigint AS n FROM orders o ${where}`, params],
  ];
  const countCheck = (b: Paged, r: Rows[]) => b.totalRows === Number(r[1][0].n);
  const all = await c.get<Paged>("/api/order/orders?page=0&limit=10");
  for (const [label, page] of Object.entries(pages(all.totalPage))) {
    cases.push({
      name: `order/orders ${label} page (${page})`,
      group: "list",
      path: `/api/order/orders?page=${page}&limit=10`,
      naive: listNaive("", [], page * 10),
      check: countCheck,
    });
  }
  const [{ no_order: someNo }] = await x.db.query<{ no_order: number }>(
    "SELECT no_order FROM orders ORDER BY id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM orders)",
  );
  const byNumber = String(someNo).slice(-6);
  const filtered: [string, string, string, unknown[]][] = [
    // free text: a common word (capped count), two words (a few thousand), an order number, none
    ["search 'Budi'", "search_query=Budi", "WHERE o.customer_name ILIKE $1", ["%Budi%"]],
    [
      "search 'Budi Hani'",
      "search_query=Budi%20Hani",
      "WHERE o.customer_name ILIKE $1",
      ["%Budi Hani%"],
    ],
    [
      `search order number '${byNumber}'`,
      `search_query=${byNumber}`,
      "WHERE o.customer_name ILIKE $1 OR o.no_order::text ILIKE $1",
      [`%${byNumber}%`],
    ],
    [
      "search 'Zulkarnain' (no match)",
      "search_query=Zulkarnain",
      "WHERE o.customer_name ILIKE $1",
      ["%Zulkarnain%"],
    ],
    ["refund REFUND_50", "refund_status=REFUND_50", "WHERE o.refund_status = $1", ["REFUND_50"]],
    [
      "last 30 days",
      `start_date=${last30.start}&end_date=${last30.end}`,
      "WHERE o.date BETWEEN $1 AND $2",
      [last30.start, last30.end],
    ],
  ];
  for (const [label, qs, where, params] of filtered) {
    const first = await c.get<Paged>(`/api/order/orders?page=0&limit=10&${qs}`);
    for (const [pl, page] of Object.entries(pages(first.totalPage))) {
      if (pl === "middle") continue;
      if (pl === "last" && first.totalPage <= 1) continue;
      cases.push({
        name: `order/orders ${label} ${pl} page (${page})`,
        group: "list",
        path: `/api/order/orders?page=${page}&limit=10&${qs}`,
        naive: listNaive(where, params, page * 10),
        check: qs.startsWith("search") ? searchCheck : countCheck,
      });
    }
  }
  return cases;
}

/** One talent's / one handler's order report, and the per-talent / per-admin summaries. */
async function personListCases(c: Client, x: BenchContext): Promise<BenchCase[]> {
  const { talentId: tid, adminId: aid } = x;
  const cases: BenchCase[] = [];
  // one talent's / one handler's order report
  for (const [by, id] of [
    ["talent", tid],
    ["admin", aid],
  ] as const) {
    const key = by === "talent" ? "talents_id" : "user_id";
    const first = await c.get<Paged>(`/api/order/${by}/${id}?page=0&limit=10`);
    const variants: [string, string][] = Object.entries(pages(first.totalPage)).map(
      ([label, page]) => [`${label} page (${page})`, `page=${page}&limit=10`],
    );
    variants.push(["by date DESC first page", "page=0&limit=10&sort_by=date&sort_order=DESC"]);
    for (const [label, qs] of variants) {
      const page = Number(/page=(\d+)/.exec(qs)![1]);
      cases.push({
        name: `order/${by}/:id ${label}`,
        group: "list",
        path: `/api/order/${by}/${id}?${qs}`,
        naive: [
          [
            `SELECT o.*, u.username, t.name ${LIST_JOIN} WHERE o.${key} = $1
             ORDER BY ${qs.includes("sort_by=date") ? "o.date DESC, o.id DESC" : "o.id"}
             LIMIT 10 OFFSET ${page * 10}`,
            [id],
          ],
          [`SELECT ${SUMS} FROM orders WHERE ${key} = $1`, [id]],
        ],
        check: (b: Paged & { totals: { all: { count: number; price: number } } }, r) =>
          b.totals.all.count === Number(r[1][0].order_count) &&
          b.totals.all.price === Number(r[1][0].net_price),
      });
    }
    // the report's search box: a common word, two words (names first, order-search.ts)
    for (const text of ["Budi", "Budi Hani"])
      cases.push({
        name: `order/${by}/:id search '${text}' first page`,
        group: "list",
        path: `/api/order/${by}/${id}?page=0&limit=10&search=${encodeURIComponent(text)}`,
        naive: [
          [
            `SELECT o.*, u.username, t.name ${LIST_JOIN} WHERE o.${key} = $1
               AND (o.customer_name ILIKE $2 OR t.name ILIKE $2 OR u.username ILIKE $2
               OR s.name ILIKE $2 OR ss.name ILIKE $2)
             ORDER BY o.id LIMIT 10`,
            [id, `%${text}%`],
          ],
          [
            `SELECT count(*) AS n ${LIST_JOIN} WHERE o.${key} = $1
               AND (o.customer_name ILIKE $2 OR t.name ILIKE $2 OR u.username ILIKE $2
               OR s.name ILIKE $2 OR ss.name ILIKE $2)`,
            [id, `%${text}%`],
          ],
        ],
        check: searchCheck,
      });
  }

  // per-talent / per-admin summaries (one row per talent: 5 a page to get three pages)
  for (const by of ["talents", "admins"] as const) {
    const key = by === "talents" ? "talents_id" : "user_id";
    const first = await c.get<Paged>(`/api/order/${by}?page=0&limit=5`);
    for (const [label, page] of Object.entries(pages(first.totalPage))) {
      if (by === "admins" && label !== "first") continue;
      cases.push({
        name: `order/${by} ${label} page (${page})`,
        group: "list",
        path: `/api/order/${by}?page=${page}&limit=5`,
        naive: [
          [
            `SELECT ${key}, max(date) AS date, ${SUMS} FROM orders GROUP BY 1
             ORDER BY 2 DESC, 1 DESC`,
            [],
          ],
        ],
        check: (b: Paged, [r]) => b.totalRows === r.length,
      });
    }
  }
  return cases;
}
