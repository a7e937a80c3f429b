// `npm run backup` while writers run → `npm run restore` → the same figures, orders,
// audit rows and images; and PGlite → PostgreSQL → PGlite gives back the very same database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupTo, restoreFrom } from "../../src/server/backup-files";
import { loadConfig } from "../../src/server/config";
import type { Db } from "../../src/db/connection";
import { multipart, png } from "../helpers/orders";
import { testDbKind } from "../helpers/db";
import { idBlockMismatches } from "../../src/db/seed/bulk";
import {
  dumpAll,
  freshPgDatabase,
  createOrderAt,
  login,
  startInstance,
  type Instance,
} from "../helpers/instances";

const tmp = mkdtempSync(join(tmpdir(), "kt-backup-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const configFor = (env: Record<string, string>) =>
  loadConfig({ JWT_SECRET: "shared-secret-of-every-instance-long-enough", ...env } as never);

async function catalog(db: Db) {
  const [admin] = await db.query<{ id: number }>("SELECT id FROM users WHERE role = 'owner'");
  const [talent] = await db.query<{ id: number }>(
    "INSERT INTO talents (name, gender) VALUES ('Sinta', 'Woman') RETURNING id",
  );
  return { admin: admin.id, talent: talent.id };
}

/** Writes orders with a proof image through the HTTP API until stopped; acknowledged ids with when. */
function writers(inst: Instance, token: string, ids: { admin: number; talent: number }) {
  let stop = false;
  let no = 1;
  const acked: { id: number; at: number }[] = [];
  const loop = async (w: number) => {
    while (!stop) {
      const body = await multipart(
        {
          user_id: String(ids.admin),
          talents_id: String(ids.talent),
          no_order: String(w * 1_000_000 + no++),
          date: "2026-11-20",
          customer_name: `Pelanggan ${w}`,
          price: String(100_000 + no),
          tips: JSON.stringify([{ receiver_type: "talent", amount: 5_000 }]),
        },
        [["proof_image", { name: "b.png", type: "image/png", bytes: png(2 + (no % 5), 2) }]],
      );
      const res = await createOrderAt(inst.url, token, body);
      if (res.status !== 201) throw new Error(`create ${res.status} ${await res.text()}`);
      acked.push({ id: ((await res.json()) as { data: { id: number } }).data.id, at: Date.now() });
    }
  };
  const running = Promise.all(
    [1, 2, 3].map((w) =>
      loop(w).catch((err: unknown) => {
        stop = true;
        throw err;
      }),
    ),
  );
  return {
    acked,
    failed: () => stop,
    async stop() {
      stop = true;
      await running;
    },
  };
}

/** Until the writers have done enough (or failed): a wait on their state, not on a clock. */
const until = (done: () => boolean) =>
  expect.poll(done, { timeout: 120_000, interval: 50 }).toBe(true);

const globalSummary = async (url: string, token: string) =>
  (
    await fetch(`${url}/api/report/summary/global`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();

describe.runIf(testDbKind() === "pglite")("backup while writers run, then restore", () => {
  it(
    "restores the snapshot: every order, audit row and image of it, figures equal, none lost",
    { timeout: 300_000 },
    async () => {
      const src = await startInstance();
      const { token } = await login(src.url);
      const w = writers(src, token, await catalog(src.db));
      await until(() => w.acked.length >= 20 || w.failed());
      const startedAt = Date.now();
      const before = w.acked.length;
      const file = join(tmp, "live.jsonl.gz");
      const rows = await backupTo(src.config, file); // through the running server (it owns DATA_DIR)
      const during = w.acked.filter((a) => a.at >= startedAt).length;
      await until(() => w.acked.length >= before + during + 10 || w.failed());
      await w.stop();
      const ackedBeforeBackup = w.acked.filter((a) => a.at < startedAt).map((a) => a.id);

      const dir = join(tmp, "restored");
      const restored = await restoreFrom(configFor({ DATA_DIR: dir }), file);
      expect(restored).toEqual(rows);
      const dst = await startInstance({ DATA_DIR: dir });
      try {
        const src_ = await dumpAll(src.db);
        const dst_ = await dumpAll(dst.db);
        const ids = (d: Record<string, string[]>) =>
          new Set(d.orders.map((j) => (JSON.parse(j) as { id: number }).id));
        const got = ids(dst_);
        // lost: every order acknowledged before the backup started is in it
        expect(ackedBeforeBackup.filter((id) => !got.has(id))).toEqual([]);
        // every restored row is the source row, byte for byte (orders, tips, audit, images)
        for (const t of ["orders", "order_tips", "audit_log", "proof_images", "users", "talents"])
          for (const row of dst_[t]) expect(src_[t], t).toContain(row);
        // one instant: each restored order has its audit row and its image
        const audited = new Set(
          dst_.audit_log.map((j) => JSON.parse(j) as { entity_id: string }).map((a) => a.entity_id),
        );
        const images = new Set(
          dst_.proof_images.map((j) => (JSON.parse(j) as { name: string }).name),
        );
        for (const j of dst_.orders) {
          const o = JSON.parse(j) as { id: number; proof_image: string };
          expect(audited.has(String(o.id))).toBe(true);
          expect(images.has(o.proof_image)).toBe(true);
        }
        expect(dst_.proof_images).toHaveLength(dst_.orders.length);
        // the figures: the restored global summary is its own orders' sum, as the source's was
        const dstToken = (await login(dst.url)).token;
        const summary = (await globalSummary(dst.url, dstToken)) as { data: unknown };
        expect(summary.data).toBeTruthy();
        const [sums] = await dst.db.query<{ n: number; net: number }>(
          "SELECT count(*)::int AS n, sum(net_price)::bigint AS net FROM orders",
        );
        const [rollup] = await dst.db.query<{ n: number; net: number }>(
          "SELECT sum(order_count)::int AS n, sum(net_price)::bigint AS net FROM order_rollup_daily",
        );
        expect(rollup).toEqual(sums);
        expect(await idBlockMismatches(dst.db)).toBe(0);
        console.log(
          `backup during writes: ${before} orders before, ${during} written during the backup, ` +
            `${w.acked.length} acknowledged in all; restored ${got.size} orders, ` +
            `${dst_.proof_images.length} images; lost 0`,
        );

        // at rest: a second backup restores into an identical database, summary included
        const rest = join(tmp, "rest.jsonl.gz");
        await backupTo(src.config, rest);
        await dst.close();
        await restoreFrom(configFor({ DATA_DIR: dir }), rest, true);
        const again = await startInstance({ DATA_DIR: dir });
        try {
          expect(await dumpAll(again.db)).toEqual(await dumpAll(src.db));
          expect(await globalSummary(again.url, (await login(again.url)).token)).toEqual(
            await globalSummary(src.url, token),
          );
        } finally {
          await again.close();
        }
      } finally {
        await dst.close().catch(() => undefined);
        await src.close();
      }
    },
  );

  it(
    "refuses a DATA_DIR that is set up unless --force, changing nothing",
    { timeout: 120_000 },
    async () => {
      const a = await startInstance();
      const file = join(tmp, "a.jsonl.gz");
      try {
        await catalog(a.db);
        await backupTo(a.config, file);
      } finally {
        await a.close();
      }
      const b = await startInstance();
      await b.db.query("INSERT INTO talents (name, gender) VALUES ('Tetap', 'Man')");
      await b.close();
      await expect(restoreFrom(b.config, file)).rejects.toThrow(/Database tujuan tidak kosong/);
      const c = await startInstance({ DATA_DIR: b.config.dataDir });
      try {
        expect(await c.db.query("SELECT name FROM talents")).toEqual([{ name: "Tetap" }]);
      } finally {
        await c.close();
      }
    },
  );
});

describe.runIf(testDbKind() === "pg")("moving to PostgreSQL and back", () => {
  it(
    "PGlite → PostgreSQL → PGlite gives back the same database",
    { timeout: 300_000 },
    async () => {
      const src = await startInstance({ SEED_DEMO: "true" });
      const { token } = await login(src.url);
      const w = writers(src, token, await catalog(src.db));
      await until(() => w.acked.length >= 10 || w.failed());
      await w.stop();
      await src.close(); // offline backup of a stopped PGlite locks and reads the folder itself
      const pgDb = await freshPgDatabase();
      try {
        const one = join(tmp, "pglite.jsonl.gz");
        const rows = await backupTo(src.config, one);
        expect(rows.orders).toBeGreaterThan(2000);
        expect(rows.proof_images).toBeGreaterThanOrEqual(10);
        const pgConfig = configFor({ DATABASE_URL: pgDb.url, DATA_DIR: join(tmp, "pg-data") });
        expect(await restoreFrom(pgConfig, one)).toEqual(rows);
        const two = join(tmp, "pg.jsonl.gz");
        expect(await backupTo(pgConfig, two)).toEqual(rows);
        const back = join(tmp, "back");
        await restoreFrom(configFor({ DATA_DIR: back }), two);

        const source = await startInstance({ DATA_DIR: src.config.dataDir });
        const onPg = await startInstance({ DATABASE_URL: pgDb.url });
        const final = await startInstance({ DATA_DIR: back });
        try {
          const expected = await dumpAll(source.db);
          expect(await dumpAll(onPg.db)).toEqual(expected);
          expect(await dumpAll(final.db)).toEqual(expected);
          const sum = await globalSummary(source.url, (await login(source.url)).token);
          expect(await globalSummary(onPg.url, (await login(onPg.url)).token)).toEqual(sum);
        } finally {
          await Promise.all([source.close(), onPg.close(), final.close()]);
        }
      } finally {
        await pgDb.drop();
      }
    },
  );
});
