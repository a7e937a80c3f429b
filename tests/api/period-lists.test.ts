// The payout lists (GET /payouts, GET /weekly/talents) sum each person's periods from their own
// rollup rows (money-sql.ts personRollup) and compute a page and the totals of every row in one
// query (paging.ts pageWithTotals). Checked here against plain SQL over the orders and the
// payouts: every row of every page, the order of a sorted page, the totals, and a page past the
// end (no rows, the same totals), on PGlite and on PostgreSQL.
import { describe, expect, it } from "vitest";
import { buildTestApp, perFile } from "../helpers/app";
import { createCatalog } from "../helpers/report-fixtures";
import { bulkLoadOrders } from "../../src/db/seed/bulk";

const LIMIT = 40;

interface Expected {
  owed: number;
  paid: number;
}

const f = perFile(async () => {
  const t = await buildTestApp();
  await createCatalog(t.db, ["Ayu", "Bima", "Citra"]);
  await bulkLoadOrders(t.db, { count: 3_000, days: 120, endDate: "2031-06-30", chunk: 1000 });
  return { t, token: (await t.login()).token };
});

async function get<T>(url: string): Promise<T> {
  const res = await f.t.call({ method: "GET", url: `/api${url}`, token: f.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** Every talent's and handler's weeks: owed from the orders, paid from the payouts. */
async function expectedWeeks(): Promise<Map<string, Expected>> {
  const rows = await f.t.db.query<{ k: string; owed: string; paid: string }>(
    `WITH e AS (
       SELECT 'talent' AS person_type, talents_id AS person_id,
              date_trunc('week', date::timestamp)::date AS start_date,
              SUM(talent_share + tip_talent) AS owed FROM orders GROUP BY 1, 2, 3
       UNION ALL
       SELECT 'admin', user_id, date_trunc('week', date::timestamp)::date,
              SUM(admin_fee + tip_admin) FROM orders GROUP BY 1, 2, 3),
     p AS (SELECT person_type, person_id, start_date, SUM(amount) AS paid FROM payouts
            WHERE period_kind = 'week' GROUP BY 1, 2, 3)
     SELECT concat_ws('/', COALESCE(e.person_type, p.person_type),
              COALESCE(e.person_id, p.person_id), COALESCE(e.start_date, p.start_date)) AS k,
            COALESCE(e.owed, 0) AS owed, COALESCE(p.paid, 0) AS paid
       FROM e FULL JOIN p USING (person_type, person_id, start_date)`,
  );
  return new Map(rows.map((r) => [r.k, { owed: Number(r.owed), paid: Number(r.paid) }]));
}

type Paged<R, T> = { result: R[]; totalRows: number; totalPage: number; totals: T };

/** Every page of a list, then one past its end. */
async function allPages<R, T>(path: string) {
  const first = await get<Paged<R, T>>(`${path}&limit=${LIMIT}&page=0`);
  const rows = [...first.result];
  for (let page = 1; page < first.totalPage; page++)
    rows.push(...(await get<Paged<R, T>>(`${path}&limit=${LIMIT}&page=${page}`)).result);
  const past = await get<Paged<R, T>>(`${path}&limit=${LIMIT}&page=${first.totalPage + 3}`);
  return { first, rows, past };
}

describe("the payout lists equal plain SQL over the orders and payouts", () => {
  it("records a partial and a full payout of two talent weeks", async () => {
    const weeks = await get<
      Paged<
        { talents_id: number; start_date: string; end_date: string; talent_fee_plus_tip: number },
        unknown
      >
    >("/weekly/talents?limit=2&page=3");
    const [a, b] = weeks.result;
    const body = (w: typeof a, amount: number) => ({
      person_type: "talent",
      person_id: w.talents_id,
      start_date: w.start_date,
      end_date: w.end_date,
      amount,
      paid_at: "2031-07-01",
      method: "Cash",
    });
    const res = await f.t.call({
      method: "POST",
      url: "/api/payouts/bulk",
      token: f.token,
      payload: { payouts: [body(a, 1000), body(b, b.talent_fee_plus_tip)] },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("GET /payouts: every person's weeks, sorted pages, totals, past the end", async () => {
    const want = await expectedWeeks();
    type Row = { person_type: string; person_id: number; start_date: string } & Expected & {
        outstanding: number;
        status: string;
      };
    const { first, rows, past } = await allPages<Row, Expected & { outstanding: number }>(
      "/payouts?period=week",
    );
    expect(rows).toHaveLength(want.size);
    expect(first.totalRows).toBe(want.size);
    for (const r of rows) {
      const w = want.get(`${r.person_type}/${r.person_id}/${r.start_date}`);
      expect(w, `${r.person_type} ${r.person_id} ${r.start_date}`).toBeDefined();
      expect({ owed: r.owed, paid: r.paid }).toEqual(w);
      expect(r.outstanding).toBe(Math.max(w!.owed - w!.paid, 0));
    }
    expect(rows.filter((r) => r.status === "LUNAS")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "SEBAGIAN")).toHaveLength(1);
    const sum = (k: keyof Expected) => [...want.values()].reduce((s, w) => s + w[k], 0);
    expect(first.totals).toMatchObject({ owed: sum("owed"), paid: sum("paid") });
    expect(past.result).toEqual([]);
    expect(past.totals).toEqual(first.totals);
    expect(past.totalRows).toBe(want.size);

    const byOwed = await get<Paged<Row, unknown>>(
      `/payouts?period=week&sort_by=owed&sort_order=DESC&limit=${LIMIT}&page=1`,
    );
    const owedDesc = [...want.values()].map((w) => w.owed).sort((x, y) => y - x);
    expect(byOwed.result.map((r) => r.owed)).toEqual(owedDesc.slice(LIMIT, 2 * LIMIT));
  });

  it("GET /weekly/talents: every talent week with what it earned, was paid and owes", async () => {
    const want = await expectedWeeks();
    const talentWeeks = [...want].filter(([k]) => k.startsWith("talent/"));
    type Row = {
      talents_id: number;
      start_date: string;
      talent_fee_plus_tip: number;
      paid: number;
      outstanding: number;
    };
    const { first, rows, past } = await allPages<
      Row,
      { talent_fee_plus_tip: number; paid: number }
    >("/weekly/talents?search=");
    expect(rows).toHaveLength(talentWeeks.length);
    for (const r of rows) {
      const w = want.get(`talent/${r.talents_id}/${r.start_date}`)!;
      expect({ owed: r.talent_fee_plus_tip, paid: r.paid }).toEqual(w);
      expect(r.outstanding).toBe(Math.max(w.owed - w.paid, 0));
    }
    const owed = talentWeeks.reduce((s, [, w]) => s + w.owed, 0);
    expect(first.totals).toMatchObject({
      talent_fee_plus_tip: owed,
      paid: rows.reduce((s, r) => s + r.paid, 0),
    });
    expect(past.result).toEqual([]);
    expect(past.totals).toEqual(first.totals);
  });
});
