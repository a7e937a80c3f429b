import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { diskMessage, lockDataDir, StartError, type DataDirLock } from "./data-dir-lock";

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: "pglite" | "pg";
  /** Every multi-statement write goes through here (PGlite has one shared connection). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel`: `onPayload` gets each NOTIFY payload once its transaction committed
   * (PostgreSQL delivers none of a rolled-back one). PostgreSQL: one dedicated connection outside
   * the pool, reconnected after a drop, `onGap` called then (notifications in between are lost);
   * PGlite: in process. Returns the unlisten.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite on disk: the DATA_DIR lock this process holds until close(). */
  readonly lock?: DataDirLock;
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

/** int8 and SUM() results become JS numbers; anything beyond 2^53 is a bug, not a rounding. */
function toSafeNumber(text: string): number {
  const n = Number(text);
  if (/^-?\d+$/.test(text) && !Number.isSafeInteger(n)) {
    throw new Error(`Nilai angka di luar batas aman: ${text}`);
  }
  return n;
}
const keepText = (text: string) => text;
const toIso = (text: string) =>
  new Date(text.includes("T") || /[+-]\d\d$/.test(text) ? text : text + "Z").toISOString();

const parsers: Record<number, (text: string) => unknown> = {
  [OID.INT8]: toSafeNumber,
  [OID.NUMERIC]: toSafeNumber,
  [OID.DATE]: keepText,
  [OID.TIMESTAMP]: toIso,
  [OID.TIMESTAMPTZ]: (t) => new Date(t).toISOString(),
};

/** The PGlite behind each Db openPglite made, for dumpPglite. */
const pgliteOf = new WeakMap<Db, PGlite>();

/**
 * PGlite in memory, or on disk under `dataDir`. With `lockDir` (the DATA_DIR) the folder is
 * locked first: a second process refuses before it touches a file (data-dir-lock.ts). With
 * `image` (a tarball from dumpPglite) it starts from that data dir instead of an empty one.
 */
