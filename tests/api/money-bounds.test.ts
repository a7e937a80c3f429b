// RULES.md D8: every money value has a bound that keeps every sum exact. An amount past it is
// refused at the contract with a message naming the field, on every write path, and nothing
// changes; kas stays within ±MAX_KAS however payouts move it; a kas stored outside the bound
// (older data) is read without a 500 and can be set again. Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildScenario, type Scenario } from "../helpers/report-scenario";
import { multipart, type Fields } from "../helpers/orders";
import { MAX_AMOUNT, MAX_KAS, MAX_TOTAL, RUPIAH_MESSAGES } from "../../src/contract/rupiah";
import { PAYOUT_MESSAGES } from "../../src/contract/payout-values";

const M = RUPIAH_MESSAGES;
const OVER = MAX_AMOUNT + 1;

let s: Scenario;
let orderId: number;
beforeAll(async () => {
  s = await buildScenario();
  orderId = (await s.t.db.query<{ id: number }>("SELECT min(id) AS id FROM orders"))[0].id;
});
afterAll(() => s.t.close());

type Body = { json: object } | { form: Fields };
async function send(method: string, url: string, body?: Body, token = s.owner) {
  if (body && "form" in body)
    return s.t.call({
      method: method as "POST",
      url: `/api${url}`,
      token,
      ...(await multipart(body.form)),
    });
  return s.t.call({ method: method as "POST", url: `/api${url}`, token, payload: body?.json });
}

/** Everything a money write could touch, to check that a refusal changed nothing. */
async function state() {
  const [row] = await s.t.db.query<Record<string, string>>(
    `SELECT (SELECT kas::text || '/' || kas_version || '/' || talent_rate_bp || '/' || admin_rate_bp
               FROM settings) AS settings,
            (SELECT count(*) FROM orders)::text AS orders,
            (SELECT string_agg(id || ':' || price || ':' || net_price || ':' || version, ',' ORDER BY id)
               FROM orders) AS prices,
            (SELECT count(*) FROM order_tips)::text AS tips,
            (SELECT coalesce(sum(price), 0)::text FROM order_rollup_daily) AS rollup,
            (SELECT count(*) FROM payouts)::text AS payouts,
            (SELECT count(*) FROM audit_log)::text AS audit`,
  );
  return row;
}

async function expectRefused(
  res: { statusCode: number; json(): { message: string; field?: string } },
  before: Awaited<ReturnType<typeof state>>,
  message: string,
  status = 400,
) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json().message).toBe(message);
  expect(await state()).toEqual(before);
}

let nextNo = 900_000;
const orderForm = (over: Fields = {}): Fields => ({
  user_id: String(s.ids.owner),
  talents_id: String(s.ids.ayu),
  no_order: String(nextNo++),
  date: "2025-03-03",
  customer_name: "Batas",
  price: "100000",
  tips: "[]",
  ...over,
});
const tips = (...amounts: number[]) =>
  JSON.stringify(amounts.map((amount) => ({ receiver_type: "talent", amount })));

// Ayu's week of Mon 23 Dec 2024: 80.000 owed (the scenario's first order)
const payout = (extra: object = {}) => ({
  person_type: "talent",
  person_id: s.ids.ayu,
  start_date: "2024-12-23",
  end_date: "2024-12-29",
  amount: 30000,
  paid_at: "2024-12-30",
  method: "Transfer",
  ...extra,
});
const setKas = (kas: number) => s.t.db.query("UPDATE settings SET kas = $1", [kas]);
const storedKas = async () =>
  (await s.t.db.query<{ kas: string }>("SELECT kas::text AS kas FROM settings"))[0].kas;

beforeEach(() => setKas(0));

