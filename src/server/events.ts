// The live workspace's server half: committed changes in, `event: change` out to every open
// stream. The database announces each audit row after its commit (writeAudit's NOTIFY on
// CHANGES_CHANNEL: PostgreSQL's LISTEN crosses instances, PGlite's stays in process), so a
// write is heard once, by every instance, and never when it rolled back. Nothing here runs per
// use case: the audit row every money or catalog write already makes is the one hook.
import { randomBytes } from "node:crypto";
import { SignJWT, decodeJwt, jwtVerify } from "jose";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connection";
import { CHANGES_CHANNEL, type ChangeNotice } from "../db/repositories/audit";
import { SESSIONS_CHANNEL } from "../db/repositories/sessions";
import { findTokenState, findUsername } from "../db/repositories/users";
import type { ChangeEvent, ChangeType } from "../contract/events";
import { PRESENCE_CHANNEL } from "../db/repositories/presence";
import { verifyAccessToken } from "./auth/tokens";
import { createPresence } from "./presence";

/** Audit entity (and, for settings, its id) → the change type the client refreshes by. */
function typeOf(n: ChangeNotice): ChangeType | undefined {
  switch (n.e) {
    case "order":
    case "payout":
    case "period":
    case "service":
    case "talent":
    case "user":
      return n.e;
    // a slip sent or its link revoked: the weekly payout list says when it was sent
    case "slip_share":
      return "payout";
    case "sub_service":
      return "service";
    case "talent_category":
      return "category";
    case "settings":
      return n.i === "kas" || n.i === "rates" ? n.i : undefined;
    default:
      return undefined;
  }
}

/** One message of the stream, as written to the wire. */
interface Sent {
  seq: number;
  id: string;
  event: "change" | "refresh";
  data: string;
}

/** An open stream: its session, so a logout or a password change ends it. */
export interface StreamSession {
  userId: number;
  sid: string;
  version: number;
  /** Seconds since the epoch: the access token's expiry; the stream ends then. */
  exp: number;
}

interface Subscriber {
  /** The stream's own id (its `hello`): presence names it. */
  id: string;
  session: StreamSession;
  write(chunk: string): void;
  end(): void;
}

export interface EventsOptions {
  /** Heartbeat comment interval (proxies drop a silent connection). */
  heartbeatMs?: number;
  /** Events kept for Last-Event-ID catch-up; an older id gets `refresh`. */
  ringSize?: number;
  /**
   * Notifications this close together become one event per type and user (a burst, an import):
   * the event leaves once none came for `coalesceMs` (trailing), or `maxWaitMs` after the first
   * of them, so a steady stream of writes still reaches the screens.
   */
  coalesceMs?: number;
  maxWaitMs?: number;
}

const TICKET_TTL_SECONDS = 30;
/** Ids listed in one event at most; past it the event names none and readers refetch the type. */
const MAX_IDS = 500;

const frame = (m: Sent) => `id: ${m.id}\nevent: ${m.event}\ndata: ${m.data}\n\n`;

export type EventHub = Awaited<ReturnType<typeof createEventHub>>;

/**
 * Stream tickets: for an EventSource, which cannot send a header. A ticket is signed with a key
 * of its own, so it never passes as an access token, and is good for one use.
 */
function createTicketDesk(jwtSecret: () => string) {
  const key = () => new TextEncoder().encode(`${jwtSecret()}:events-ticket`);
  const used = new Map<string, number>();
  return {
    /** A one-use ticket (30 s) for the session of the access token that asked for it. */
    async issue(accessToken: string): Promise<string> {
      const c = await verifyAccessToken(accessToken, jwtSecret());
      const { exp } = decodeJwt(accessToken);
      return new SignJWT({ sid: c.sid, ver: c.version, texp: exp })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(c.id))
        .setJti(randomBytes(12).toString("base64url"))
        .setExpirationTime(Math.floor(Date.now() / 1000) + TICKET_TTL_SECONDS)
        .sign(key());
    },

    /** The session a ticket stands for, or undefined; throws when it is forged or expired. */
    async redeem(ticket: string): Promise<StreamSession | undefined> {
      const { payload } = await jwtVerify(ticket, key(), {
        algorithms: ["HS256"],
        requiredClaims: ["exp", "sub", "jti"],
      });
      // one use: the ticket is in the URL (logs, history), so a second use is refused
      if (used.has(payload.jti!)) return undefined;
      used.set(payload.jti!, payload.exp! * 1000);
      const { sid, ver, texp } = payload as Record<string, unknown>;
      if (typeof sid !== "string" || typeof ver !== "number" || typeof texp !== "number")
        return undefined;
      return { userId: Number(payload.sub), sid, version: ver, exp: texp };
    },

    /** Forgets used tickets past their expiry: those are refused for it anyway. */
    prune(now: number) {
      for (const [t, exp] of used) if (exp <= now) used.delete(t);
    },
  };
}

