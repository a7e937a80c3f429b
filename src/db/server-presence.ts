// Which servers use a PostgreSQL database. Every server holds a session-level shared advisory
// lock on its own connection (named in application_name) for its whole life; PostgreSQL drops
// it when that connection ends, so a killed server or host never leaves a stale mark. A restore
// takes the same lock exclusively: it fails at once while a server runs (and names them), and a
// server starting during a restore waits for it. PGlite needs none of this: its DATA_DIR lock
// (data-dir-lock.ts) already keeps a restore and a server apart.
import pg from "pg";
import { hostname } from "node:os";

/** pg_advisory_lock(int4, int4): 'KT' and 1, apart from the single-key locks of migrate/periods. */
const KEY = [0x4b54, 1] as const;

export interface Presence {
  close(): Promise<void>;
}

const connect = async (connectionString: string, name: string) => {
  const client = new pg.Client({ connectionString, application_name: name.slice(0, 63) });
  client.on("error", () => undefined); // a dropped connection is handled by its owner
  await client.connect();
  return client;
};

/**
 * Marks this server as running on the database for as long as it lives; a dropped connection
 * (PostgreSQL restarted) is opened again.
 */
export async function announceServer(connectionString: string, port: number): Promise<Presence> {
  const name = `kas-talenta ${hostname()} pid ${process.pid} port ${port}`;
  let closed = false;
  let client: pg.Client | undefined;
  const hold = async (): Promise<void> => {
    const c = await connect(connectionString, name);
    c.on("end", () => {
      if (!closed) setTimeout(() => void hold().catch(() => undefined), 5_000).unref();
    });
    await c.query("SELECT pg_advisory_lock_shared($1, $2)", [...KEY]);
    client = c;
  };
  await hold();
  return {
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Takes the database for a restore, or throws with one line naming the running servers. The
 * lock holds until `release`.
 */
export async function claimForRestore(
  connectionString: string,
  refuse: (servers: string[]) => Error,
): Promise<Presence> {
  const client = await connect(connectionString, `kas-talenta restore ${hostname()}`);
  const [{ ok }] = (
    await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS ok", [...KEY])
  ).rows;
  if (!ok) {
    const { rows } = await client.query<{ name: string; addr: string | null }>(
      `SELECT a.application_name AS name, host(a.client_addr) AS addr
         FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND l.objid = $2
          AND l.objsubid = 2 AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY 1`,
      [...KEY],
    );
    await client.end();
    throw refuse(rows.map((r) => (r.addr ? `${r.name} dari ${r.addr}` : r.name)));
  }
  return { close: () => client.end() };
}
