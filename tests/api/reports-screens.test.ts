// The calls added for the money screens: the summary's reconciliation, the weekly totals of one
// talent, every talent's weeks (payout list) and the kas history — checked against the reference.
import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { buildScenario } from "../helpers/report-scenario";
import * as ref from "../../src/money/reference";

const s = perFile(buildScenario);

/** Each range (none: all time) as a query string, with the reference's global figures over it. */
const inRanges = (ranges: { start?: string; end?: string }[]) =>
  ranges.map((r) => ({
    qs: r.start ? `?start_date=${r.start}&end_date=${r.end}` : "",
    g: ref.globalSummary(s.orders, r),
  }));

describe("GET /report/summary/reconcile", () => {
  it("401 without a token, 400 on a bad range naming the field", async () => {
    const res = await s.t.call({ method: "GET", url: "/api/report/summary/reconcile" });
    expect(res.statusCode).toBe(401);
    const bad = await s.get("/report/summary/reconcile?start_date=2025-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: "Tanggal mulai: tanggal tidak valid",
      field: "start_date",
    });
  });

  it("talents + admins + sisa = total uang masuk, to the rupiah, for all time and a range", async () => {
    for (const { qs, g } of inRanges([{}, { start: "2024-12-30", end: "2025-01-31" }])) {
      const { status, body } = await s.get(`/report/summary/reconcile${qs}`);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        total_uang_masuk: g.total_uang_masuk,
        talents_total: g.uang_talent_dan_tip,
        admins_total: g.uang_admin_dan_tip,
        sisa: g.sisa,
        difference: 0,
        ok: true,
        talents: [],
        admins: [],
      });
    }
  });

  it("names the talent whose report figure no longer matches its orders", async () => {
    // Simulate a drifted rollup row (the trigger keeps them in step; this is what the panel guards).
    await s.t.db.query(
      "UPDATE order_rollup_daily SET talent_share = talent_share + 1 WHERE talents_id = $1 AND date = '2024-12-29'",
      [s.ids.ayu],
    );
    try {
      const { body } = await s.get("/report/summary/reconcile");
      expect(body.data.ok).toBe(false);
      // sisa (from the rollup) is 1 lower, the orders-based shares are not: 1 unexplained.
      expect(body.data.difference).toBe(1);
      expect(body.data.talents).toEqual([
        expect.objectContaining({ id: s.ids.ayu, name: "Ayu", difference: -1 }),
      ]);
    } finally {
      await s.t.db.query(
        "UPDATE order_rollup_daily SET talent_share = talent_share - 1 WHERE talents_id = $1 AND date = '2024-12-29'",
        [s.ids.ayu],
      );
    }
  });
});