/** The events sent so far, the last `size` of them kept for Last-Event-ID catch-up. */
function createRing(size: number) {
  // Event ids are `<instance>.<seq>`: an id from another instance (a reconnect the balancer
  // sent elsewhere) or from before a restart cannot be caught up here and gets `refresh`.
  const instance = randomBytes(4).toString("hex");
  const ring: Sent[] = [];
  let seq = 0;
  return {
    add(event: Sent["event"], data: string): Sent {
      const m: Sent = { seq: ++seq, id: `${instance}.${seq}`, event, data };
      ring.push(m);
      if (ring.length > size) ring.shift();
      return m;
    },

    /** The frames owed to a stream resuming after `lastEventId`: those missed, else `refresh`. */
    since(lastEventId: string): string[] {
      const [from, n] = lastEventId.split(".");
      const after = Number(n);
      const first = ring[0]?.seq ?? seq + 1;
      const caughtUp =
        from === instance && Number.isInteger(after) && after <= seq && after + 1 >= first;
      if (caughtUp) return ring.filter((m) => m.seq > after).map(frame);
      return [frame({ seq, id: `${instance}.${seq}`, event: "refresh", data: "{}" })];
    },
  };
}

/**
 * Change notices in, one `change` event per type and user out for each burst of them, naming
 * who made it: trailing `coalesceMs` after the last notice, at most `maxWaitMs` after the first.
 */
function createCoalescer(
  db: Db,
  log: FastifyBaseLogger,
  timing: { coalesceMs: number; maxWaitMs: number },
  publish: (data: string) => void,
) {
  const usernames = new Map<number, string | null>();
  let pending = new Map<
    string,
    { type: ChangeType; ids: Set<string>; by: number | null; at: string }
  >();
  let timer: NodeJS.Timeout | undefined;
  let firstAt = 0;
  let flushing = Promise.resolve();

  async function username(id: number | null) {
    if (id === null) return null;
    if (!usernames.has(id)) usernames.set(id, (await findUsername(db, id)) ?? null);
    return usernames.get(id) ?? null;
  }

  async function flush(groups: typeof pending) {
    for (const g of groups.values()) {
      const ids = g.ids.size > MAX_IDS ? [] : [...g.ids];
      const by = { id: g.by, username: await username(g.by).catch(() => null) };
      const event: ChangeEvent = { type: g.type, ids, by, at: g.at };
      publish(JSON.stringify(event));
    }
  }

  function due() {
    timer = undefined;
    const groups = pending;
    pending = new Map();
    // one flush at a time: events leave in the order their notifications came
    flushing = flushing
      .then(() => flush(groups))
      .catch((err) => log.warn({ err }, "events: flush failed"));
  }

  /** Restarts the trailing wait, never past `maxWaitMs` after the burst's first notice. */
  function arm() {
    const now = Date.now();
    if (!timer) firstAt = now;
    clearTimeout(timer);
    const wait = Math.min(timing.coalesceMs, firstAt + timing.maxWaitMs - now);
    timer = setTimeout(due, Math.max(0, wait));
  }

  return {
    onChange(payload: string) {
      let n: ChangeNotice;
      try {
        n = JSON.parse(payload) as ChangeNotice;
      } catch {
        return;
      }
      const type = typeOf(n);
      if (!type) return;
      // a user row changed: its name may have too
      if (type === "user" && n.i) usernames.delete(Number(n.i));
      const key = `${type}:${n.u}`;
      const group = pending.get(key) ?? { type, ids: new Set<string>(), by: n.u, at: n.t };
      if (n.i !== null) group.ids.add(n.i);
      group.at = n.t;
      pending.set(key, group);
      arm();
    },

    cancel() {
      clearTimeout(timer);
    },
  };
}

/** This instance's open streams, each ended when its session ends. */
function createStreams(db: Db) {
  const subscribers = new Set<Subscriber>();

  /** The session still stands (not logged out, password unchanged, token not expired). */
  async function live(s: StreamSession) {
    if (s.exp * 1000 <= Date.now()) return false;
    const state = await findTokenState(db, s.userId, s.sid).catch(() => undefined);
    return !!state && state.token_version === s.version && state.session_live;
  }

  return {
    live,

    broadcast(text: string) {
      for (const s of subscribers) s.write(text);
    },

    /** A session of this user ended (logout, password change): its streams end. */
    async sessionsEnded(userId: number) {
      for (const s of subscribers)
        if (s.session.userId === userId && !(await live(s.session))) s.end();
    },

    heartbeat() {
      for (const s of subscribers) {
        s.write(": hb\n\n");
        // a session ended on an instance that could not announce it, or the token's expiry
        void live(s.session).then((ok) => ok || s.end());
      }
    },

    /** Opens a stream: `first` (the catch-up) then every event, until `end` or the session ends. */
    subscribe(
      session: StreamSession,
      id: string,
      first: string[],
      out: { write(chunk: string): void; end(): void; ended(): void },
    ): () => void {
      let open = true;
      const sub: Subscriber = {
        id,
        session,
        write: (chunk) => open && out.write(chunk),
        end: () => {
          if (!open) return;
          open = false;
          subscribers.delete(sub);
          clearTimeout(expiry);
          out.end();
          out.ended();
        },
      };
      out.write(`retry: 2000\n\n`);
      for (const text of first) out.write(text);
      subscribers.add(sub);
      const expiry = setTimeout(sub.end, Math.max(0, session.exp * 1000 - Date.now()));
      expiry.unref();
      return sub.end;
    },

    get size() {
      return subscribers.size;
    },

    /** The ids of this instance's streams. */
    ids: () => new Set([...subscribers].map((s) => s.id)),

    /** The user a stream of this instance belongs to, if it is here. */
    userOf: (id: string) => [...subscribers].find((s) => s.id === id)?.session.userId,

    endAll() {
      for (const s of [...subscribers]) s.end();
    },
  };
}

