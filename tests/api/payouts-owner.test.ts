// Payouts as an owner runs them (RULES.md D9): who may pay an admin, what a talent with payouts
// can no longer lose, a closed month's debt paid later, one rule for every kas movement with
// closed months, the ledger paged and the smallest payout.
import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { buildScenario, payoutBody } from "../helpers/report-scenario";
import { currentMonthIn } from "../../src/money/time";
import { monthLabel } from "../../src/contract/payout-values";

const s = perFile(buildScenario);

const post = (payload: object, token = s.owner) =>
  s.t.call({ method: "POST", url: "/api/payouts", token, payload });
const call: typeof s.send = (...args) => s.send(...args);
const kas = () => s.kas();

// admin1's week of 23 Dec 2024: the admin fee of Ayu's order, 10.000
const ADMIN_WEEK = { start_date: "2024-12-23", end_date: "2024-12-29" };
const adminPayout = (extra: object = {}) =>
  payoutBody(s.ids.admin1, ADMIN_WEEK, 4000, "2024-12-30", { person_type: "admin", ...extra });

describe("payouts to admins are the owner's", () => {
  it("refuses an admin paying an admin, himself included (403), and changes nothing", async () => {
    const before = await kas();
    for (const person_id of [s.ids.admin1, s.ids.admin2, s.ids.owner]) {
      const res = await post(adminPayout({ person_id }), s.admin);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe("Hanya owner yang dapat mencatat pembayaran ke admin");
    }
    const bulk = await s.send("POST", "/payouts/bulk", { payouts: [adminPayout()] }, s.admin);
    expect(bulk.statusCode).toBe(403);
    expect(await kas()).toBe(before);
    const [{ n }] = await s.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payouts");
    expect(n).toBe(0);
  });

  it("the owner pays an admin; an admin still pays a talent", async () => {
    const res = await post(adminPayout());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ person_type: "admin", person_id: s.ids.admin1 });
    const talent = await post(
      { ...adminPayout(), person_type: "talent", person_id: s.ids.ayu, amount: 1000 },
      s.admin,
    );
    expect(talent.statusCode, talent.body).toBe(201);
  });
});

