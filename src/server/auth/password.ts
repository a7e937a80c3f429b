import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { HttpError } from "../http-error";

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash.
const N = 32768;
const R = 8;
const P = 1;
const KEYLEN = 32;

const HASH_BUSY_MESSAGE = "Server sedang sibuk. Coba lagi dalam beberapa detik.";

/**
 * scrypt runs on libuv's thread pool (4 threads), which also reads the static files and
 * resolves names: a storm of hashes there starved index.html for seconds. Hashes run
 * at most `concurrency` at a time, at most `queueLimit` wait, and beyond that the request is
 * refused at once (503 + Retry-After) instead of queuing behind the storm.
 *
 * The queue is shared fairly between client addresses (auth/address.ts): one address runs at
 * most half the hashes at once and holds at most a quarter of the waiting places, and a freed
 * slot goes to the address that started a hash least recently. A plain FIFO put a real user
 * behind one address's whole storm, or refused them once the storm had filled the queue.
 *
 * Known devices (a signed device cookie of that account, auth/device.ts; `from` starts with
 * KNOWN_DEVICE) have a lane of their own: they wait in their own `queueLimit` places and start
 * before any unknown waiter, so a storm of strangers (8 addresses × 30 wrong logins filled the
 * shared queue and a real user waited 3.7 s for a 503) never holds back a returning user.
 */
export const KNOWN_DEVICE = "device:";
const isKnown = (from: string) => from.startsWith(KNOWN_DEVICE);
const hashing = {
  concurrency: 2,
  queueLimit: 16,
  running: 0,
  waiting: [] as { from: string; start: () => void }[],
  byAddress: new Map<string, { running: number; waiting: number; lastStart: number }>(),
  starts: 0,
};

export function configurePasswordHashing(opts: { concurrency: number; queueLimit: number }) {
  hashing.concurrency = opts.concurrency;
  hashing.queueLimit = opts.queueLimit;
}

const runShare = () => Math.max(1, Math.floor(hashing.concurrency / 2));
const waitShare = () => Math.max(1, Math.floor(hashing.queueLimit / 4));
const addressState = (from: string) => {
  let s = hashing.byAddress.get(from);
  if (!s) hashing.byAddress.set(from, (s = { running: 0, waiting: 0, lastStart: 0 }));
  return s;
};

/** Starts waiters while slots are free: fewest running first, then least recently served. */
function pump() {
  while (hashing.running < hashing.concurrency) {
    let best: (typeof hashing.waiting)[number] | undefined;
    for (const w of hashing.waiting) {
      const s = addressState(w.from);
      const b = best && addressState(best.from);
      if (s.running >= runShare()) continue;
      if (best && isKnown(best.from) !== isKnown(w.from)) {
        if (isKnown(w.from)) best = w; // the known lane first
        continue;
      }
      if (!b || s.running < b.running || (s.running === b.running && s.lastStart < b.lastStart))
        best = w;
    }
    if (!best) return;
    hashing.waiting.splice(hashing.waiting.indexOf(best), 1);
    const s = addressState(best.from);
    s.waiting--;
    s.running++;
    s.lastStart = ++hashing.starts;
    hashing.running++;
    best.start();
  }
}

async function inHashQueue<T>(from: string, fn: () => Promise<T>): Promise<T> {
  const mine = addressState(from);
  const lane = hashing.waiting.filter((w) => isKnown(w.from) === isKnown(from)).length;
  if (lane >= hashing.queueLimit || mine.waiting >= waitShare()) {
    if (!mine.running && !mine.waiting) hashing.byAddress.delete(from);
    throw new HttpError(503, HASH_BUSY_MESSAGE, 2);
  }
  await new Promise<void>((start) => {
    hashing.waiting.push({ from, start });
    mine.waiting++;
    pump();
  });
  try {
    return await fn();
  } finally {
    hashing.running--;
    if (!--mine.running && !mine.waiting) hashing.byAddress.delete(from);
    pump();
  }
}

/** Hashes running and waiting, and the addresses the queue holds state for (tests). */
export const passwordHashLoad = () => ({
  running: hashing.running,
  waiting: hashing.waiting.length,
  addresses: hashing.byAddress.size,
});

function scrypt(
  password: string,
  salt: Buffer,
  opts: ScryptOptions,
  from: string,
): Promise<Buffer> {
  return inHashQueue(
    from,
    () =>
      new Promise((resolve, reject) =>
        scryptCb(password, salt, KEYLEN, { ...opts, maxmem: 128 * N * R * 2 }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** `from`: the client's addressKey, its share of the hash queue ("" for the server's own). */
export async function hashPassword(password: string, from = ""): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r: R, p: P }, from);
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(
  password: string,
  stored: string,
  from = "",
): Promise<boolean> {
  const [alg, n, r, p, salt, key] = stored.split("$");
  if (alg !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await scrypt(
    password,
    Buffer.from(salt, "base64url"),
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    },
    from,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
export const DUMMY_HASH = `scrypt$${N}$${R}$${P}$${"A".repeat(22)}$${"A".repeat(43)}`;
