import type { Db } from "./connection";
import * as m0001 from "./migrations/0001_init";
import * as m0003 from "./migrations/0003_reports";
import * as m0004 from "./migrations/0004_token_version";
import * as m0005 from "./migrations/0005_order_search";
import * as m0009 from "./migrations/0009_grid_layouts";

/** Ordered, append-only. A new schema change is a new file here, never an edit of an old one. */
const migrations = [
  { version: 1, name: "init", up: m0001.up },
  { version: 3, name: "reports", up: m0003.up },
  { version: 4, name: "token_version", up: m0004.up },
  { version: 5, name: "order_search", up: m0005.up },
  { version: 9, name: "grid_layouts", up: m0009.up },
];

export async function migrate(db: Db): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(
    (await db.query<{ version: number }>("SELECT version FROM schema_migrations")).map(
      (r) => r.version,
    ),
  );
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.up);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        m.version,
        m.name,
      ]);
    });
    applied.push(m.version);
  }
  return applied;
}
