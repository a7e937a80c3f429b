// The one backup format for PGlite and PostgreSQL: JSON lines, gzipped by the caller.
//
//   {"format":"kas-talenta-backup","version":1,"migrations":[1,3,…],"source":"pglite",…}
//   {"table":"users","columns":["id",…]}            tables in foreign-key order
//   {"t":"users","r":{…row_to_json…}}                 one line per row (bytea as "\\x…" hex)
//   {"sequence":"users_id_seq","last_value":12,"is_called":true}
//   {"end":true,"rows":{"users":4,…}}                 a missing trailer = a truncated file
//
// Rows are PostgreSQL's own JSON text (row_to_json) and go back through json_populate_recordset,
// so no value passes through a JavaScript number or Date: timestamps keep their microseconds,
// money its digits, images their bytes. Proof images are rows of proof_images like any other.
import type { Db, Queryable } from "./connection";
import { MIGRATION_VERSIONS, migrate } from "./migrate";

const BACKUP_FORMAT = "kas-talenta-backup";
const BACKUP_VERSION = 1;
const BATCH = 500;

interface BackupHeader {
  format: string;
  version: number;
  migrations: number[];
  source: Db["kind"];
  created_at: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Data tables in an order where every foreign key points to an earlier one. */
async function tablesInOrder(q: Queryable): Promise<string[]> {
  const tables = (
    await q.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
         AND table_name <> 'schema_migrations' ORDER BY table_name`,
    )
  ).map((r) => r.name);
  const deps = await q.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  );
  const ordered: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (ordered.includes(t) || path.has(t)) return;
    path.add(t);
    for (const d of deps) if (d.child === t && d.parent !== t) visit(d.parent, path);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered.filter((t) => tables.includes(t));
}

async function columnsOf(q: Queryable, table: string): Promise<string[]> {
  return (
    await q.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
       ORDER BY ordinal_position`,
      [table],
    )
  ).map((r) => r.name);
}

/**
 * Writes the whole database as one snapshot. On PostgreSQL a REPEATABLE READ, READ ONLY
 * transaction (writers go on; the backup sees one instant). On PGlite the one connection is
 * held for the whole backup, so writers wait until it ends.
 */
export async function writeBackup(
  db: Db,
  emit: (line: string) => void | Promise<void>,
): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    if (db.kind === "pg")
      await tx.exec("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
    await tx.exec("SET LOCAL TimeZone = 'UTC'");
    const migrations = (
      await tx.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version")
    ).map((r) => r.version);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      migrations,
      source: db.kind,
      created_at: new Date().toISOString(),
    };
    await emit(JSON.stringify(header));
    const counts: Record<string, number> = {};
    for (const table of await tablesInOrder(tx)) {
      await emit(JSON.stringify({ table, columns: await columnsOf(tx, table) }));
      const prefix = `{"t":${JSON.stringify(table)},"r":`;
      let after = "(0,0)";
      counts[table] = 0;
      for (;;) {
        const rows = await tx.query<{ c: string; j: string }>(
          `SELECT ctid::text AS c, row_to_json(x)::text AS j FROM ${ident(table)} x
           WHERE ctid > $1::tid ORDER BY ctid LIMIT ${BATCH}`,
          [after],
        );
        for (const r of rows) await emit(`${prefix}${r.j}}`);
        counts[table] += rows.length;
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1].c;
      }
    }
    const sequences = await tx.query<{ name: string }>(
      `SELECT sequence_name AS name FROM information_schema.sequences
       WHERE sequence_schema = current_schema() ORDER BY sequence_name`,
    );
    for (const { name } of sequences) {
      const [s] = await tx.query<{ last_value: number; is_called: boolean }>(
        `SELECT last_value, is_called FROM ${ident(name)}`,
      );
      await emit(JSON.stringify({ sequence: name, ...s }));
    }
    await emit(JSON.stringify({ end: true, rows: counts }));
    return counts;
  });
}

export class RestoreRefused extends Error {}

/** Set up = has an account (the owner's existence marks a set-up database, start.ts). */
async function isEmptyDatabase(db: Queryable): Promise<boolean> {
  const [{ t }] = await db.query<{ t: string | null }>("SELECT to_regclass('users')::text AS t");
  if (!t) return true;
  return (await db.query("SELECT 1 FROM users LIMIT 1")).length === 0;
}

