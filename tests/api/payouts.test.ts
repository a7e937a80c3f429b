// Payouts (issue 24): recording lowers kas in the same transaction and is audited, deleting
// (owner) restores it, overpay is refused unless the owner marks an advance, and owed − paid =
// outstanding per person and week equals an independent recomputation from the reference.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildScenario, type Scenario } from "../helpers/report-scenario";
import { deleteAllOrders, insertOrder } from "../helpers/report-fixtures";
import { orderSums, type RefOrder } from "../../src/money/reference";
import { addDays, weekStart } from "../../src/money/time";

let s: Scenario;
beforeAll(async () => {
  s = await buildScenario();
});
afterAll(() => s.t.close());

const post = (payload: object, token = s.admin) =>
  s.t.call({ method: "POST", url: "/api/payouts", token, payload });
const kas = async () => (await s.get("/settings/kas")).body.data.kas as number;

// Ayu's week of Mon 23 Dec 2024: order of 100.000 (70 % = 70.000) + tip 10.000 = 80.000 owed
const AYU_WEEK = { start_date: "2024-12-23", end_date: "2024-12-29" };
const payout = (extra: object = {}) => ({
  person_type: "talent",
  person_id: s.ids.ayu,
  ...AYU_WEEK,
  amount: 30000,
  paid_at: "2024-12-30",
  method: "Transfer",
  place: "BRI",
  reference: "TRF-001",
  ...extra,
});

