// Random orders, tips, refunds, edits and deletes over random dates (around a year end and
// month ends): every report call must equal src/money/reference.ts to the rupiah.
import { afterAll, beforeAll, describe, it } from "vitest";
import fc from "fast-check";
import { buildTestApp, type TestApp } from "../helpers/app";
import {
  createCatalog,
  deleteAllOrders,
  deleteOrder,
  insertOrder,
  updateOrder,
  type Catalog,
} from "../helpers/report-fixtures";
import { checkReports, type Who } from "../helpers/report-check";
import { addDays } from "../../src/money/time";
import type { RefOrder } from "../../src/money/reference";
import type { RefundStatus } from "../../src/money/rules";

let t: TestApp;
let cat: Catalog;
let who: Who;

beforeAll(async () => {
  t = await buildTestApp();
  const { token } = await t.login();
  const admin2 = await t.addUser({
    username: "admin2",
    email: "a2@test.local",
    password: "admin2-pass-123",
    role: "admin",
  });
  const users = (await t.db.query<{ id: number }>("SELECT id FROM users ORDER BY id")).map(
    (u) => u.id,
  );
  cat = await createCatalog(t.db, ["Ayu", "Bima", "Citra"]);
  who = { token, talents: cat.talents.map((x) => x.id), users: [...new Set([...users, admin2])] };
});
afterAll(() => t.close());

// 2024-12-02 .. 2025-02-09: Mondays, Sundays, month ends and a year end
const BASE = "2024-12-02";
const MONTHS = ["2024-12", "2025-01", "2025-02"];
const REFUNDS: RefundStatus[] = ["NONE", "NONE", "REFUND_50", "REFUND_100"];

const tipArb = fc.record({
  receiver_type: fc.constantFrom("talent" as const, "admin" as const),
  amount: fc.integer({ min: 0, max: 50_000 }),
});
const orderArb = fc.record({
  // half the orders crowd into Sun 29 Dec .. Fri 3 Jan so dates (and week/year edges) collide
  day: fc.oneof(fc.integer({ min: 0, max: 69 }), fc.integer({ min: 27, max: 32 })),
  talent: fc.nat(2),
  user: fc.nat(2),
  price: fc.oneof(fc.integer({ min: 1, max: 500_000 }), fc.constantFrom(1, 15001, 99_999)),
  refund: fc.constantFrom(...REFUNDS),
  rates: fc.constantFrom([7000, 1000], [6550, 1225], [5000, 0], [10000, 0], [3333, 3333]),
  tips: fc.array(tipArb, { maxLength: 3 }),
});
type OrderSpec = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;
const opArb = fc.record({
  kind: fc.constantFrom("edit" as const, "delete" as const),
  index: fc.nat(),
  next: orderArb,
});
const rangeArb = fc
  .tuple(fc.option(fc.integer({ min: 0, max: 69 })), fc.option(fc.integer({ min: 0, max: 69 })))
  .map(([a, b]) => {
    const [s, e] = a !== null && b !== null && a > b ? [b, a] : [a, b];
    return {
      start: s === null ? undefined : addDays(BASE, s),
      end: e === null ? undefined : addDays(BASE, e),
    };
  });

const toNew = (s: OrderSpec) => ({
  date: addDays(BASE, s.day),
  talents_id: who.talents[s.talent],
  user_id: who.users[s.user],
  price: s.price,
  refund_status: s.refund,
  talent_rate_bp: s.rates[0],
  admin_rate_bp: s.rates[1],
  tips: s.tips,
});

describe("reports equal the reference (writes through SQL, trigger keeps the rollup)", () => {
  it("holds for random orders, edits and deletes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { maxLength: 25 }),
        fc.array(opArb, { maxLength: 8 }),
        fc.integer({ min: 1, max: 7 }),
        rangeArb,
        async (specs, ops, limit, range) => {
          await deleteAllOrders(t.db);
          let orders: RefOrder[] = [];
          for (const s of specs) orders.push(await insertOrder(t.db, cat, toNew(s)));
          for (const op of ops) {
            if (!orders.length) break;
            const target = orders[op.index % orders.length];
            if (op.kind === "delete") {
              await deleteOrder(t.db, target.id);
              orders = orders.filter((o) => o.id !== target.id);
            } else {
              // an edit keeps the order's own rates; date, talent and handler may move too
              const n = toNew(op.next);
              const next: RefOrder = {
                ...n,
                id: target.id,
                talent_rate_bp: target.talent_rate_bp,
                admin_rate_bp: target.admin_rate_bp,
              };
              await updateOrder(t.db, next);
              orders = orders.map((o) => (o.id === target.id ? next : o));
            }
          }
          await checkReports(t, who, orders, { limit, range, months: MONTHS });
        },
      ),
      // stop before vitest's 60 s test timeout, so a shrinking run never outlives its test
      { numRuns: 20, interruptAfterTimeLimit: 45_000, markInterruptAsFailure: true },
    );
  });
});

describe("reports equal the reference (writes through the HTTP order API)", () => {
  it("holds for orders created, edited and deleted through /order", async () => {
    let noOrder = 900000;
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { minLength: 1, maxLength: 10 }),
        fc.array(opArb, { maxLength: 5 }),
        fc.constantFrom([70, 10], [65.5, 12.25]),
        async (specs, ops, [talentRate, adminRate]) => {
          await deleteAllOrders(t.db);
          const rates = await t.call({
            method: "PUT",
            url: "/api/settings/rates",
            token: who.token,
            payload: { talent_rate: talentRate, admin_rate: adminRate },
          });
          if (rates.statusCode !== 200) throw new Error(rates.body);
          let orders: RefOrder[] = [];
          for (const s of specs) {
            const n = toNew(s);
            const res = await t.call({
              method: "POST",
              url: "/api/order/createOrder",
              token: who.token,
              payload: {
                user_id: String(n.user_id),
                talents_id: String(n.talents_id),
                price: String(n.price),
                no_order: String(noOrder++),
                date: n.date,
                customer_name: "Budi",
                tips: JSON.stringify(n.tips),
              },
            });
            if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
            const id = res.json().data.id as number;
            // create has no refund field: the order starts as NONE with the rates in force now
            orders.push({
              ...n,
              id,
              refund_status: "NONE",
              talent_rate_bp: Math.round(talentRate * 100),
              admin_rate_bp: Math.round(adminRate * 100),
            });
          }
          for (const op of ops) {
            if (!orders.length) break;
            const target = orders[op.index % orders.length];
            if (op.kind === "delete") {
              const res = await t.call({
                method: "DELETE",
                url: `/api/order/deleteOrder/${target.id}`,
                token: who.token,
              });
              if (res.statusCode !== 200) throw new Error(`delete ${res.statusCode} ${res.body}`);
              orders = orders.filter((o) => o.id !== target.id);
            } else {
              const res = await t.call({
                method: "PUT",
                url: `/api/order/updateOrder/${target.id}`,
                token: who.token,
                payload: {
                  customer_name: "Edit",
                  price: String(op.next.price),
                  refund_type: op.next.refund,
                },
              });
              if (res.statusCode !== 200) throw new Error(`update ${res.statusCode} ${res.body}`);
              orders = orders.map((o) =>
                o.id === target.id
                  ? { ...o, price: op.next.price, refund_status: op.next.refund }
                  : o,
              );
            }
          }
          await checkReports(t, who, orders, { limit: 3, range: {}, months: MONTHS });
        },
      ),
      { numRuns: 8, interruptAfterTimeLimit: 45_000, markInterruptAsFailure: true },
    );
  });
});
