// The live stream (GET /api/events, server/events.ts): committed writes only, across instances,
// for signed-in sessions only, with catch-up after a reconnect. Real HTTP (the stream stays
// open, inject would wait for its end), the real app on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, decodeJwt } from "jose";
import { signAccessToken } from "../../src/server/auth/tokens";
import { orderFixture, type OrderFixture } from "../helpers/orders";
import { changes, openEventStream, type EventStream } from "../helpers/event-stream";
import { ADMIN, type TestApp } from "../helpers/app";
import { STALE_VERSION_MESSAGE } from "../../src/contract/common";
import type { ChangeEvent } from "../../src/contract/events";

let f: OrderFixture;
let base: string;
beforeAll(async () => {
  f = await orderFixture();
  base = await f.t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => f.t.close());

const open = (auth: Parameters<typeof openEventStream>[1], url = base) =>
  openEventStream(url, auth);
/**
 * Runs `body` with a second server B on this app's database, listening at `urlB`; closes every
 * stream `body` puts in `streams`, then B.
 */
async function withServerB(
  body: (b: TestApp, urlB: string, streams: EventStream[]) => Promise<void>,
) {
  let b: TestApp | undefined;
  const streams: EventStream[] = [];
  try {
    b = await f.t.another();
    await body(b, await b.app.listen({ port: 0, host: "127.0.0.1" }), streams);
  } finally {
    streams.forEach((x) => x.close());
    await b?.close();
  }
}
const newOrder = async (price = "100000") => {
  const res = await f.create({ price });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; version: number; price: number; customer_name: string };
};
const changeOf = (type: string, id?: number) => (m: { event: string; data: string }) =>
  m.event === "change" &&
  JSON.parse(m.data).type === type &&
  (id === undefined || JSON.parse(m.data).ids.includes(String(id)));

