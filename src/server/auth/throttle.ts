import type { Db } from "../../db/connection";
import { deleteEndedWindows, hitWindows } from "../../db/repositories/rate-limits";
import { HttpError } from "../http-error";

export const THROTTLE_MESSAGE = "Terlalu banyak percobaan. Coba lagi dalam 1 menit.";
const WINDOW_SECONDS = 60;

/** One ceiling: at most `max` hits per minute on `key`. */
export interface Ceiling {
  key: string;
  max: number;
}

let hitsSinceSweep = 0;

/**
 * Counts one attempt against every ceiling (in the database, so every instance on one
 * PostgreSQL shares the counts) and refuses with 429 + Retry-After when any is over. Runs
 * before the password is hashed, so a refused attempt costs one small query, not 32 MiB of
 * scrypt.
 */
export async function throttle(db: Db, ceilings: Ceiling[]): Promise<void> {
  const unique = [...new Map(ceilings.map((c) => [c.key, c])).values()];
  const hits = await hitWindows(
    db,
    unique.map((c) => c.key),
    WINDOW_SECONDS,
  );
  if (++hitsSinceSweep >= 1000) {
    hitsSinceSweep = 0;
    await deleteEndedWindows(db);
  }
  const max = new Map(unique.map((c) => [c.key, c.max]));
  const over = hits.filter((h) => h.hits > max.get(h.key)!);
  if (over.length)
    throw new HttpError(429, THROTTLE_MESSAGE, Math.max(...over.map((h) => h.retry_after)));
}

/** An email as a throttle key: case and surrounding blanks never make a new budget. */
export const emailKey = (email: unknown) =>
  String(email ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 200);