/**
 * Restores a backup into `db` in one transaction: refuses a database that is set up unless
 * `force`; replays the backup's migrations first, loads every row with the tables' own
 * triggers off (rollups are restored as they were, not recomputed), sets the sequences, then
 * applies any migration this code has beyond the backup's.
 */
export async function restoreBackup(
  db: Db,
  lines: AsyncIterable<string>,
  opts: { force?: boolean } = {},
): Promise<Record<string, number>> {
  const it = lines[Symbol.asyncIterator]();
  const first = await it.next();
  const header = (first.done ? {} : JSON.parse(first.value)) as Partial<BackupHeader>;
  if (header.format !== BACKUP_FORMAT)
    throw new RestoreRefused("Berkas ini bukan cadangan Kas Talenta.");
  if (header.version !== BACKUP_VERSION)
    throw new RestoreRefused(`Versi format cadangan ${header.version} tidak dikenal.`);
  const unknown = (header.migrations ?? []).filter((v) => !MIGRATION_VERSIONS.includes(v));
  if (unknown.length)
    throw new RestoreRefused(
      `Cadangan dibuat oleh versi aplikasi yang lebih baru (migrasi ${unknown.join(", ")}): perbarui aplikasi dulu.`,
    );
  if (!(await isEmptyDatabase(db)) && !opts.force)
    throw new RestoreRefused(
      "Database tujuan tidak kosong. Pulihkan ke DATA_DIR / database kosong, atau tambahkan --force untuk menimpa semua isinya.",
    );
  await migrate(db, new Set(header.migrations));

  const counts = await db.transaction(async (tx) => {
    const tables = await tablesInOrder(tx);
    if (tables.length)
      await tx.exec(`TRUNCATE ${tables.map(ident).join(", ")} RESTART IDENTITY CASCADE`);
    for (const t of tables) await tx.exec(`ALTER TABLE ${ident(t)} DISABLE TRIGGER USER`);
    const counts: Record<string, number> = {};
    let table = "";
    let columns: string[] = [];
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const cols = columns.map(ident).join(", ");
      await tx.query(
        `INSERT INTO ${ident(table)} (${cols})
         SELECT ${cols} FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`,
        [`[${batch.join(",")}]`],
      );
      counts[table] = (counts[table] ?? 0) + batch.length;
      batch = [];
    };
    let ended: { rows: Record<string, number> } | undefined;
    for (let next = await it.next(); !next.done; next = await it.next()) {
      const line = next.value;
      if (!line) continue;
      const rowPrefix = `{"t":${JSON.stringify(table)},"r":`;
      if (table && line.startsWith(rowPrefix)) {
        batch.push(line.slice(rowPrefix.length, -1));
        if (batch.length >= BATCH) await flush();
        continue;
      }
      await flush();
      const item = JSON.parse(line) as {
        table?: string;
        columns?: string[];
        sequence?: string;
        last_value?: number;
        is_called?: boolean;
        end?: boolean;
        rows?: Record<string, number>;
      };
      if (item.table) {
        if (!tables.includes(item.table))
          throw new RestoreRefused(`Tabel ${item.table} dari cadangan tidak ada di database.`);
        table = item.table;
        columns = item.columns ?? [];
        counts[table] = 0;
      } else if (item.sequence) {
        await tx.query("SELECT setval($1::regclass, $2, $3)", [
          ident(item.sequence),
          item.last_value,
          item.is_called,
        ]);
      } else if (item.end) {
        ended = { rows: item.rows ?? {} };
      }
    }
    await flush();
    if (!ended) throw new RestoreRefused("Berkas cadangan terpotong (tidak ada penutup).");
    for (const [t, n] of Object.entries(ended.rows))
      if ((counts[t] ?? 0) !== n)
        throw new RestoreRefused(`Tabel ${t}: ${counts[t] ?? 0} baris dipulihkan, cadangan ${n}.`);
    for (const t of tables) await tx.exec(`ALTER TABLE ${ident(t)} ENABLE TRIGGER USER`);
    return counts;
  });
  await migrate(db);
  return counts;
}