describe("recording payouts", () => {
  it("records a partial payout: 201, kas lowered with a link, audited, status SEBAGIAN", async () => {
    const before = await kas();
    const res = await post(payout());
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().data;
    expect(p).toMatchObject({
      person_type: "talent",
      person_id: s.ids.ayu,
      person_name: "Ayu",
      period_kind: "week",
      amount: 30000,
      method: "Transfer",
      place: "BRI",
      advance: false,
      created_by: s.ids.admin1,
    });
    expect(await kas()).toBe(before - 30000);
    const history = (await s.get("/settings/kas/history")).body.data;
    expect(history[0]).toMatchObject({ old_kas: before, new_kas: before - 30000, payout_id: p.id });
    const audit = await s.t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'payout' AND entity_id = $1",
      [String(p.id)],
    );
    expect(audit).toEqual([{ action: "create" }]);
    expect((await s.get(`/payouts/${p.id}`)).body.data).toEqual(p);

    const list = await s.get(
      `/payouts?person_type=talent&person_id=${s.ids.ayu}&start_date=2024-12-23&end_date=2024-12-29`,
    );
    expect(list.body.result).toEqual([
      {
        person_type: "talent",
        person_id: s.ids.ayu,
        person_name: "Ayu",
        ...AYU_WEEK,
        owed: 80000,
        paid: 30000,
        outstanding: 50000,
        status: "SEBAGIAN",
      },
    ]);
    expect(list.body.totals).toEqual({ owed: 80000, paid: 30000, outstanding: 50000 });
  });

  it("refuses paying more than outstanding unless the owner marks an advance", async () => {
    const before = await kas();
    const over = await post(payout({ amount: 50001 }));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      "Jumlah melebihi sisa hutang (Rp\u00a050.000). Hanya owner yang dapat mencatat kelebihan sebagai uang muka (advance).",
    );
    const adminAdvance = await post(payout({ amount: 50001, advance: true }));
    expect(adminAdvance.statusCode).toBe(403);
    expect(await kas()).toBe(before);
    const exact = await post(payout({ amount: 50000 }));
    expect(exact.statusCode).toBe(201);
    const lunas = await s.get(`/payouts?person_type=talent&person_id=${s.ids.ayu}&status=LUNAS`);
    expect(lunas.body.result.map((r: { start_date: string }) => r.start_date)).toEqual([
      "2024-12-23",
    ]);
    const advance = await post(payout({ amount: 5000, advance: true }), s.owner);
    expect(advance.statusCode).toBe(201);
    const row = (await s.get(`/payouts?person_type=talent&person_id=${s.ids.ayu}&status=LUNAS`))
      .body.result[0];
    expect(row).toMatchObject({ owed: 80000, paid: 85000, outstanding: -5000, status: "LUNAS" });
    expect(await kas()).toBe(before - 55000);
  });

  it("refuses bad input with field messages and changes nothing", async () => {
    const before = await kas();
    const cases: [object, string][] = [
      [{ amount: 0 }, "amount: harus lebih dari 0"],
      [{ amount: 1.5 }, "amount: harus bilangan bulat rupiah"],
      [{ amount: -5 }, "amount: harus lebih dari 0"],
      [
        { end_date: "2024-12-28" },
        "Periode harus satu minggu (Senin–Minggu) atau satu bulan penuh",
      ],
      [{ method: "Cek" }, "method: harus Cash, Transfer atau E-Wallet"],
      [{ person_id: 99999 }, "Talent atau admin tidak ditemukan"],
    ];
    for (const [extra, message] of cases) {
      const res = await post(payout(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await kas()).toBe(before);
  });

  it("refuses a monthly payout over weeks already paid weekly", async () => {
    const res = await post(
      payout({ start_date: "2024-12-01", end_date: "2024-12-31", amount: 1000 }),
      s.owner,
    );
    expect(res.statusCode).toBe(409);
  });

  it("accepts multipart with a proof image", async () => {
    const boundary = "----kt";
    const fields = {
      person_type: "admin",
      person_id: String(s.ids.admin1),
      start_date: "2024-12-23",
      end_date: "2024-12-29",
      amount: "5000",
      paid_at: "2024-12-30",
      method: "Cash",
    };
    // a 1×1 PNG
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    const parts = Object.entries(fields).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    const body = Buffer.concat([
      Buffer.from(parts.join("")),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="proof_image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await s.t.call({
      method: "POST",
      url: "/api/payouts",
      token: s.admin,
      payload: body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.proof_image).toMatch(/\.png$/);
    // admin1's week of 23 Dec: admin fee 10.000 of Ayu's order
    const row = (await s.get(`/payouts?person_type=admin&person_id=${s.ids.admin1}`)).body.result;
    expect(row.find((r: { start_date: string }) => r.start_date === "2024-12-23")).toMatchObject({
      owed: 10000,
      paid: 5000,
      outstanding: 5000,
      status: "SEBAGIAN",
    });
  });

  it("deletes a payout (owner only), restoring kas, audited", async () => {
    const created = (
      await post(
        payout({
          person_id: s.ids.bima,
          ...{ start_date: "2024-12-30", end_date: "2025-01-05" },
          amount: 1000,
        }),
      )
    ).json().data;
    const before = await kas();
    const byAdmin = await s.t.call({
      method: "DELETE",
      url: `/api/payouts/${created.id}`,
      token: s.admin,
    });
    expect(byAdmin.statusCode).toBe(403);
    const res = await s.t.call({
      method: "DELETE",
      url: `/api/payouts/${created.id}`,
      token: s.owner,
    });
    expect(res.statusCode).toBe(200);
    expect(await kas()).toBe(before + 1000);
    expect((await s.get(`/payouts/${created.id}`)).status).toBe(404);
    const again = await s.t.call({
      method: "DELETE",
      url: `/api/payouts/${created.id}`,
      token: s.owner,
    });
    expect(again.statusCode).toBe(404);
    const audit = await s.t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'payout' AND entity_id = $1 ORDER BY id",
      [String(created.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(["create", "delete"]);
  });

  it("records the selected rows in one transaction: all, or none when one is refused", async () => {
    const before = await kas();
    const count = async () =>
      (await s.t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payouts"))[0].n;
    const n = await count();
    const bima = (amount: number) =>
      payout({ person_id: s.ids.bima, start_date: "2024-12-30", end_date: "2025-01-05", amount });
    const citra = payout({ person_id: s.ids.citra, amount: 1 }); // Citra has no orders: owes 0
    const refused = await s.t.call({
      method: "POST",
      url: "/api/payouts/bulk",
      token: s.admin,
      payload: { payouts: [bima(100), citra] },
    });
    expect(refused.statusCode).toBe(409);
    expect(await count()).toBe(n);
    expect(await kas()).toBe(before);
    const ok = await s.t.call({
      method: "POST",
      url: "/api/payouts/bulk",
      token: s.admin,
      payload: { payouts: [bima(100), bima(200)] },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.map((p: { amount: number }) => p.amount)).toEqual([100, 200]);
    expect(await kas()).toBe(before - 300);
    const empty = await s.t.call({
      method: "POST",
      url: "/api/payouts/bulk",
      token: s.admin,
      payload: { payouts: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("reconciles Σ payouts with Σ kas moved by payouts and shows a running balance", async () => {
    const rec = (await s.get("/report/summary/reconcile")).body.data;
    const [{ sum }] = await s.t.db.query<{ sum: number }>("SELECT SUM(amount) AS sum FROM payouts");
    expect(rec.payouts).toEqual({ paid: Number(sum), kas_moved: Number(sum), ok: true });
    const ledger = (await s.get(`/payouts/ledger?person_type=talent&person_id=${s.ids.ayu}`)).body
      .data;
    let running = 0;
    for (const p of ledger.periods) {
      running += p.owed - p.paid;
      expect(p.balance).toBe(running);
    }
    expect(ledger.totals.outstanding).toBe(running);
    expect(ledger.payouts.length).toBe(3);
  });
});

describe("the weekly payout list (/weekly/talents)", () => {
  it("shows Dibayar, Sisa Hutang and the status per talent week, filters on it, sums it", async () => {
    const all = (await s.get("/weekly/talents?limit=100")).body;
    const ayu = all.result.find(
      (r: { talents_id: number; start_date: string }) =>
        r.talents_id === s.ids.ayu && r.start_date === "2024-12-23",
    );
    expect(ayu).toMatchObject({
      talent_fee_plus_tip: 80000,
      paid: 85000,
      outstanding: -5000,
      status: "LUNAS",
    });
    for (const r of all.result) expect(r.outstanding).toBe(r.talent_fee_plus_tip - r.paid);
    const sum = (rows: { paid: number }[]) => rows.reduce((n, r) => n + r.paid, 0);
    expect(all.totals.paid).toBe(sum(all.result));
    expect(all.totals.outstanding).toBe(all.totals.talent_fee_plus_tip - all.totals.paid);
    for (const status of ["LUNAS", "SEBAGIAN", "BELUM"]) {
      const page = (await s.get(`/weekly/talents?limit=100&status=${status}`)).body;
      expect(page.result.map((r: { id: string }) => r.id)).toEqual(
        all.result
          .filter((r: { status: string }) => r.status === status)
          .map((r: { id: string }) => r.id),
      );
      expect(page.totalRows).toBe(page.result.length);
    }
    expect((await s.get("/weekly/talents?status=lunas")).status).toBe(400);
  });
});

describe("owed − paid = outstanding equals an independent recomputation", () => {
  it("holds for random orders and payouts", async () => {
    const BASE = "2025-03-03";
    const talents = [s.ids.ayu, s.ids.bima, s.ids.citra];
    const admins = [s.ids.admin1, s.ids.admin2, s.ids.owner];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 27 }),
            talent: fc.nat(2),
            user: fc.nat(2),
            price: fc.integer({ min: 1, max: 400_000 }),
            refund: fc.constantFrom("NONE" as const, "REFUND_50" as const, "REFUND_100" as const),
            tips: fc.array(
              fc.record({
                receiver_type: fc.constantFrom("talent" as const, "admin" as const),
                amount: fc.integer({ min: 0, max: 30_000 }),
              }),
              { maxLength: 2 },
            ),
          }),
          { maxLength: 15 },
        ),
        fc.array(
          fc.record({
            type: fc.constantFrom("talent" as const, "admin" as const),
            who: fc.nat(2),
            week: fc.nat(3),
            share: fc.integer({ min: 1, max: 100 }),
          }),
          { maxLength: 8 },
        ),
        async (specs, pays) => {
          await deleteAllOrders(s.t.db);
          await s.t.db.query("DELETE FROM payouts");
          const orders: RefOrder[] = [];
          for (const o of specs)
            orders.push(
              await insertOrder(s.t.db, s.cat, {
                date: addDays(BASE, o.day),
                talents_id: talents[o.talent],
                user_id: admins[o.user],
                price: o.price,
                refund_status: o.refund,
                tips: o.tips,
              }),
            );
          // the reference: per person × week, fee + own tips, walking the orders one by one
          const owed = new Map<string, number>();
          const key = (type: string, id: number, week: string) => `${type}|${id}|${week}`;
          for (const o of orders) {
            const m = orderSums(o);
            const w = weekStart(o.date);
            const kt = key("talent", o.talents_id, w);
            const ka = key("admin", o.user_id, w);
            owed.set(kt, (owed.get(kt) ?? 0) + m.talent_share + m.tip_talent);
            owed.set(ka, (owed.get(ka) ?? 0) + m.admin_fee + m.tip_admin);
          }
          const paid = new Map<string, number>();
          for (const p of pays) {
            const id = p.type === "talent" ? talents[p.who] : admins[p.who];
            const week = addDays(BASE, p.week * 7);
            const k = key(p.type, id, week);
            const left = (owed.get(k) ?? 0) - (paid.get(k) ?? 0);
            const amount = Math.max(1, Math.floor((left * p.share) / 100));
            const res = await post(
              {
                person_type: p.type,
                person_id: id,
                start_date: week,
                end_date: addDays(week, 6),
                amount,
                paid_at: addDays(week, 7),
                method: "Cash",
                advance: amount > left,
              },
              s.owner,
            );
            expect(res.statusCode, res.body).toBe(201);
            paid.set(k, (paid.get(k) ?? 0) + amount);
          }
          const res = await s.get(
            `/payouts?start_date=${BASE}&end_date=${addDays(BASE, 27)}&limit=100`,
          );
          const got = new Map<string, [number, number, number, string]>();
          for (const r of res.body.result)
            got.set(key(r.person_type, r.person_id, r.start_date), [
              r.owed,
              r.paid,
              r.outstanding,
              r.status,
            ]);
          const expected = new Map<string, [number, number, number, string]>();
          for (const k of new Set([...owed.keys(), ...paid.keys()])) {
            const o = owed.get(k) ?? 0;
            const p = paid.get(k) ?? 0;
            expected.set(k, [o, p, o - p, p >= o ? "LUNAS" : p > 0 ? "SEBAGIAN" : "BELUM"]);
          }
          expect(got).toEqual(expected);
          let owedSum = 0;
          let paidSum = 0;
          for (const [o, p] of expected.values()) [owedSum, paidSum] = [owedSum + o, paidSum + p];
          expect(res.body.totals).toEqual({
            owed: owedSum,
            paid: paidSum,
            outstanding: owedSum - paidSum,
          });
        },
      ),
      { numRuns: 12, interruptAfterTimeLimit: 45_000, markInterruptAsFailure: true },
    );
  }, 60_000);
});
