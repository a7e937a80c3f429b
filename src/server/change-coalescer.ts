// Change notices (an audit row's NOTIFY, db/repositories/audit.ts) in, one `change` event per
// burst out: a thousand audit rows of one import are one event per type, user and tab.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/connection";
import type { ChangeNotice } from "../db/repositories/audit";
import { findUsername } from "../db/repositories/users";
import type { ChangeEvent, ChangeType } from "../contract/events";

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

/** Ids listed in one event at most; past it the event names none and readers refetch the type. */
const MAX_IDS = 500;

/**
 * Change notices in, one `change` event per type, user and tab (`stream`) out for each burst
 * of them, naming who made it from where: trailing `coalesceMs` after the last notice, at most `maxWaitMs` after the first.
 */
export function createCoalescer(
  db: Db,
  log: FastifyBaseLogger,
  timing: { coalesceMs: number; maxWaitMs: number },
  publish: (data: string) => void,
) {
  const usernames = new Map<number, string | null>();
  let pending = new Map<
    string,
    { type: ChangeType; ids: Set<string>; by: number | null; stream: string | null; at: string }
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
      const name = await username(g.by).catch(() => null);
      const by = { id: g.by, username: name, stream: g.stream };
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
      // a notice of an instance running the version before names none
      const stream = typeof n.s === "string" ? n.s : null;
      const key = `${type}:${n.u}:${stream ?? ""}`;
      const group = pending.get(key) ?? {
        type,
        ids: new Set<string>(),
        by: n.u,
        stream,
        at: n.t,
      };
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
