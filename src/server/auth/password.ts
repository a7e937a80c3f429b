import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { HttpError } from "../http-error";

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash.
const N = 32768;
const R = 8;
const P = 1;
const KEYLEN = 32;

export const HASH_BUSY_MESSAGE = "Server sedang sibuk. Coba lagi dalam beberapa detik.";

/**
 * scrypt runs on libuv's thread pool (4 threads), which also reads the static files and
 * resolves names: a storm of hashes there starved index.html for seconds (issue 20). Hashes run
 * at most `concurrency` at a time, at most `queueLimit` wait, and beyond that the request is
 * refused at once (503 + Retry-After) instead of queuing behind the storm.
 */
const hashing = { concurrency: 2, queueLimit: 16, active: 0, waiting: [] as (() => void)[] };

export function configurePasswordHashing(opts: { concurrency: number; queueLimit: number }) {
  hashing.concurrency = opts.concurrency;
  hashing.queueLimit = opts.queueLimit;
}

async function inHashQueue<T>(fn: () => Promise<T>): Promise<T> {
  if (hashing.active >= hashing.concurrency) {
    if (hashing.waiting.length >= hashing.queueLimit)
      throw new HttpError(503, HASH_BUSY_MESSAGE, 2);
    await new Promise<void>((resolve) => hashing.waiting.push(resolve));
  } else hashing.active++;
  try {
    return await fn();
  } finally {
    // hand the slot straight to the next waiter (active stays counted), else free it
    const next = hashing.waiting.shift();
    if (next) next();
    else hashing.active--;
  }
}

function scrypt(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return inHashQueue(
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password, salt, KEYLEN, { ...opts, maxmem: 128 * N * R * 2 }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, key] = stored.split("$");
  if (alg !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
export const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${"A".repeat(22)}$${"A".repeat(43)}`;
