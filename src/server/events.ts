// The live workspace's server half: committed changes in, `event: change` out to every open
// stream. The database announces each audit row after its commit (writeAudit's NOTIFY on
// CHANGES_CHANNEL: PostgreSQL's LISTEN crosses instances, PGlite's stays in process), so a
// write is heard once, by every instance, and never when it rolled back. Nothing here runs per
// use case: the audit row every money or catalog write already makes is the one hook.
import { randomBytes } from "node:crypto";
import { decodeJwt } from "jose";
import type { FastifyBaseLogger, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import type { Db } from "../db/connection";
import { CHANGES_CHANNEL } from "../db/repositories/audit";
import { changeOrigin } from "../db/change-origin";
import { SESSIONS_CHANNEL } from "../db/repositories/sessions";
import { findTokenState } from "../db/repositories/users";
import { PRESENCE_CHANNEL } from "../db/repositories/presence";
import { verifyAccessToken } from "./auth/tokens";
import { createPresence } from "./presence";
import { createCoalescer } from "./change-coalescer";
import { createTicketDesk, newStreamId, type StreamSession } from "./event-tickets";

/** One message of the stream, as written to the wire. */
interface Sent {
  seq: number;
  id: string;
  event: "change" | "refresh";
  data: string;
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
   * Notifications this close together become one event per type, user and tab (a burst, an import):
   * the event leaves once none came for `coalesceMs` (trailing), or `maxWaitMs` after the first
   * of them, so a steady stream of writes still reaches the screens.
   */
  coalesceMs?: number;
  maxWaitMs?: number;
}

const frame = (m: Sent) => `id: ${m.id}\nevent: ${m.event}\ndata: ${m.data}\n\n`;

export type EventHub = Awaited<ReturnType<typeof createEventHub>>;

/** A stream's id as `subscribe` makes them (its `hello`); any other header names no tab. */
const STREAM_ID = /^[A-Za-z0-9_-]{8,40}$/;

/**
 * preHandler of the API routes: the request runs inside the tab it comes from (`X-Live-Stream`,
 * its stream's id), so the change its write announces names that tab, which skips it while the
 * user's other tabs refetch (db/change-origin.ts). Last before the handler: the handler and all
 * it awaits run inside it.
 */
export function changeOriginHook(
  req: FastifyRequest,
  _reply: unknown,
  done: HookHandlerDoneFunction,
) {
  const header = req.headers["x-live-stream"];
  const stream = typeof header === "string" && STREAM_ID.test(header) ? header : null;
  changeOrigin.run({ stream }, done);
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

/** This instance's open streams, each ended when its session ends. */
function createStreams(db: Db) {
  const subscribers = new Set<Subscriber>();
  /** Set by `endAll` (the server is closing): a stream whose sign-in check was still running
   * then would hold the close until its socket timed out (60 s), so it ends at once. */
  let closed = false;

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
      if (closed) {
        out.end();
        return () => {};
      }
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
      closed = true;
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

    /** A one-use ticket (30 s) for the session of the access token that asked, and its stream's id. */
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
      const id = session.stream ?? newStreamId();
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