describe("orders: price and tips", () => {
  const bodies: [string, string, string, () => Body][] = [
    [
      "create (multipart)",
      "POST",
      "/order/createOrder",
      () => ({ form: orderForm({ price: String(OVER) }) }),
    ],
    [
      "create (JSON)",
      "POST",
      "/order/createOrder",
      () => ({ json: orderForm({ price: String(OVER) }) }),
    ],
    [
      "update (multipart)",
      "PUT",
      "/order/updateOrder/:id",
      () => ({ form: { customer_name: "X", price: String(OVER) } }),
    ],
    [
      "update (JSON)",
      "PUT",
      "/order/updateOrder/:id",
      () => ({ json: { customer_name: "X", price: "99999999999999999999" } }),
    ],
  ];
  it.each(bodies)(
    "%s: a price past Rp 1.000.000.000 is a 400 naming Harga",
    async (_, method, url, body) => {
      const before = await state();
      const res = await send(method, url.replace(":id", String(orderId)), body());
      await expectRefused(res, before, `Harga: ${M.tooLarge(MAX_AMOUNT)}`);
      expect(res.json().field).toBe("price");
    },
  );

  it("a grid cell edit (the update with the row's version) is refused the same way", async () => {
    const [{ version }] = await s.t.db.query<{ version: number }>(
      "SELECT version FROM orders WHERE id = $1",
      [orderId],
    );
    const before = await state();
    const res = await send("PUT", `/order/updateOrder/${orderId}`, {
      form: { customer_name: "Andi", price: "1000000001", version: String(version) },
    });
    await expectRefused(res, before, `Harga: ${M.tooLarge(MAX_AMOUNT)}`);
  });

  it("one tip past the bound, or the tips of one order together, are refused", async () => {
    const before = await state();
    await expectRefused(
      await send("POST", "/order/createOrder", { form: orderForm({ tips: tips(OVER) }) }),
      before,
      `Tip ke-1, jumlah: ${M.tooLarge(MAX_AMOUNT)}`,
    );
    await expectRefused(
      await send("POST", "/order/createOrder", { json: orderForm({ tips: tips(1, MAX_AMOUNT) }) }),
      before,
      `Tip: jumlah semua tip ${M.tooLarge(MAX_AMOUNT)}`,
    );
  });

  it("the bounds themselves are taken, and the sums over them are exact", async () => {
    const res = await send("POST", "/order/createOrder", {
      form: orderForm({ price: String(MAX_AMOUNT), tips: tips(MAX_AMOUNT), date: "2025-04-07" }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const week = (await s.get("/report/summary/global?start_date=2025-04-07&end_date=2025-04-07"))
      .body.data;
    expect(week).toMatchObject({ total_uang_masuk: 2 * MAX_AMOUNT, tip_talent: MAX_AMOUNT });
    expect(week.sisa + week.uang_talent_dan_tip + week.uang_admin_dan_tip).toBe(2 * MAX_AMOUNT);
    await s.t.db.query("DELETE FROM orders WHERE id = $1", [res.json().data.id]);
  });
});

describe("kas", () => {
  it.each([
    [MAX_KAS + 1, M.tooLarge(MAX_KAS)],
    [-(MAX_KAS + 1), M.tooSmall(-MAX_KAS)],
    [-(2 ** 53 - 1), M.tooSmall(-MAX_KAS)],
    [1e20, M.tooLarge(MAX_KAS)],
  ])("PUT /settings/kas %d is a 400 naming Kas", async (kas, reason) => {
    const before = await state();
    const res = await send("PUT", "/settings/kas", { json: { kas } });
    await expectRefused(res, before, `Kas: ${reason}`);
    expect(res.json().field).toBe("kas");
  });

  it("takes ±Rp 1.000.000.000.000 exactly", async () => {
    for (const kas of [MAX_KAS, -MAX_KAS]) {
      const res = await send("PUT", "/settings/kas", { json: { kas } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.kas).toBe(kas);
      expect(await storedKas()).toBe(String(kas));
    }
  });

  it("a payout that would take kas below the bound is a 409; one that lands on it is exact", async () => {
    await setKas(-MAX_KAS + 29_999);
    const before = await state();
    await expectRefused(
      await send("POST", "/payouts", { json: payout() }),
      before,
      PAYOUT_MESSAGES.kasPastBound(true),
      409,
    );
    await setKas(-MAX_KAS + 30_000);
    const ok = await send("POST", "/payouts", { json: payout() });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await storedKas()).toBe(String(-MAX_KAS));
    // deleting it gives kas back; past +MAX_KAS it is refused and the payout stays
    await setKas(MAX_KAS - 29_999);
    const kept = await state();
    await expectRefused(
      await send("DELETE", `/payouts/${ok.json().data.id}`),
      kept,
      PAYOUT_MESSAGES.kasPastBound(false),
      409,
    );
    await setKas(0);
    expect((await send("DELETE", `/payouts/${ok.json().data.id}`)).statusCode).toBe(200);
  });
});

describe("payouts", () => {
  it("one payout past Rp 1.000.000.000 is a 400, as JSON, multipart and typed rupiah", async () => {
    const before = await state();
    const message = `Jumlah: ${M.tooLarge(MAX_AMOUNT)}`;
    await expectRefused(
      await send("POST", "/payouts", { json: payout({ amount: OVER, advance: true }) }),
      before,
      message,
    );
    const form = Object.fromEntries(
      Object.entries(payout({ amount: String(OVER) })).map(([k, v]) => [k, String(v)]),
    );
    await expectRefused(await send("POST", "/payouts", { form }), before, message);
    await expectRefused(
      await send("POST", "/payouts", { json: payout({ amount: "1.000.000.001" }) }),
      before,
      message,
    );
  });

  it("a bulk payout with one row past the bound records none", async () => {
    const before = await state();
    const res = await send("POST", "/payouts/bulk", {
      json: { payouts: [payout({ amount: 1000 }), payout({ amount: OVER })] },
    });
    await expectRefused(res, before, `Pembayaran ke-2, jumlah: ${M.tooLarge(MAX_AMOUNT)}`);
    expect(res.json().field).toBe("payouts.1.amount");
  });
});

describe("rates", () => {
  it.each([
    [{ talent_rate: 100.01, admin_rate: 0 }, "Rate talent: maksimal 100"],
    [{ talent_rate: -1, admin_rate: 0 }, "Rate talent: minimal 0"],
    [
      { talent_rate: 70, admin_rate: 31 },
      "Jumlah rate talent dan rate admin tidak boleh lebih dari 100%",
    ],
  ])("PUT /settings/rates %j is a 400", async (body, message) => {
    const before = await state();
    await expectRefused(await send("PUT", "/settings/rates", { json: body }), before, message);
  });
});

describe("money filters of the lists", () => {
  it.each([
    ["/order/orders?price_max=1000000001", `Harga (sampai): ${M.tooLarge(MAX_AMOUNT)}`],
    ["/order/orders?price_min=99999999999999999999", `Harga (dari): ${M.tooLarge(MAX_AMOUNT)}`],
    [
      "/order/talents?total_uang_masuk_min=1000000000000001",
      `Total Uang Masuk (dari): ${M.tooLarge(MAX_TOTAL)}`,
    ],
    ["/order/talents?sisa_min=-1000000000000001", `Sisa (dari): ${M.tooSmall(-MAX_TOTAL)}`],
    [
      "/weekly?total_income_max=1000000000000001",
      `Total Income (sampai): ${M.tooLarge(MAX_TOTAL)}`,
    ],
    [
      "/settings/kas/history?old_kas_max=1000000000001",
      `Kas lama (sampai): ${M.tooLarge(MAX_KAS)}`,
    ],
    [`/rekap/detail/talent/1?price_min=${OVER}`, `Harga (dari): ${M.tooLarge(MAX_AMOUNT)}`],
  ])("%s is a 400 naming the filter in rupiah", async (url, message) => {
    const res = await s.get(url);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("a kas stored past the bound before RULES.md D8 (the 2^53 scenario)", () => {
  it("is refused as input; stored, it reads without a 500 and is set again", async () => {
    const before = await state();
    await expectRefused(
      await send("PUT", "/settings/kas", { json: { kas: -(2 ** 53 - 1) } }),
      before,
      `Kas: ${M.tooSmall(-MAX_KAS)}`,
    );
    // what the unbounded kas and one payout left behind: kas past -2^53 and its audit row
    const bad = "-9007199254770992";
    await s.t.db.query(`UPDATE settings SET kas = ${bad}`);
    await s.t.db.query(
      `INSERT INTO audit_log (user_id, action, entity, entity_id, old_value, new_value)
       VALUES ($1, 'update', 'settings', 'kas', '{"kas": -9007199254740991}',
               '{"kas": ${bad}, "payout_id": 999}')`,
      [s.ids.owner],
    );
    expect((await s.get("/settings/kas")).body).toMatchObject({ data: { kas: null } });
    const history = await s.get("/settings/kas/history");
    expect(history.status).toBe(200);
    expect(history.body.data[0]).toMatchObject({ old_kas: null, new_kas: null, payout_id: 999 });
    expect((await s.get("/settings/kas/history?new_kas_min=-5")).status).toBe(200);
    const summary = await s.get("/report/summary/global");
    expect(summary.status).toBe(200);
    expect(summary.body.data.kas).toBeNull();
    expect((await s.get("/report/summary/reconcile")).status).toBe(200);
    // orders read the rates from the same settings row
    const order = await send("POST", "/order/createOrder", { form: orderForm() });
    expect(order.statusCode, order.body).toBe(201);
    // a payout cannot move a balance it cannot read exactly
    const stuck = await state();
    await expectRefused(
      await send("POST", "/payouts", { json: payout() }),
      stuck,
      PAYOUT_MESSAGES.kasOutOfBounds,
      409,
    );
    // the repair: set kas again; the audit keeps the old balance to the rupiah
    const fixed = await send("PUT", "/settings/kas", { json: { kas: 12_500_000 } });
    expect(fixed.statusCode).toBe(200);
    expect(await storedKas()).toBe("12500000");
    const [audit] = await s.t.db.query<{ old: string }>(
      "SELECT old_value->>'kas' AS old FROM audit_log WHERE entity_id = 'kas' ORDER BY id DESC LIMIT 1",
    );
    expect(audit.old).toBe(bad);
    expect((await send("POST", "/payouts", { json: payout() })).statusCode).toBe(201);
    expect(await storedKas()).toBe("12470000");
    expect(await s.kas()).toBe(12_470_000);
  });
});
