// Who has which screen open (the live stream's `event: presence`, README "Live updates"): each
// browser names the screens its stream has open (PUT /events/presence), the instance that heard
// it announces it on PRESENCE_CHANNEL, and every instance keeps the same table from those
// notices and tells its own streams what changed. The instance holding a stream announces its
// screens again every heartbeat and `[]` when it closes; an entry no instance renewed for
// `expireMs` (its server died) is dropped. Ids and names only: nothing is stored.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connection";
import { announcePresence } from "../db/repositories/presence";
import type { PresenceEvent } from "../contract/events";

interface Entry extends PresenceEvent {
  seen: number;
}

const frame = (e: PresenceEvent) =>
  `event: presence\ndata: ${JSON.stringify({ stream: e.stream, user: e.user, where: e.where })}\n\n`;

/** A notice as sent by `announce`, or undefined for anything else on the channel. */
function parse(payload: string): PresenceEvent | undefined {
  try {
    const p = JSON.parse(payload) as PresenceEvent;
    const ok =
      typeof p.stream === "string" &&
      typeof p.user?.id === "number" &&
      typeof p.user.username === "string" &&
      Array.isArray(p.where) &&
      p.where.every((w) => typeof w === "string");
    return ok ? p : undefined;
  } catch {
    return undefined;
  }
}

export function createPresence(
  db: Db,
  log: FastifyBaseLogger,
  expireMs: number,
  /** Writes a frame to every stream of this instance. */
  broadcast: (text: string) => void,
) {
  // keyed by user and stream: a stream id names nobody else's entry
  const entries = new Map<string, Entry>();
  const keyOf = (e: PresenceEvent) => `${e.user.id}:${e.stream}`;

  const announce = (e: PresenceEvent) =>
    announcePresence(db, JSON.stringify({ stream: e.stream, user: e.user, where: e.where })).catch(
      (err) => log.warn({ err }, "presence: announce failed"),
    );

  function drop(key: string, e: Entry) {
    entries.delete(key);
    broadcast(frame({ ...e, where: [] }));
  }

  return {
    announce,

    /** A notice from any instance (this one's included): the table, then the streams. */
    onNotice(payload: string) {
      const e = parse(payload);
      if (!e) return;
      const key = keyOf(e);
      const old = entries.get(key);
      if (!e.where.length) {
        if (old) drop(key, old);
        return;
      }
      entries.set(key, { ...e, seen: Date.now() });
      // a renewal changes nothing on screen: only a change is sent
      if (old?.where.join() !== e.where.join()) broadcast(frame(e));
    },

    /** Every entry, for a stream that just opened. */
    snapshot: () => [...entries.values()].map(frame),

    /** A stream of this instance closed: it left every screen. */
    left(stream: string) {
      for (const e of entries.values()) if (e.stream === stream) void announce({ ...e, where: [] });
    },

    /** Heartbeat: this instance's streams renew their entries; those nobody renewed expire. */
    tick(local: ReadonlySet<string>) {
      const now = Date.now();
      for (const [key, e] of entries) {
        if (local.has(e.stream)) void announce(e);
        else if (now - e.seen > expireMs) drop(key, e);
      }
    },
  };
}
