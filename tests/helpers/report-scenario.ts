// The fixed scenario of the report API tests: three talents, two admins and the owner, six
// orders around the 2024/2025 year end (a Sunday, a Monday, a REFUND_50 of 15001, a REFUND_100,
// the 31st and the 1st of a month, custom rates). Each test file builds its own app.
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { ADMIN, buildTestApp, type TestApp } from "./app";
import { createCatalog, insertOrder, type Catalog } from "./report-fixtures";
import type { RefOrder } from "../../src/money/reference";

export interface Scenario {
  t: TestApp;
  owner: string;
  admin: string;
  cat: Catalog;
  ids: { owner: number; admin1: number; admin2: number; ayu: number; bima: number; citra: number };
  orders: RefOrder[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, shapes asserted by the tests
  get(url: string, token?: string): Promise<{ status: number; body: any }>;
  /** A write to `/api${url}` as `token` (the owner unless told). */
  send(
    method: "POST" | "PUT" | "DELETE",
    url: string,
    payload?: InjectOptions["payload"],
    token?: string,
  ): Promise<LightMyRequestResponse>;
  /** Today's kas balance (GET /settings/kas). */
  kas(): Promise<number>;
}

/** A period of payouts: a week (Monday to Sunday) or a month. */
type Period = { start_date: string; end_date: string };

/** A payout's body: `amount` paid to a talent (or `more.person_type`) for `period`, in cash unless `more` says otherwise. */
export const payoutBody = (
  person_id: number,
  period: Period,
  amount: number,
  paid_at: string,
  more: object = {},
) => ({ person_type: "talent", person_id, ...period, amount, paid_at, method: "Cash", ...more });

export async function buildScenario(): Promise<Scenario> {
  const s = { orders: [] as RefOrder[] } as unknown as Scenario;
  s.get = async (url, token = s.owner) => {
    const res = await s.t.call({ method: "GET", url: `/api${url}`, token });
    return { status: res.statusCode, body: res.json() };
  };
  s.send = (method, url, payload, token = s.owner) =>
    s.t.call({ method, url: `/api${url}`, token, payload });
  s.kas = async () => (await s.get("/settings/kas")).body.data.kas as number;
  s.t = await buildTestApp();
  s.owner = (await s.t.login()).token;
  s.admin = (await s.t.login(ADMIN)).token;
  const users = await s.t.db.query<{ id: number; username: string }>(
    "SELECT id, username FROM users",
  );
  const admin2 = await s.t.addUser({
    username: "admin2",
    email: "admin2@test.local",
    password: "admin2-pass-123",
    role: "admin",
  });
  s.cat = await createCatalog(s.t.db, ["Ayu", "Bima", "Citra"]);
  s.ids = {
    owner: users.find((u) => u.username === "owner")!.id,
    admin1: users.find((u) => u.username === "admin1")!.id,
    admin2,
    ayu: s.cat.talents[0].id,
    bima: s.cat.talents[1].id,
    citra: s.cat.talents[2].id,
  };
  const add = async (o: Parameters<typeof insertOrder>[2]) =>
    s.orders.push(await insertOrder(s.t.db, s.cat, o));
  // Sunday 29 Dec 2024 belongs to the week of Monday 23 Dec
  await add({
    date: "2024-12-29",
    talents_id: s.ids.ayu,
    user_id: s.ids.admin1,
    price: 100000,
    tips: [{ receiver_type: "talent", amount: 10000 }],
    customer_name: "Andi",
  });
  // the week of Monday 30 Dec 2024 runs across the year end to Sunday 5 Jan 2025
  await add({
    date: "2024-12-30",
    talents_id: s.ids.ayu,
    user_id: s.ids.admin2,
    price: 15001,
    refund_status: "REFUND_50",
    tips: [{ receiver_type: "admin", amount: 5000 }],
    customer_name: "Budi",
  });
  await add({
    date: "2025-01-01",
    talents_id: s.ids.bima,
    user_id: s.ids.admin1,
    price: 200000,
    tips: [
      { receiver_type: "talent", amount: 20000 },
      { receiver_type: "admin", amount: 3000 },
    ],
  });
  await add({
    date: "2025-01-05",
    talents_id: s.ids.bima,
    user_id: s.ids.owner,
    price: 50000,
    refund_status: "REFUND_100",
    tips: [{ receiver_type: "talent", amount: 7000 }],
  });
  await add({
    date: "2025-01-31",
    talents_id: s.ids.ayu,
    user_id: s.ids.admin1,
    price: 80000,
    customer_name: "Citra Sari",
  });
  await add({
    date: "2025-02-01",
    talents_id: s.ids.ayu,
    user_id: s.ids.admin1,
    price: 12345,
    talent_rate_bp: 6550,
    admin_rate_bp: 1250,
  });
  return s;
}