describe("GET /api/events: committed changes reach the streams", () => {
  it("a committed order reaches the stream: type, ids, who, when; the row is readable then", async () => {
    const s = await open({ token: f.token });
    try {
      expect(s.status).toBe(200);
      expect(s.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(s.headers.get("x-accel-buffering")).toBe("no");
      const order = await newOrder();
      const m = await s.next(changeOf("order", order.id));
      expect(m.id).toMatch(/^\w+\.\d+$/);
      expect(JSON.parse(m.data)).toEqual({
        type: "order",
        ids: [String(order.id)],
        by: { id: f.ids.owner, username: "owner", stream: null },
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      // announced after the commit: a reader that refetches finds it
      expect((await f.get(`/order/getOrderById/${order.id}`)).statusCode).toBe(200);
    } finally {
      s.close();
    }
  });

  it("a rolled-back write is never announced", async () => {
    const s = await open({ token: f.token });
    try {
      const [a, b] = [await newOrder(), await newOrder()];
      await s.next(changeOf("order", a.id));
      await s.next(changeOf("order", b.id));
      const from = s.messages.length;
      // b changed elsewhere: the paste over a and b is refused at b, a's audited change rolls back
      expect((await f.update(b.id, { customer_name: "Lain", price: "200000" })).statusCode).toBe(
        200,
      );
      await s.next(changeOf("order", b.id), from);
      const row = (o: typeof a, price: string) => ({
        id: o.id,
        body: { customer_name: o.customer_name, price, version: String(o.version) },
      });
      const paste = await f.t.call({
        method: "POST",
        url: "/api/order/cells",
        token: f.token,
        payload: { rows: [row(a, "111000"), row(b, "222000")] },
      });
      expect(paste.statusCode).toBe(409);
      expect(paste.json().message).toBe(`rows.1: ${STALE_VERSION_MESSAGE}`);
      // a later committed write (a service) arrives; nothing about order a came before it
      const svc = await f.t.call({
        method: "POST",
        url: "/api/services/createServices",
        token: f.token,
        payload: { name: "Sauna live" },
      });
      expect(svc.statusCode, svc.body).toBeLessThan(300);
      const marker = await s.next(changeOf("service"), from);
      const since = changes(s.messages.slice(from, s.messages.indexOf(marker)));
      expect(since.flatMap((c) => c.ids)).not.toContain(String(a.id));
    } finally {
      s.close();
    }
  });

  it("a write names the tab it came from (X-Live-Stream): each tab's writes are their own event", async () => {
    const s = await open({ token: f.token });
    try {
      const tab = JSON.parse((await s.next((m) => m.event === "hello")).data).stream as string;
      const from = s.messages.length;
      // three writes of one user within one burst: from this tab, from no tab, a malformed name
      const create = (name: string, stream?: string) =>
        f.t.call({
          method: "POST",
          url: "/api/services/createServices",
          token: f.token,
          payload: { name },
          headers: stream === undefined ? {} : { "x-live-stream": stream },
        });
      const made = await Promise.all([
        create("Tab satu", tab),
        create("Tanpa tab"),
        create("Tab aneh", "<script>"),
      ]);
      expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      const ids = made.map((r) => String(r.json().result.id));
      const heard = async (id: string) =>
        JSON.parse((await s.next(changeOf("service", Number(id)), from)).data) as ChangeEvent;
      const [mine, none, odd] = [await heard(ids[0]), await heard(ids[1]), await heard(ids[2])];
      expect(mine.by).toEqual({ id: f.ids.owner, username: "owner", stream: tab });
      expect(mine.ids).toEqual([ids[0]]);
      expect(none.by.stream).toBeNull();
      expect(odd.by.stream).toBeNull();
    } finally {
      s.close();
    }
  });

  it("two servers on one database: a write on A reaches a stream on B", () =>
    withServerB(async (b, urlB, s) => {
      // the ticket is asked of A and used on B: any instance accepts it
      const ticket = await f.t.call({ method: "POST", url: "/api/events/ticket", token: f.token });
      expect(ticket.statusCode).toBe(200);
      s.push(await open({ ticket: ticket.json().ticket }, urlB));
      expect(s[0].status).toBe(200);
      // the ticket names the stream it opens: the page sends that id with its writes before the
      // hello arrives
      const named = ticket.json().stream as string;
      expect(named).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(JSON.parse((await s[0].next((m) => m.event === "hello")).data).stream).toBe(named);
      const order = await newOrder("250000");
      const onB = JSON.parse((await s[0].next(changeOf("order", order.id))).data);
      expect(onB.by).toEqual({ id: f.ids.owner, username: "owner", stream: null });
      // and a write on B reaches a stream on A
      s.push(await open({ token: f.token }));
      const now = await b.call({ method: "GET", url: "/api/settings/kas", token: f.token });
      const kas = await b.call({
        method: "PUT",
        url: "/api/settings/kas",
        token: f.token,
        payload: { kas: 12345, version: now.json().version },
        headers: { "x-live-stream": "tab-on-B-1234" },
      });
      expect(kas.statusCode, kas.body).toBe(200);
      const fromB = JSON.parse((await s[1].next(changeOf("kas"))).data) as ChangeEvent;
      expect(fromB.ids).toEqual(["kas"]);
      // the tab it came from crosses the servers with it
      expect(fromB.by.stream).toBe("tab-on-B-1234");
    }));
});

describe("GET /api/events: credentials and reconnects", () => {
  it("refuses anonymous, expired and reused credentials; ends at logout", async () => {
    expect((await open({})).status).toBe(401);
    expect((await open({ token: "not-a-token" })).status).toBe(401);
    const claims = decodeJwt(f.token) as { sid: string; ver: number };
    const expired = await signAccessToken(
      { id: f.ids.owner, username: "owner", email: "owner@test.local", role: "owner" },
      f.t.config.jwtSecret,
      claims.sid,
      -60,
      claims.ver,
    );
    expect((await open({ token: expired })).status).toBe(401);
    // an expired ticket (signed with the tickets' key, 30 s long past)
    const stale = await new SignJWT({ sid: claims.sid, ver: claims.ver, texp: 9e9 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(f.ids.owner))
      .setJti("old")
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(`${f.t.config.jwtSecret}:events-ticket`));
    expect((await open({ ticket: stale })).status).toBe(401);
    // a ticket is not an access token
    expect(
      (await f.t.call({ method: "GET", url: "/api/users/user", token: stale })).statusCode,
    ).toBe(401);
    expect((await f.t.call({ method: "POST", url: "/api/events/ticket" })).statusCode).toBe(401);

    // a session of its own, so the logout ends only it
    const { token, refreshCookie } = await f.t.login();
    const ticket = (await f.t.call({ method: "POST", url: "/api/events/ticket", token })).json()
      .ticket as string;
    const s = await open({ ticket });
    expect(s.status).toBe(200);
    expect((await open({ ticket })).status).toBe(401); // one use
    const out = await f.t.call({
      method: "POST",
      url: "/api/users/logout",
      cookies: { refreshToken: refreshCookie },
    });
    expect(out.statusCode).toBe(200);
    await s.ended;
    expect((await open({ token })).status).toBe(401);
  });

  it("a stream that opens while its server closes ends at once: the close does not wait for it", () =>
    withServerB(async (b, urlB) => {
      // the moment of the race: the hub has ended its streams (the close's first step) while a
      // stream's sign-in check was still running; that stream subscribes after it
      await b.app.events.close();
      const late = await open({ token: f.token }, urlB);
      expect(late.status).toBe(200);
      await late.ended;
      expect(late.messages).toEqual([]);
      expect(b.app.events.streams).toBe(0);
    }));

  it("catches up after a reconnect (Last-Event-ID), else says refresh", async () => {
    const s = await open({ token: f.token });
    const first = await newOrder();

    const seen = await s.next(changeOf("order", first.id));

    s.close();
    const [two, three] = [await newOrder(), await newOrder()];
    // the browser's own reconnect sends the header; a new EventSource the query
    for (const auth of [{ lastEventId: seen.id }, { lastEventQuery: seen.id }]) {
      const again = await open({ token: f.token, ...auth });
      try {
        await again.next(changeOf("order", three.id));
        const ids = changes(again.messages).flatMap((c) => c.ids);
        expect(ids).toContain(String(two.id));
        expect(ids).not.toContain(String(first.id));
      } finally {
        again.close();
      }
    }
    // an id this instance cannot catch up (another instance's, or older than its memory)
    const lost = await open({ token: f.token, lastEventId: "elsewhere.3" });
    try {
      await lost.next((m) => m.event === "refresh");
      expect(changes(lost.messages)).toEqual([]);
    } finally {
      lost.close();
    }
  });
});

describe("presence: who else has a screen open, across servers", () => {
  const hello = async (s: EventStream) =>
    JSON.parse((await s.next((m) => m.event === "hello")).data).stream as string;
  const presenceOf = (stream: string, where?: string[]) => (m: { event: string; data: string }) =>
    m.event === "presence" &&
    JSON.parse(m.data).stream === stream &&
    (where === undefined || JSON.parse(m.data).where.join() === where.join());
  const put = (app: TestApp, token: string | undefined, payload: object) =>
    app.call({ method: "PUT", url: "/api/events/presence", token, payload });

  it("a screen opened on A is told to streams on B, to a later stream, and left when it closes", () =>
    withServerB(async (b, urlB, open2) => {
      const admin = (await f.t.login(ADMIN)).token;
      const mine = await open({ token: f.token });
      open2.push(mine);
      const theirs = await open({ token: admin }, urlB);
      open2.push(theirs);
      const id = await hello(mine);
      await hello(theirs);

      expect(
        (await put(f.t, f.token, { stream: id, where: ["orders", "order:7"] })).json(),
      ).toEqual({ message: "OK" });
      const seen = JSON.parse((await theirs.next(presenceOf(id, ["orders", "order:7"]))).data);
      expect(seen).toEqual({
        stream: id,
        user: { id: f.ids.owner, username: "owner" },
        where: ["orders", "order:7"],
      });
      // a stream opened later (on B) gets the table at once, after its hello
      const later = await open({ token: admin }, urlB);
      open2.push(later);
      await later.next(presenceOf(id, ["orders", "order:7"]));
      expect(later.messages[0].event).toBe("hello");

      // the dialog closed: only the grid left
      expect((await put(b, f.token, { stream: id, where: ["orders"] })).statusCode).toBe(200);
      await theirs.next(presenceOf(id, ["orders"]));
      // the tab closed: its instance says it left everything
      mine.close();
      await theirs.next(presenceOf(id, []));
    }));

  it("refuses anonymous, malformed and another user's stream; changes nothing", async () => {
    const s = await open({ token: f.token });
    try {
      const id = await hello(s);
      expect((await put(f.t, undefined, { stream: id, where: ["orders"] })).statusCode).toBe(401);
      const bad = await put(f.t, f.token, { stream: id, where: ["DROP TABLE"] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/Nama layar tidak valid/);
      expect(
        (await put(f.t, f.token, { stream: id, where: Array(6).fill("orders") })).statusCode,
      ).toBe(400);
      const admin = (await f.t.login(ADMIN)).token;
      const theirs = await put(f.t, admin, { stream: id, where: ["orders"] });
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json().message).toBe("Stream ini milik pengguna lain");
      expect(s.messages.filter((m) => m.event === "presence")).toEqual([]);
    } finally {
      s.close();
    }
  });
});
