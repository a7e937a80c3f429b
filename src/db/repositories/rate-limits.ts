// Throttle counters shared by every app instance on one database (fixed windows).
import type { Queryable } from "../connection";

export interface WindowHit {
  key: string;
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (≥ 1). */
  retry_after: number;
}

/**
 * Counts one hit on every key in one statement (one round trip, atomic per key on both
 * databases): a window that has ended starts again at 1. Keys must be distinct.
 */
export async function hitWindows(
  db: Queryable,
  keys: string[],
  windowSeconds: number,
): Promise<WindowHit[]> {
  return db.query<WindowHit>(
    `INSERT INTO rate_limits AS r (key, hits, reset_at)
       SELECT k, 1, now() + make_interval(secs => $2) FROM unnest($1::text[]) AS k
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
       reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
     RETURNING key, hits,
       greatest(1, ceil(extract(epoch FROM reset_at - now())))::int AS retry_after`,
    [keys, windowSeconds],
  );
}

/** Old windows are dead weight: dropped now and then by the throttle. */
export async function deleteEndedWindows(db: Queryable): Promise<void> {
  await db.query("DELETE FROM rate_limits WHERE reset_at < now() - interval '1 minute'");
}
