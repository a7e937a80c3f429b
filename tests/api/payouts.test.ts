// Payouts (RULES.md D9): recording lowers kas in the same transaction and is audited, deleting
// (owner) restores it, overpay is refused unless the owner marks an advance, and owed − paid =
// outstanding per person and week equals an independent recomputation from the reference.
import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import fc from "fast-check";
import { buildScenario, payoutBody } from "../helpers/report-scenario";
import { deleteAllOrders, insertOrder, updateOrder } from "../helpers/report-fixtures";
import { orderSums, type RefOrder } from "../../src/money/reference";
import { addDays, weekStart } from "../../src/money/time";
import { RUPIAH_MESSAGES } from "../../src/contract/rupiah";

const s = perFile(buildScenario);

const post = (payload: object, token = s.admin) =>
  s.t.call({ method: "POST", url: "/api/payouts", token, payload });
const kas = () => s.kas();
/** POST /payouts/bulk with `payouts` as an admin. */
const bulk = (payouts: object[]) => s.send("POST", "/payouts/bulk", { payouts }, s.admin);

// Ayu's week of Mon 23 Dec 2024: order of 100.000 (70 % = 70.000) + tip 10.000 = 80.000 owed
const AYU_WEEK = { start_date: "2024-12-23", end_date: "2024-12-29" };
const payout = (extra: object = {}) =>
  payoutBody(s.ids.ayu, AYU_WEEK, 30000, "2024-12-30", {
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
        paid_after_close: 0,
        outstanding: 50000,
        overpaid: 0,
        status: "SEBAGIAN",
      },
    ]);
    expect(list.body.totals).toEqual({ owed: 80000, paid: 30000, outstanding: 50000, overpaid: 0 });
  });

  it("refuses paying more than outstanding unless the owner marks an advance", async () => {
    const before = await kas();
    const over = await post(payout({ amount: 50001 }));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      "Jumlah melebihi sisa hutang (Rp\u00a050.000). Hanya owner yang dapat mencatat kelebihan sebagai uang muka.",
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
    const row = (await s.get(`/payouts?person_type=talent&person_id=${s.ids.ayu}&status=LEBIH`))
      .body.result[0];
    expect(row).toMatchObject({
      owed: 80000,
      paid: 85000,
      outstanding: 0,
      overpaid: 5000,
      status: "LEBIH",
    });
    expect(await kas()).toBe(before - 55000);
  });

  it("refuses bad input with field messages and changes nothing", async () => {
    const before = await kas();
    const cases: [object, string][] = [
      [{ amount: 0 }, "Jumlah: harus lebih dari 0"],
      [{ amount: 1.5 }, `Jumlah: ${RUPIAH_MESSAGES.sen}`],
      [{ amount: -5 }, `Jumlah: ${RUPIAH_MESSAGES.negative}`],
      [
        { end_date: "2024-12-28" },
        "Periode harus satu minggu (Senin–Minggu) atau satu bulan penuh",
      ],
      [{ method: "Cek" }, "Metode pembayaran: harus Cash, Transfer atau E-Wallet"],
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
});

describe("recording payouts: proof images, deletes, batches and the kas ledger", () => {
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
      token: s.owner,
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
    const byAdmin = await s.send("DELETE", `/payouts/${created.id}`, undefined, s.admin);
    expect(byAdmin.statusCode).toBe(403);
    const res = await s.send("DELETE", `/payouts/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(await kas()).toBe(before + 1000);
    expect((await s.get(`/payouts/${created.id}`)).status).toBe(404);
    const again = await s.send("DELETE", `/payouts/${created.id}`);
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
    const citra = payout({ person_id: s.ids.citra, amount: 1000 }); // Citra has no orders: owes 0
    const refused = await bulk([bima(1000), citra]);
    expect(refused.statusCode).toBe(409);
    expect(await count()).toBe(n);
    expect(await kas()).toBe(before);
    const ok = await bulk([bima(1000), bima(2000)]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.map((p: { amount: number }) => p.amount)).toEqual([1000, 2000]);
    expect(await kas()).toBe(before - 3000);
    const empty = await bulk([]);
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
    expect(ledger.totals.outstanding - ledger.totals.overpaid).toBe(running);
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
      outstanding: 0,
      overpaid: 5000,
      status: "LEBIH",
    });
    for (const r of all.result)
      expect(r.outstanding - r.overpaid).toBe(r.talent_fee_plus_tip - r.paid);
    const sum = (rows: { paid: number }[], k: "paid" | "outstanding" | "overpaid" = "paid") =>
      rows.reduce((n, r) => n + (r as Record<string, number>)[k], 0);
    expect(all.totals.paid).toBe(sum(all.result));
    // an overpaid week never nets against what other weeks still owe (RULES.md D9)
    expect(all.totals.outstanding).toBe(sum(all.result, "outstanding"));
    expect(all.totals.overpaid).toBe(sum(all.result, "overpaid"));
    expect(all.totals.overpaid).toBeGreaterThan(0);
    for (const status of ["LUNAS", "LEBIH", "SEBAGIAN", "BELUM"]) {
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

  it("owes the whole week whatever the period filter: what a row pre-fills is what is accepted", async () => {
    // Bima's week of 30 Dec: 1 Jan (fee + tip) and 5 Jan (refunded, tip only); from 2 Jan on
    // the figures count only the 5th, Dibayar / Sisa Hutang / Status stay the whole week's
    const row = async () =>
      (
        await s.get("/weekly/talents?limit=100&start_date=2025-01-02&end_date=2025-01-31")
      ).body.result.find(
        (r: { talents_id: number; start_date: string }) =>
          r.talents_id === s.ids.bima && r.start_date === "2024-12-30",
      );
    const week = { start_date: "2024-12-30", end_date: "2025-01-05" };
    const period = async () =>
      (
        await s.get(
          `/payouts?person_type=talent&person_id=${s.ids.bima}&start_date=${week.start_date}&end_date=${week.end_date}`,
        )
      ).body.result[0];
    const cut = await row();
    const whole = await period();
    expect(cut.talent_fee_plus_tip).toBeLessThan(whole.owed);
    expect(whole.outstanding).toBeGreaterThan(0);
    expect([cut.paid, cut.outstanding, cut.status]).toEqual([
      whole.paid,
      whole.outstanding,
      whole.status,
    ]);
    const pay = (amount: number) => post(payout({ person_id: s.ids.bima, ...week, amount }));
    const refused = await pay(cut.outstanding + 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Jumlah melebihi sisa hutang");
    expect((await pay(cut.outstanding)).statusCode).toBe(201);
    expect(await row()).toMatchObject({ paid: whole.owed, outstanding: 0, status: "LUNAS" });
    expect(await period()).toMatchObject({ paid: whole.owed, outstanding: 0, status: "LUNAS" });
  });
});

// Random orders (each with the refund status it may get after the payouts) and payouts.
const refund = fc.constantFrom("NONE" as const, "REFUND_50" as const, "REFUND_100" as const);
const orderSpecs = fc.array(
  fc.record({
    day: fc.integer({ min: 0, max: 27 }),
    talent: fc.nat(2),
    user: fc.nat(2),
    price: fc.integer({ min: 1, max: 400_000 }),
    refund,
    // the refund status after the payouts (a refund or its undoing once paid)
    later: fc.option(refund, { nil: undefined }),
    tips: fc.array(
      fc.record({
        receiver_type: fc.constantFrom("talent" as const, "admin" as const),
        amount: fc.integer({ min: 0, max: 30_000 }),
      }),
      { maxLength: 2 },
    ),
  }),
  { maxLength: 15 },
);
const paySpecs = fc.array(
  fc.record({
    type: fc.constantFrom("talent" as const, "admin" as const),
    who: fc.nat(2),
    week: fc.nat(3),
    share: fc.integer({ min: 1, max: 100 }),
  }),
  { maxLength: 8 },
);

// the reference: per person × week, fee + own tips, walking the orders one by one
const key = (type: string, id: number, week: string) => `${type}|${id}|${week}`;
const owedOf = (list: RefOrder[]) => {
  const owed = new Map<string, number>();
  for (const o of list) {
    const m = orderSums(o);
    const w = weekStart(o.date);
    const kt = key("talent", o.talents_id, w);
    const ka = key("admin", o.user_id, w);
    owed.set(kt, (owed.get(kt) ?? 0) + m.talent_share + m.tip_talent);
    owed.set(ka, (owed.get(ka) ?? 0) + m.admin_fee + m.tip_admin);
  }
  return owed;
};

/** Each person-week's [owed, paid, outstanding, overpaid, status] and the totals, by the reference. */
function expectedRows(owed: Map<string, number>, paid: Map<string, number>) {
  const expected = new Map<string, number[] | string>();
  const totals = { owed: 0, paid: 0, outstanding: 0, overpaid: 0 };
  for (const k of new Set([...owed.keys(), ...paid.keys()])) {
    const o = owed.get(k) ?? 0;
    const p = paid.get(k) ?? 0;
    const status = p > o ? "LEBIH" : p >= o ? "LUNAS" : p > 0 ? "SEBAGIAN" : "BELUM";
    expected.set(k, [o, p, Math.max(o - p, 0), Math.max(p - o, 0), status] as never);
    totals.owed += o;
    totals.paid += p;
    totals.outstanding += Math.max(o - p, 0);
    totals.overpaid += Math.max(p - o, 0);
  }
  return { expected, totals };
}

/** GET /payouts over [start, end]: each person-week and the totals equal the reference's. */
async function expectBalances(
  start: string,
  end: string,
  owed: Map<string, number>,
  paid: Map<string, number>,
) {
  const res = await s.get(`/payouts?start_date=${start}&end_date=${end}&limit=100`);
  const got = new Map<string, number[] | string>();
  for (const r of res.body.result)
    got.set(key(r.person_type, r.person_id, r.start_date), [
      r.owed,
      r.paid,
      r.outstanding,
      r.overpaid,
      r.status,
    ] as never);
  const { expected, totals } = expectedRows(owed, paid);
  expect(got).toEqual(expected);
  expect(res.body.totals).toEqual(totals);
}

describe("owed, paid, outstanding and overpaid equal an independent recomputation", () => {
  it("a refund after a week was paid in full leaves it LEBIH and nets against no one", async () => {
    // Ayu's week of 23 Dec is paid (85.000 of 80.000 after the advance above): refund its order
    const order = s.orders.find((o) => o.date === "2024-12-29")!;
    const before = (await s.get("/payouts?limit=100")).body;
    await updateOrder(s.t.db, { ...order, refund_status: "REFUND_100" });
    const after = (await s.get("/payouts?limit=100")).body;
    const ayu = after.result.find(
      (r: { person_type: string; person_id: number; start_date: string }) =>
        r.person_type === "talent" && r.person_id === s.ids.ayu && r.start_date === "2024-12-23",
    );
    // owed is the tip alone (10.000), 85.000 was paid: 75.000 paid past it
    expect(ayu).toMatchObject({ owed: 10000, paid: 85000, outstanding: 0, overpaid: 75000 });
    expect(ayu.status).toBe("LEBIH");
    // the refund took admin1's fee of that week too (10.000, 5.000 of it paid): he is overpaid
    // 5.000 and owes nothing; what everyone else is owed is untouched by either overpayment
    const admin1 = after.result.find(
      (r: { person_type: string; person_id: number; start_date: string }) =>
        r.person_type === "admin" && r.person_id === s.ids.admin1 && r.start_date === "2024-12-23",
    );
    expect(admin1).toMatchObject({ owed: 0, paid: 5000, overpaid: 5000, status: "LEBIH" });
    expect(after.totals.outstanding).toBe(before.totals.outstanding - 5000);
    expect(after.totals.overpaid).toBe(before.totals.overpaid + 70000 + 5000);
    expect(after.totals.outstanding).toBeGreaterThan(after.totals.owed - after.totals.paid);
    await updateOrder(s.t.db, order);
  });

  it("holds for random orders, payouts and refunds after them", async () => {
    const BASE = "2025-03-03";
    const talents = [s.ids.ayu, s.ids.bima, s.ids.citra];
    const admins = [s.ids.admin1, s.ids.admin2, s.ids.owner];
    await fc.assert(
      fc.asyncProperty(orderSpecs, paySpecs, async (specs, pays) => {
        await deleteAllOrders(s.t.db);
        await s.t.db.query("DELETE FROM payouts");
        const kasStart = await kas();
        let orders: RefOrder[] = [];
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
        let owed = owedOf(orders);
        const paid = new Map<string, number>();
        let paidOut = 0;
        for (const p of pays) {
          const id = p.type === "talent" ? talents[p.who] : admins[p.who];
          const week = addDays(BASE, p.week * 7);
          const k = key(p.type, id, week);
          const left = (owed.get(k) ?? 0) - (paid.get(k) ?? 0);
          // at least Rp 1.000 unless it settles exactly (RULES.md D9)
          const part = Math.floor((left * p.share) / 100);
          const amount = left > 0 && part < 1000 ? left : Math.max(1000, part);
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
          paidOut += amount;
        }
        // refunds (and undone refunds) after the payouts: the API accepts them as today
        orders = await Promise.all(
          orders.map(async (o, i) => {
            const later = specs[i].later;
            if (!later || later === o.refund_status) return o;
            const next = { ...o, refund_status: later };
            await updateOrder(s.t.db, next);
            return next;
          }),
        );
        owed = owedOf(orders);
        await expectBalances(BASE, addDays(BASE, 27), owed, paid);
        // kas = Σ its movements: lowered by every payout, by nothing else
        expect(await kas()).toBe(kasStart - paidOut);
      }),
      { numRuns: 12, interruptAfterTimeLimit: 45_000, markInterruptAsFailure: true },
    );
  }, 60_000);
});

// Steps over two months of orders (March and April 2025): payouts (dated in the week after, or
// in May), price edits and refunds through the API, payout deletions, and closing and reopening
// either month through the periods API.
const stepSpecs = fc.array(
  fc.oneof(
    fc.record({
      op: fc.constant("pay" as const),
      type: fc.constantFrom("talent" as const, "admin" as const),
      who: fc.nat(2),
      week: fc.nat(7),
      share: fc.integer({ min: 1, max: 130 }),
      inMay: fc.boolean(),
    }),
    fc.record({
      op: fc.constant("edit" as const),
      order: fc.nat(40),
      price: fc.integer({ min: 1, max: 400_000 }),
      refund,
    }),
    fc.record({ op: fc.constant("unpay" as const), payout: fc.nat(40) }),
    fc.record({ op: fc.constantFrom("close" as const, "reopen" as const), april: fc.boolean() }),
  ),
  { maxLength: 24 },
);

describe("the balance holds across closed months", () => {
  it("holds for random orders, price edits, refunds, payouts and closing and reopening months", async () => {
    const BASE = "2025-03-03";
    const talents = [s.ids.ayu, s.ids.bima, s.ids.citra];
    const admins = [s.ids.admin1, s.ids.admin2, s.ids.owner];
    const call = s.send;
    await fc.assert(
      fc.asyncProperty(orderSpecs, stepSpecs, async (specs, steps) => {
        await s.t.db.query("DELETE FROM closed_periods");
        await deleteAllOrders(s.t.db);
        await s.t.db.query("DELETE FROM payouts");
        const kasStart = await kas();
        const [{ n: auditStart }] = await s.t.db.query<{ n: number }>(
          "SELECT COALESCE(max(id), 0)::int AS n FROM audit_log",
        );
        const orders: RefOrder[] = [];
        for (const o of specs)
          orders.push(
            await insertOrder(s.t.db, s.cat, {
              date: addDays(BASE, Math.min(o.day * 2, 55)),
              talents_id: talents[o.talent],
              user_id: admins[o.user],
              price: o.price,
              refund_status: o.refund,
              tips: o.tips,
            }),
          );
        const closed = new Set<string>();
        // the payouts alive: key, amount, paid_at month, and when they were made
        const alive: { id: number; k: string; amount: number; month: string }[] = [];
        for (const step of steps) {
          if (step.op === "close" || step.op === "reopen") {
            const month = step.april ? "2025-04" : "2025-03";
            const open = step.op === "close";
            const res = open
              ? await call("POST", `/periods/${month}/close`)
              : await call("POST", `/periods/${month}/reopen`, { reason: "uji" });
            // closing a closed month (or reopening an open one) is a 409 and changes nothing
            expect(res.statusCode, res.body).toBe(closed.has(month) === open ? 409 : 200);
            if (open) closed.add(month);
            else closed.delete(month);
          } else if (step.op === "edit") {
            if (orders.length === 0) continue;
            const i = step.order % orders.length;
            const o = orders[i];
            const res = await call("PUT", `/order/updateOrder/${o.id}`, {
              customer_name: "X",
              price: String(step.price),
              refund_type: step.refund,
            });
            // a closed month's orders never change (423); an open one's edit is accepted as ever
            if (closed.has(o.date.slice(0, 7))) expect(res.statusCode).toBe(423);
            else {
              expect(res.statusCode, res.body).toBe(200);
              orders[i] = { ...o, price: step.price, refund_status: step.refund };
            }
          } else if (step.op === "unpay") {
            if (alive.length === 0) continue;
            const i = step.payout % alive.length;
            const res = await call("DELETE", `/payouts/${alive[i].id}`);
            // a payout is written into its paid_at month: deleting it there is refused when closed
            if (closed.has(alive[i].month)) expect(res.statusCode).toBe(423);
            else {
              expect(res.statusCode, res.body).toBe(200);
              alive.splice(i, 1);
            }
          } else if (step.op === "pay") {
            const id = step.type === "talent" ? talents[step.who] : admins[step.who];
            const week = addDays(BASE, step.week * 7);
            const k = key(step.type, id, week);
            const owed = owedOf(orders).get(k) ?? 0;
            const left = owed - alive.filter((p) => p.k === k).reduce((t, p) => t + p.amount, 0);
            // up to 130 % of what is left: past it is the owner's advance; at least Rp 1.000
            const part = Math.floor((Math.max(left, 0) * step.share) / 100);
            const amount = left > 0 && part < 1000 ? left : Math.max(1000, part);
            const paidAt = step.inMay ? "2025-05-05" : addDays(week, 7);
            const res = await call("POST", "/payouts", {
              person_type: step.type,
              person_id: id,
              start_date: week,
              end_date: addDays(week, 6),
              amount,
              paid_at: paidAt,
              method: "Cash",
              advance: amount > left,
            });
            // a closed month's debt is paid from an open month; never dated inside a closed one
            if (closed.has(paidAt.slice(0, 7))) expect(res.statusCode).toBe(423);
            else {
              expect(res.statusCode, res.body).toBe(201);
              alive.push({ id: res.json().data.id, k, amount, month: paidAt.slice(0, 7) });
            }
          }
        }
        const paid = new Map<string, number>();
        for (const p of alive) paid.set(p.k, (paid.get(p.k) ?? 0) + p.amount);
        await expectBalances(BASE, addDays(BASE, 55), owedOf(orders), paid);
        // kas = Σ its movements: the kas audit rows of this run add up to the change, and the
        // change is what the payouts still standing took out
        const [{ moved }] = await s.t.db.query<{ moved: string }>(
          `SELECT COALESCE(SUM((new_value->>'kas')::numeric - (old_value->>'kas')::numeric), 0)::text
              AS moved FROM audit_log WHERE entity = 'settings' AND entity_id = 'kas' AND id > $1`,
          [auditStart],
        );
        const paidOut = alive.reduce((t, p) => t + p.amount, 0);
        expect(await kas()).toBe(kasStart + Number(moved));
        expect(Number(moved) + paidOut).toBe(0);
      }),
      { numRuns: 10, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: true },
    );
  }, 120_000);
});
