// A real server (PGlite, listening on a port) with `count` orders of one talent, created through
// the API, and the headers of its owner: for the bulk-edit checks, where another user's request
// must be read from its socket while a bulk runs (tests/api/bulk-yield.test.ts,
// tests/bench/bulk-yield.ts). inject would not show it: it never waits on a socket.
import { multipart } from "./orders";
import { login, startInstance } from "./instances";

export async function instanceWithOrders(count: number) {
  const inst = await startInstance({ LOG_LEVEL: "silent" });
  const [[owner], [talent], { token }] = await Promise.all([
    inst.db.query<{ id: number }>("SELECT id FROM users"),
    inst.db.query<{ id: number }>(
      "INSERT INTO talents (name, gender) VALUES ('Rina', 'Woman') RETURNING id",
    ),
    login(inst.url),
  ]);
  const headers = {
    authorization: `Bearer ${token}`,
    "x-xsrf-token": "t",
    cookie: "XSRF-TOKEN=t",
    "content-type": "application/json",
  };
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const body = await multipart({
      user_id: String(owner.id),
      talents_id: String(talent.id),
      no_order: String(70_000 + i),
      date: "2026-11-20",
      customer_name: `Budi ${i}`,
      price: "100000",
      tips: "[]",
    });
    const res = await fetch(`${inst.url}/api/order/createOrder`, {
      method: "POST",
      headers: { ...headers, "content-type": body.headers["content-type"] },
      body: body.payload,
    });
    if (res.status !== 201) throw new Error(`create ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { data: { id: number } }).data.id);
  }
  /** The bulk refund of every order, answered. */
  const bulk = () =>
    fetch(`${inst.url}/api/order/bulk`, {
      method: "POST",
      headers,
      body: JSON.stringify({ action: "refund", refund_status: "REFUND_50", ids }),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  /** Another user's first page of the order list; its status. */
  const list = async () => {
    const res = await fetch(`${inst.url}/api/order/orders?page=0&limit=10`, { headers });
    await res.arrayBuffer();
    return res.status;
  };
  return { inst, ids, bulk, list };
}
