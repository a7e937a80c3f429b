import type { Db, Queryable } from "./connection";
import * as m0001 from "./migrations/0001_init";
import * as m0003 from "./migrations/0003_reports";
import * as m0004 from "./migrations/0004_token_version";
import * as m0005 from "./migrations/0005_order_search";
import * as m0006 from "./migrations/0006_proof_images";
import * as m0007 from "./migrations/0007_row_versions";
import * as m0009 from "./migrations/0009_grid_layouts";
import * as m0010 from "./migrations/0010_payouts";
import * as m0011 from "./migrations/0011_unique_names";
import * as m0012 from "./migrations/0012_grid_views";
import * as m0013 from "./migrations/0013_rollup_add";
import * as m0014 from "./migrations/0014_imports";
import * as m0015 from "./migrations/0015_slip_shares";
import * as m0016 from "./migrations/0016_rollup_props";
import * as m0017 from "./migrations/0017_rollup_person_key";
import * as m0018 from "./migrations/0018_customer_names";
import * as m0019 from "./migrations/0019_person_customer_idx";
import * as m0020 from "./migrations/0020_order_id_blocks";

/**
 * Ordered, append-only. A new schema change is a new file here, never an edit of an old one.
 * Versions are compared, not counted: numbers a branch reserved and never shipped (2, 8) leave
 * harmless gaps, and the start log lists what is applied.
 */
const migrations = [
  { version: 1, name: "init", up: m0001.up },
  { version: 3, name: "reports", up: m0003.up },
  { version: 4, name: "token_version", up: m0004.up },
  { version: 5, name: "order_search", up: m0005.up },
  { version: 6, name: "proof_images", up: m0006.up },
  { version: 7, name: "row_versions", up: m0007.up },
  { version: 9, name: "grid_layouts", up: m0009.up },
  { version: 10, name: "payouts", up: m0010.up },
  { version: 11, name: "unique_names", up: m0011.up },
  { version: 12, name: "grid_views", up: m0012.up },
  { version: 13, name: "rollup_add", up: m0013.up },
  { version: 14, name: "imports", up: m0014.up },
  { version: 15, name: "slip_shares", up: m0015.up },
  { version: 16, name: "rollup_props", up: m0016.up },
  { version: 17, name: "rollup_person_key", up: m0017.up },
  { version: 18, name: "customer_names", up: m0018.up },
  { version: 19, name: "person_customer_idx", up: m0019.up },
  { version: 20, name: "order_id_blocks", up: m0020.up },
];

/** Every version this code knows (a backup names the ones it was taken at). */
export const MIGRATION_VERSIONS = migrations.map((m) => m.version);

/**
 * One key for "this database is being set up": N app instances starting together on an empty
 * PostgreSQL database take turns (PGlite is one process anyway; the lock is harmless there).
 */
const SETUP_LOCK = 4_716_218_001;
export const takeSetupLock = (tx: Queryable) =>
  tx.query("SELECT pg_advisory_xact_lock($1)", [SETUP_LOCK]);

/**
 * Applies the pending migrations (only those in `only`, when given: a restore replays a backup's
 * versions first). Each runs in its own transaction under the setup lock and re-reads what is
 * done inside it, so a second instance waits and then finds nothing left to do.
 */
export async function migrate(db: Db, only?: ReadonlySet<number>): Promise<number[]> {
  // concurrent CREATE TABLE IF NOT EXISTS can still collide on PostgreSQL: under the lock too
  await db.transaction(async (tx) => {
    await takeSetupLock(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const applied: number[] = [];
  for (const m of migrations) {
    if (only && !only.has(m.version)) continue;
    const ran = await db.transaction(async (tx) => {
      await takeSetupLock(tx);
      const done = await tx.query("SELECT 1 FROM schema_migrations WHERE version = $1", [
        m.version,
      ]);
      if (done.length) return false;
      await tx.exec(m.up);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        m.version,
        m.name,
      ]);
      return true;
    });
    if (ran) applied.push(m.version);
  }
  return applied;
}