describe("a talent with payouts", () => {
  it("cannot be deleted (409), like a talent with orders", async () => {
    // Citra has no orders; an owner's advance gives her a payout
    const paid = await post(
      payoutBody(s.ids.citra, ADMIN_WEEK, 1000, "2024-12-30", { advance: true }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const del = await call("DELETE", `/talent/${s.ids.citra}`);
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json().message).toBe("Talent sudah menerima 1 pembayaran, tidak dapat dihapus");
    expect((await s.get(`/talent/getTalentById/${s.ids.citra}`)).status).toBe(200);
  });
});

describe("a closed month's debt", () => {
  // Bima's week of 30 Dec 2024 – 5 Jan 2025 lies in January (closed below)
  const WEEK = { start_date: "2024-12-30", end_date: "2025-01-05" };
  const bimaPayout = (paid_at: string) =>
    payoutBody(s.ids.bima, WEEK, 5000, paid_at, { method: "Transfer" });
  const row = async () =>
    (
      await s.get(
        `/payouts?person_type=talent&person_id=${s.ids.bima}&start_date=${WEEK.start_date}&end_date=${WEEK.end_date}`,
      )
    ).body.result[0];
  /** What closing freezes: January's earnings and its orders. */
  const earned = async () => [
    // kas is today's balance (a setting), not a figure of January
    {
      ...(await s.get("/report/summary/global?start_date=2025-01-01&end_date=2025-01-31")).body
        .data,
      kas: 0,
    },
    (await s.get(`/rekap/detail/talent/${s.ids.bima}?month=2025-01`)).body,
    await s.t.db.query("SELECT * FROM orders WHERE date >= '2025-01-01' ORDER BY id"),
  ];

  it("is paid by a payout dated in an open month; earnings stay, shown as paid after close", async () => {
    expect((await call("POST", "/periods/2025-01/close")).statusCode).toBe(200);
    const before = await row();
    expect(before.outstanding).toBeGreaterThan(5000);
    const frozen = await earned();
    const kasBefore = await kas();
    // dated inside the closed month: refused, nothing written
    const inside = await post(bimaPayout("2025-01-20"), s.admin);
    expect(inside.statusCode).toBe(423);
    expect(inside.json().message).toBe("Periode Januari 2025 sudah ditutup");
    // dated in an open month: recorded, kas lowered, the period's outstanding falls
    const later = await post(bimaPayout("2025-02-03"), s.admin);
    expect(later.statusCode, later.body).toBe(201);
    expect(await kas()).toBe(kasBefore - 5000);
    expect(await row()).toMatchObject({
      owed: before.owed,
      paid: before.paid + 5000,
      paid_after_close: 5000,
      outstanding: before.outstanding - 5000,
    });
    const ledger = (await s.get(`/payouts/ledger?person_type=talent&person_id=${s.ids.bima}`)).body
      .data.periods;
    expect(
      ledger.find((p: { start_date: string }) => p.start_date === WEEK.start_date),
    ).toMatchObject({ paid_after_close: 5000 });
    // the closed month's earnings and orders never change, and its orders stay locked
    expect(await earned()).toEqual(frozen);
    const order = s.orders.find((o) => o.date === "2025-01-01")!;
    const edit = await call("PUT", `/order/updateOrder/${order.id}`, {
      customer_name: "X",
      price: "1",
    });
    expect(edit.statusCode).toBe(423);
    // the payout made after the close is deleted like any in an open month; kas comes back
    const del = await call("DELETE", `/payouts/${later.json().data.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await kas()).toBe(kasBefore);
    expect(await row()).toMatchObject({ paid: before.paid, paid_after_close: 0 });
    // who recorded and who deleted it is in the audit viewer (GET /audit?entity=payout)
    const audit = (await s.get("/audit?entity=payout&limit=100")).body.result;
    const mine = audit.filter(
      (e: { entity_id: string }) => e.entity_id === String(later.json().data.id),
    );
    expect(mine.map((e: { action: string; username: string }) => [e.action, e.username])).toEqual([
      ["delete", "owner"],
      ["create", "admin1"],
    ]);
    expect(mine[1].changes).toContainEqual({ field: "amount", old: null, new: 5000 });
    await call("POST", "/periods/2025-01/reopen", { reason: "uji" });
  });
});

describe("one rule for every kas movement", () => {
  it("refuses (423) a kas change, a payout and a payout's deletion while today's month is closed", async () => {
    const ayuPayout = payoutBody(s.ids.ayu, ADMIN_WEEK, 1000, "2024-12-31");
    const created = await post(ayuPayout);
    expect(created.statusCode, created.body).toBe(201);
    const now = currentMonthIn();
    expect((await call("POST", `/periods/${now}/close`)).statusCode).toBe(200);
    const kasBefore = await kas();
    const [{ n: payoutsBefore }] = await s.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM payouts",
    );
    const closed = `Periode ${monthLabel(now)} sudah ditutup`;
    const attempts = [
      await call("PUT", "/settings/kas", { kas: 1 }),
      // paid on a December day (open), but kas would move today, inside the closed month
      await post(ayuPayout),
      await call("DELETE", `/payouts/${created.json().data.id}`),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(423);
      expect(res.json().message).toBe(closed);
    }
    expect(await kas()).toBe(kasBefore);
    const [{ n }] = await s.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payouts");
    expect(n).toBe(payoutsBefore);
    await call("POST", `/periods/${now}/reopen`, { reason: "uji" });
    expect((await call("DELETE", `/payouts/${created.json().data.id}`)).statusCode).toBe(200);
  });
});

describe("the ledger is paged and a payout is at least Rp 1.000", () => {
  // Bima's week of 30 Dec: talent share + tip, partly paid above and the payout deleted
  const WEEK = { start_date: "2024-12-30", end_date: "2025-01-05" };
  const bima = (amount: number, more: object = {}) =>
    post(payoutBody(s.ids.bima, WEEK, amount, "2025-01-06", more));
  const outstanding = async () =>
    (
      await s.get(
        `/payouts?person_type=talent&person_id=${s.ids.bima}&start_date=${WEEK.start_date}&end_date=${WEEK.end_date}`,
      )
    ).body.result[0].outstanding as number;

  it("refuses less than Rp 1.000 unless it settles the outstanding exactly (400, nothing moved)", async () => {
    const before = await kas();
    const left = await outstanding();
    for (const amount of [1, 999]) {
      const res = await bima(amount);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        message: `Jumlah: minimal Rp\u00a01.000, kecuali tepat melunasi sisa hutang (Rp\u00a0${left.toLocaleString("id-ID")})`,
        field: "amount",
      });
    }
    expect(await kas()).toBe(before);
    // leave 500 owed, then settle those 500 exactly
    expect((await bima(left - 500)).statusCode).toBe(201);
    expect((await bima(499)).statusCode).toBe(400);
    const exact = await bima(500);
    expect(exact.statusCode, exact.body).toBe(201);
    expect(await outstanding()).toBe(0);
    // an owner's advance past a settled period is no crumb either
    const crumb = await bima(1, { advance: true });
    expect(crumb.statusCode).toBe(400);
  });

  it("pages the payouts with page, limit and totalRows; periods stay whole", async () => {
    const url = (q: string) => `/payouts/ledger?person_type=talent&person_id=${s.ids.bima}${q}`;
    const all = (await s.get(url("&limit=100"))).body;
    expect(all.totalRows).toBe(all.data.payouts.length);
    expect(all.totalRows).toBeGreaterThanOrEqual(2);
    const first = (await s.get(url("&limit=1"))).body;
    const second = (await s.get(url("&limit=1&page=1"))).body;
    expect(first).toMatchObject({ page: 0, limit: 1, totalRows: all.totalRows });
    expect(first.totalPage).toBe(all.totalRows);
    expect([...first.data.payouts, ...second.data.payouts]).toEqual(all.data.payouts.slice(0, 2));
    expect(first.data.periods).toEqual(all.data.periods);
    expect(first.data.totals).toEqual(all.data.totals);
    expect((await s.get(url("&limit=0"))).status).toBe(400);
  });

  it("answers 404 with the person's words for a talent or admin that does not exist", async () => {
    for (const [type, message] of [
      ["talent", "Talent tidak ditemukan"],
      ["admin", "Admin tidak ditemukan"],
    ]) {
      const res = await s.get(`/payouts/ledger?person_type=${type}&person_id=99999`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(message);
    }
  });
});

describe("editing an order of a paid period (GET /payouts/order-effect/:id)", () => {
  // Ayu's order of Fri 31 Jan 2025 (80.000, 70 % / 10 %): her week of 27 Jan, admin1's January
  const WEEK = { start_date: "2025-01-27", end_date: "2025-02-02" };
  const order = () => s.orders.find((o) => o.date === "2025-01-31")!;
  const effect = (q: string) => s.get(`/payouts/order-effect/${order().id}?${q}`);
  const ayuWeek = async () =>
    (
      await s.get(
        `/payouts?person_type=talent&person_id=${s.ids.ayu}&start_date=${WEEK.start_date}&end_date=${WEEK.end_date}`,
      )
    ).body.result[0];
  const kasRows = () => s.t.db.query("SELECT count(*)::int AS n FROM audit_log");

  it("names nothing while no period of its talent or admin is paid", async () => {
    const res = await effect("price=40000");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it("says what a price cut or rise does to each paid week and month, writing nothing", async () => {
    const week = await ayuWeek();
    const paid = await post(payoutBody(s.ids.ayu, WEEK, week.outstanding, "2025-02-03"));
    expect(paid.statusCode, paid.body).toBe(201);
    // admin1's January, paid by month in part
    const january = { start_date: "2025-01-01", end_date: "2025-01-31" };
    const month = await post(
      payoutBody(s.ids.admin1, january, 10000, "2025-02-03", { person_type: "admin" }),
    );
    expect(month.statusCode, month.body).toBe(201);
    const audits = await kasRows();
    // 80.000 → 40.000: Ayu's share falls 28.000 (LEBIH), admin1's fee 4.000
    const cut = (await effect("price=40000")).body.data;
    expect(cut).toEqual([
      expect.objectContaining({
        person_type: "talent",
        person_id: s.ids.ayu,
        person_name: "Ayu",
        period_kind: "week",
        ...WEEK,
        owed: week.owed,
        paid: week.owed,
        status: "LUNAS",
        after: { owed: week.owed - 28000, outstanding: 0, overpaid: 28000, status: "LEBIH" },
      }),
      expect.objectContaining({
        person_type: "admin",
        person_id: s.ids.admin1,
        period_kind: "month",
        start_date: "2025-01-01",
        end_date: "2025-01-31",
        paid: 10000,
        status: "SEBAGIAN",
      }),
    ]);
    expect(cut[1].after).toEqual({
      owed: cut[1].owed - 4000,
      outstanding: cut[1].outstanding - 4000,
      overpaid: 0,
      status: "SEBAGIAN",
    });
    // a refund of the whole order; the same price changes nothing and names nothing
    const refund = (await effect("price=80000&refund_type=REFUND_100")).body.data;
    expect(refund[0].after).toMatchObject({ overpaid: 56000, status: "LEBIH" });
    expect((await effect("price=80000")).body.data).toEqual([]);
    // a rise leaves the paid week owing what it adds
    const rise = (await effect("price=90000")).body.data;
    expect(rise[0].after).toEqual({
      owed: week.owed + 7000,
      outstanding: 7000,
      overpaid: 0,
      status: "SEBAGIAN",
    });
    expect(await kasRows()).toEqual(audits);
    // saved, the week is what the effect said (one rule, the payout lists' SQL)
    const saved = await call("PUT", `/order/updateOrder/${order().id}`, {
      customer_name: "Citra Sari",
      price: "40000",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await ayuWeek()).toMatchObject(cut[0].after);
    await call("PUT", `/order/updateOrder/${order().id}`, {
      customer_name: "Citra Sari",
      price: "80000",
    });
  });

  it("answers a closed month's order with the save's own 423 before any paid period", async () => {
    // the week of 27 Jan is paid (above): a closed January refuses first, as the save would
    expect((await call("POST", "/periods/2025-01/close")).statusCode).toBe(200);
    try {
      const closed = await effect("price=40000");
      expect(closed.status).toBe(423);
      expect(closed.body.message).toBe("Periode Januari 2025 sudah ditutup");
      const save = await call("PUT", `/order/updateOrder/${order().id}`, {
        customer_name: "Citra Sari",
        price: "40000",
      });
      expect(save.statusCode).toBe(423);
      expect(save.json().message).toBe(closed.body.message);
    } finally {
      await call("POST", "/periods/2025-01/reopen", { reason: "Uji selesai" });
    }
    expect((await effect("price=40000")).body.data.length).toBeGreaterThan(0);
  });

  it("refuses a bad price (400 naming Harga) and an unknown order (404)", async () => {
    const bad = await effect("price=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("Harga");
    expect((await s.get("/payouts/order-effect/999999?price=1000")).status).toBe(404);
    expect((await s.get(`/payouts/order-effect/${order().id}`)).status).toBe(400);
  });
});