describe("GET /report/summary/global list filters", () => {
  it("narrows the admin and talent lists by name (as SQL), never the figures; 400 naming the field", async () => {
    const all = (await s.get("/report/summary/global")).body.data;
    const { status, body } = await s.get("/report/summary/global?talent_name=A&admin_name=ADM");
    expect(status).toBe(200);
    const talents = await s.t.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM talents WHERE name ILIKE '%a%' ORDER BY name, id",
    );
    expect(body.data.talents).toEqual(talents.map((r) => ({ id: r.id, name: r.name })));
    expect(body.data.talents.length).toBeLessThanOrEqual(all.talents.length);
    expect(body.data.admins.length).toBeGreaterThan(0);
    for (const a of body.data.admins) expect(a.username.toLowerCase()).toContain("adm");
    const { talents: _t, admins: _a, ...figures } = body.data;
    const { talents: _t2, admins: _a2, ...allFigures } = all;
    expect(figures).toEqual(allFigures);
    // a pattern character is text, not a wildcard
    expect((await s.get("/report/summary/global?talent_name=%25")).body.data.talents).toEqual([]);
    const bad = await s.get(`/report/summary/global?talent_name=${"x".repeat(101)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Talent: /);
    expect((await s.get("/report/summary/global?nama=x")).status).toBe(400);
  });
});

describe("GET /weekly/talent/:id totals", () => {
  it("carries the page sums and the talent's sums over all weeks", async () => {
    const want = ref.talentSummary(s.orders, s.ids.ayu);
    const one = (await s.get(`/weekly/talent/${s.ids.ayu}?page=1&limit=1`)).body;
    expect(one.totals.all.total_talent_share).toBe(want.talent_fee);
    expect(one.totals.all.talent_fee_plus_tip).toBe(want.total_talent_share);
    expect(one.totals.page.total_income).toBe(one.data[0].total_income);
    const whole = (await s.get(`/weekly/talent/${s.ids.ayu}`)).body;
    expect(whole.totals.page).toEqual(whole.totals.all);
  });
});

describe("GET /weekly totals", () => {
  it("equal the global summary of the same range", async () => {
    for (const { qs, g } of inRanges([{}, { start: "2025-01-01", end: "2025-01-31" }])) {
      const { body } = await s.get(`/weekly${qs}`);
      expect(body.totals).toEqual({
        total_orders: g.total_orders,
        total_income: g.total_uang_masuk,
        tip_talent: g.tip_talent,
        tip_admin: g.tip_admin,
        total_talent_share: g.total_talent_fee,
        talent_fee_plus_tip: g.uang_talent_dan_tip,
        total_admin: g.total_admin_fee,
        sisa: g.sisa,
      });
    }
  });
});

describe("week grids' header filters (GET /weekly, GET /weekly/talent/:id)", () => {
  type Week = Record<string, number> & { id: string };
  const FIELDS = ["total_orders", "total_income", "tip_admin", "total_talent", "sisa"] as const;

  it("each week's figure from–to narrows the weeks exactly as the figures read, totals follow", async () => {
    const all = (await s.get("/weekly")).body.data as Week[];
    expect(all.length).toBeGreaterThan(2);
    for (const f of FIELDS) {
      const values = all.map((w) => w[f]).sort((a, b) => a - b);
      const [min, max] = [values[1], values[values.length - 2]];
      const { status, body } = await s.get(`/weekly?${f}_min=${min}&${f}_max=${max}`);
      expect(status, f).toBe(200);
      const expected = all.filter((w) => w[f] >= min && w[f] <= max);
      expect(
        body.data.map((w: Week) => w.id),
        f,
      ).toEqual(expected.map((w) => w.id));
      expect(body.totals.total_income, f).toBe(
        expected.reduce((sum, w) => sum + w.total_income, 0),
      );
    }
    const unfiltered = (await s.get("/weekly")).body.totals;
    expect(unfiltered.total_income).toBe(ref.globalSummary(s.orders).total_uang_masuk);
  });

  it("one talent's weeks page through the filter with the filter's totals; 400 naming the field", async () => {
    const id = s.ids.ayu;
    const all = (await s.get(`/weekly/talent/${id}?limit=100`)).body.data as Week[];
    const max = Math.max(...all.map((w) => w.talent_fee_plus_tip));
    const { body } = await s.get(`/weekly/talent/${id}?limit=1&talent_fee_plus_tip_max=${max - 1}`);
    const expected = all.filter((w) => w.talent_fee_plus_tip <= max - 1);
    expect(body.totalRows).toBe(expected.length);
    expect(body.data.map((w: Week) => w.id)).toEqual(expected.slice(0, 1).map((w) => w.id));
    expect(body.totals.all.talent_fee_plus_tip).toBe(
      expected.reduce((sum, w) => sum + w.talent_fee_plus_tip, 0),
    );
    for (const [q, field] of [
      ["sisa_min=abc", /^Sisa \(dari\): /],
      ["total_orders_min=5&total_orders_max=1", /^Total Order \(sampai\): /],
      ["tip_talent_min=-1", /^Tip Talent \(dari\): /],
    ] as const) {
      const bad = await s.get(`/weekly?${q}`);
      expect(bad.status, q).toBe(400);
      expect(bad.body.message).toMatch(field);
    }
  });
});

describe("GET /weekly/talents", () => {
  it("lists every talent's weeks with totals equal to the global talent figures", async () => {
    const { status, body } = await s.get("/weekly/talents?limit=100");
    expect(status).toBe(200);
    const g = ref.globalSummary(s.orders);
    expect(body.totals).toEqual({
      total_income: g.total_uang_masuk,
      tip_talent: g.tip_talent,
      total_talent_share: g.total_talent_fee,
      talent_fee_plus_tip: g.uang_talent_dan_tip,
      // nothing paid yet (RULES.md D9): the whole talent money is outstanding
      paid: 0,
      outstanding: g.uang_talent_dan_tip,
      overpaid: 0,
    });
    const perTalent = ref.weeklyRows(s.orders, (o) => o.talents_id === s.ids.ayu);
    const ayu = body.result.filter((r: { talents_id: number }) => r.talents_id === s.ids.ayu);
    expect(ayu.map((r: { start_date: string }) => r.start_date)).toEqual(
      perTalent.map((r) => r.start_date),
    );
    expect(body.totalRows).toBe(body.result.length);
  });

  it("filters by period and name, sorts and pages on the server", async () => {
    const jan = (await s.get("/weekly/talents?start_date=2025-01-01&end_date=2025-01-31")).body;
    const g = ref.globalSummary(s.orders, { start: "2025-01-01", end: "2025-01-31" });
    expect(jan.totals.total_income).toBe(g.total_uang_masuk);
    const bima = (await s.get("/weekly/talents?search=bim")).body;
    expect(new Set(bima.result.map((r: { talent_name: string }) => r.talent_name))).toEqual(
      new Set(["Bima"]),
    );
    const sorted = (await s.get("/weekly/talents?sort_by=total_income&sort_order=ASC&limit=100"))
      .body.result as { total_income: number }[];
    expect(sorted.map((r) => r.total_income)).toEqual(
      [...sorted.map((r) => r.total_income)].sort((a, b) => a - b),
    );
    const p1 = (await s.get("/weekly/talents?limit=2&page=1")).body;
    expect(p1.result).toHaveLength(2);
    expect((await s.get("/weekly/talents?sort_by=password")).status).toBe(400);
  });

  it("filters each week's figures from–to in the header, with the totals of the filtered weeks", async () => {
    type Row = {
      id: string;
      total_income: number;
      talent_fee_plus_tip: number;
      outstanding: number;
    };
    const all = (await s.get("/weekly/talents?limit=100")).body.result as Row[];
    const incomes = all.map((r) => r.total_income).sort((a, b) => a - b);
    const min = incomes[Math.floor(incomes.length / 3)];
    const max = incomes[Math.floor((2 * incomes.length) / 3)];
    const { status, body } = await s.get(
      `/weekly/talents?limit=100&total_income_min=${min}&total_income_max=${max}&status=BELUM`,
    );
    expect(status).toBe(200);
    const expected = all.filter((r) => r.total_income >= min && r.total_income <= max);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.result.map((r: Row) => r.id)).toEqual(expected.map((r) => r.id));
    expect(body.totalRows).toBe(expected.length);
    expect(body.totals.talent_fee_plus_tip).toBe(
      expected.reduce((sum, r) => sum + r.talent_fee_plus_tip, 0),
    );
    // nothing is paid in this scenario: no week is Lunas, none owes less than nothing
    expect((await s.get("/weekly/talents?status=LUNAS")).body.totalRows).toBe(0);
    expect((await s.get("/weekly/talents?outstanding_max=-1")).body.totalRows).toBe(0);
    for (const [q, field] of [
      ["paid_min=abc", /^Sudah dibayar \(dari\): /],
      ["total_income_min=9&total_income_max=1", /^Total Income \(sampai\): /],
      ["tip_talent_min=-5", /^Tip Talent \(dari\): /],
    ] as const) {
      const bad = await s.get(`/weekly/talents?${q}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(field);
    }
  });
});

describe("GET /settings/kas/history", () => {
  it("lists each kas change with who, old and new, newest first", async () => {
    for (const kas of [1_000_000, 2_500_000]) {
      const res = await s.t.call({
        method: "PUT",
        url: "/api/settings/kas",
        token: s.admin,
        payload: { kas },
      });
      expect(res.statusCode).toBe(200);
    }
    const { status, body } = await s.get("/settings/kas/history");
    expect(status).toBe(200);
    expect(body.data.slice(0, 2)).toEqual([
      expect.objectContaining({ username: "admin1", old_kas: 1_000_000, new_kas: 2_500_000 }),
      expect.objectContaining({ username: "admin1", new_kas: 1_000_000 }),
    ]);
    expect(Number.isNaN(Date.parse(body.data[0].at))).toBe(false);
    const anon = await s.t.call({ method: "GET", url: "/api/settings/kas/history" });
    expect(anon.statusCode).toBe(401);
  });
});