export async function openPglite(
  dataDir?: string,
  opts: { lockDir?: string; image?: Blob } = {},
): Promise<Db> {
  const lock = opts.lockDir ? await lockDataDir(opts.lockDir) : undefined;
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir ?? "memory://", {
      parsers: { ...parsers, [pgliteTypes.INT8]: toSafeNumber },
      // the order search's trigram indexes (migration 0005)
      extensions: { pg_trgm },
      loadDataDir: opts.image,
    });
  } catch (err) {
    lock?.release();
    const disk = dataDir && diskMessage(dataDir, err);
    throw disk ? new StartError(disk) : err;
  }
  const wrap = (q: Pick<PGlite, "query" | "exec">): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const res = await q.query<T>(sql, params as never);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(db);
  const opened: Db = {
    kind: "pglite",
    query: base.query,
    exec: base.exec,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx as never))),
    async listen(channel, onPayload) {
      const unlisten = await db.listen(channel, onPayload);
      // a database closed first (a failed start, a test closing it) has no listener left to drop
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    lock,
    async close() {
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
  pgliteOf.set(opened, db);
  return opened;
}

/**
 * The whole data dir of a PGlite openPglite made, as an uncompressed tarball: the tests migrate
 * one database per run and load this image in every file (tests/helpers/db-image.ts).
 */
export async function dumpPglite(db: Db): Promise<Blob> {
  const pglite = pgliteOf.get(db);
  if (!pglite) throw new Error("dumpPglite: not a database from openPglite");
  return pglite.dumpDataDir("none");
}

/**
 * `read` with PostgreSQL's parallel workers allowed, which the app's connections have off
 * (openPg): for the one read that scans every order of a range, the reconciliation (1.45 s
 * with two workers at 10 M orders, 2.24 s without). One statement's transaction; PGlite has no
 * parallel query and runs `read` as it is.
 */
export function withParallelScan<T>(db: Db, read: (q: Queryable) => Promise<T>): Promise<T> {
  if (db.kind !== "pg") return read(db);
  return db.transaction(async (tx) => {
    await tx.exec("SET LOCAL max_parallel_workers_per_gather = 2");
    return read(tx);
  });
}

/** Bounds for a PostgreSQL that is down or frozen (PG_CONNECT_TIMEOUT_MS, PG_STATEMENT_TIMEOUT_MS). */
export interface PgTimeouts {
  connectMs: number;
  statementMs: number;
}
const DEFAULT_PG_TIMEOUTS: PgTimeouts = { connectMs: 5_000, statementMs: 30_000 };

export async function openPg(
  connectionString: string,
  max = 10,
  timeouts: PgTimeouts = DEFAULT_PG_TIMEOUTS,
): Promise<Db> {
  const typeParsers = {
    getTypeParser: ((oid: number, format?: string) =>
      parsers[oid] ??
      pg.types.getTypeParser(oid, format as never)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({
    connectionString,
    max,
    types: typeParsers,
    connectionTimeoutMillis: timeouts.connectMs,
    // the server cancels a slow statement; a frozen server cannot, so the client gives up too
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + timeouts.connectMs,
    // No parallel query: the app's statements read rollups and pages, where starting two
    // workers cost more than it saved (the payout ledger's SQL at 10 M orders: 40 ms with a
    // Gather, 13 ms without), and N app servers' requests share the database's cores anyway
    options: "-c max_parallel_workers_per_gather=0",
    keepAlive: true,
  });
  pool.on("error", () => undefined); // an idle client dropping must not kill the process
  try {
    await pool.query("SELECT 1");
  } catch (err) {
    await pool.end().catch(() => undefined);
    const e = err as { code?: string; message?: string };
    throw new StartError(
      `PostgreSQL (DATABASE_URL) tidak dapat dihubungi: ${e.code ?? e.message ?? String(err)}.`,
    );
  }
  return {
    kind: "pg",
    async query<T>(sql: string, params?: unknown[]) {
      const res = await pool.query(sql, params);
      return res.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn({
          async query<T>(sql: string, params?: unknown[]) {
            return (await client.query(sql, params)).rows as T[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query("COMMIT");
        return result;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, onGap) =>
      listenPg(connectionString, typeParsers, timeouts, channel, onPayload, onGap),
    close: () => pool.end(),
  };
}

const LISTEN_RETRY_MS = [250, 1_000, 5_000];

/**
 * A LISTEN connection of its own (a pooled client goes back to the pool and stops hearing).
 * A dropped connection is opened again with backoff; `onGap` says notifications may be missed.
 */
async function listenPg(
  connectionString: string,
  typeParsers: pg.ClientConfig["types"],
  timeouts: PgTimeouts,
  channel: string,
  onPayload: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  const open = async () => {
    const c = new pg.Client({
      connectionString,
      types: typeParsers,
      connectionTimeoutMillis: timeouts.connectMs,
      keepAlive: true,
    });
    c.on("notification", (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    c.on("error", () => undefined);
    c.on("end", () => {
      if (stopped || client !== c) return;
      client = undefined;
      schedule();
    });
    await c.connect();
    // the channel is a constant of ours, never user input: quoted as an identifier anyway
    await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    client = c;
    failures = 0;
  };
  const schedule = () => {
    if (stopped) return;
    const wait = LISTEN_RETRY_MS[Math.min(failures++, LISTEN_RETRY_MS.length - 1)];
    retry = setTimeout(() => {
      open().then(
        () => onGap?.(),
        () => schedule(),
      );
    }, wait);
    retry.unref();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => undefined);
  };
}

export function openDb(opts: {
  databaseUrl?: string;
  dataDir?: string;
  lockDir?: string;
  pgTimeouts?: PgTimeouts;
}): Promise<Db> {
  return opts.databaseUrl
    ? openPg(opts.databaseUrl, 10, opts.pgTimeouts)
    : openPglite(opts.dataDir, { lockDir: opts.lockDir });
}
