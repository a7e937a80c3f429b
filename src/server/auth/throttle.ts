import type { Db } from "../../db/connection";
import { deleteEndedWindows, hitWindows } from "../../db/repositories/rate-limits";
import { HttpError } from "../http-error";

const THROTTLE_MESSAGE = "Terlalu banyak percobaan. Coba lagi dalam 1 menit.";
const WINDOW_SECONDS = 60;

/** One ceiling: at most `max` hits per minute on `key`. */
export interface Ceiling {
  key: string;
  max: number;
}

let hitsSinceSweep = 0;

/**
 * Keys this instance already saw over their ceiling, and until when (ms). A storm from one
 * address is mostly refusals: answering those from memory keeps 400 database writes (each a
 * synchronous WAL write on PGlite's event loop, ~5 ms) off the path every other request waits
 * on. Counting them would change nothing: the window ends at its fixed time either way. Per
 * database, as the counts are.
 */
const refusedUntil = new WeakMap<Db, Map<string, number>>();

function refusedFor(db: Db): Map<string, number> {
  let m = refusedUntil.get(db);
  if (!m) refusedUntil.set(db, (m = new Map()));
  return m;
}

/**
 * Counts one attempt against every ceiling (in the database, so every instance on one
 * PostgreSQL shares the counts) and refuses with 429 + Retry-After when any is over. Runs
 * before the password is hashed, so a refused attempt costs one small query, not 32 MiB of
 * scrypt.
 */
export async function throttle(db: Db, ceilings: Ceiling[]): Promise<void> {
  const unique = [...new Map(ceilings.map((c) => [c.key, c])).values()];
  const refused = refusedFor(db);
  const now = Date.now();
  const until = Math.max(0, ...unique.map((c) => refused.get(c.key) ?? 0));
  if (until > now) throw new HttpError(429, THROTTLE_MESSAGE, Math.ceil((until - now) / 1000));
  const hits = await hitWindows(
    db,
    unique.map((c) => c.key),
    WINDOW_SECONDS,
  );
  if (++hitsSinceSweep >= 1000) {
    hitsSinceSweep = 0;
    await deleteEndedWindows(db);
    for (const [key, end] of refused) if (end <= now) refused.delete(key);
  }
  const max = new Map(unique.map((c) => [c.key, c.max]));
  const over = hits.filter((h) => h.hits > max.get(h.key)!);
  // retry_after is rounded up: remembering one second less never outlasts the real window
  for (const h of over) refused.set(h.key, now + (h.retry_after - 1) * 1000);
  if (over.length)
    throw new HttpError(429, THROTTLE_MESSAGE, Math.max(...over.map((h) => h.retry_after)));
}

/** An email as a throttle key: case and surrounding blanks never make a new budget. */
export const emailKey = (email: unknown) =>
  String(email ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 200);