/** Listens on the database and fans committed changes out to this instance's streams. */
export async function createEventHub(
  db: Db,
  /** Read at each use: the key may be rotated while the app runs (tests do). */
  jwtSecret: () => string,
  log: FastifyBaseLogger,
  opts: EventsOptions = {},
) {
  const heartbeatMs = opts.heartbeatMs ?? 15_000;
  const tickets = createTicketDesk(jwtSecret);
  const ring = createRing(opts.ringSize ?? 1_000);
  const streams = createStreams(db);
  const publish = (event: Sent["event"], data: string) =>
    streams.broadcast(frame(ring.add(event, data)));
  const timing = { coalesceMs: opts.coalesceMs ?? 50, maxWaitMs: opts.maxWaitMs ?? 250 };
  const changes = createCoalescer(db, log, timing, (data) => publish("change", data));
  // not in the ring: a stream that (re)opens gets the whole table instead
  const presence = createPresence(db, log, heartbeatMs * 3, streams.broadcast);

  const unlisten = [
    // on a gap, notifications may have been missed while the LISTEN connection was down: every
    // screen refetches (a catch-up across this point replays the refresh too)
    await db.listen(CHANGES_CHANNEL, changes.onChange, () => publish("refresh", "{}")),
    await db.listen(SESSIONS_CHANNEL, (p) => void streams.sessionsEnded(Number(p))),
    await db.listen(PRESENCE_CHANNEL, presence.onNotice),
  ];

  const heartbeat = setInterval(() => {
    tickets.prune(Date.now());
    streams.heartbeat();
    presence.tick(streams.ids());
  }, heartbeatMs);
  heartbeat.unref();

  return {
    heartbeatMs,

    /** A one-use ticket (30 s) for the session of the access token that asked for it. */
    ticket: tickets.issue,

    /** The session a Bearer token or a ticket stands for, or undefined (→ 401). */
    async session(auth: { bearer?: string; ticket?: string }): Promise<StreamSession | undefined> {
      let s: StreamSession | undefined;
      try {
        if (auth.bearer) {
          const c = await verifyAccessToken(auth.bearer, jwtSecret());
          s = { userId: c.id, sid: c.sid, version: c.version, exp: decodeJwt(auth.bearer).exp! };
        } else if (auth.ticket) s = await tickets.redeem(auth.ticket);
      } catch {
        return undefined;
      }
      return s && (await streams.live(s)) ? s : undefined;
    },

    /**
     * Opens a stream: first what was missed after `lastEventId` (or `refresh` when it cannot be
     * caught up here), then every new event, until `end` or the session ends.
     */
    subscribe(
      session: StreamSession,
      lastEventId: string | undefined,
      out: { write(chunk: string): void; end(): void },
    ): () => void {
      // its id first (the browser names it in PUT /events/presence), then who is where
      const id = randomBytes(12).toString("base64url");
      const first = [
        `event: hello\ndata: ${JSON.stringify({ stream: id })}\n\n`,
        ...presence.snapshot(),
        ...(lastEventId ? ring.since(lastEventId) : []),
      ];
      return streams.subscribe(session, id, first, { ...out, ended: () => presence.left(id) });
    },

    /**
     * The screens a stream has open now, announced to every instance. False when the stream is
     * here and another user's (one elsewhere cannot be checked; its entry names the caller).
     */
    async presence(user: { id: number; username: string }, stream: string, where: string[]) {
      const owner = streams.userOf(stream);
      if (owner !== undefined && owner !== user.id) return false;
      await presence.announce({ stream, user, where });
      return true;
    },

    /** Open streams on this instance (the benchmark's count). */
    get streams() {
      return streams.size;
    },

    async close() {
      clearInterval(heartbeat);
      changes.cancel();
      streams.endAll();
      await Promise.all(unlisten.map((u) => u()));
    },
  };
}
