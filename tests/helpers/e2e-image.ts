// The e2e project's globalSetup: prepares ONE data dir with the demo data and one without
// (migrations, owner, seed: ~6 s a server on this machine), so each test file's server starts on
// a copy (~1 s; tests/helpers/server.ts) instead of building its own. The paths travel to the
// workers in the environment, which the worker processes inherit; bench scripts, which start
// servers outside vitest, see no such variable and prepare their own as before.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareDatabase } from "../../src/server/start";
import { E2E_IMAGE_ENV, serverConfig } from "./server";

/** Whether a process of this machine still runs (EPERM: it runs under another user). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

export default async function setup(): Promise<() => void> {
  // what a killed run left (its teardown never ran); a concurrent run's dir stays
  for (const entry of readdirSync(tmpdir())) {
    const m = /^kt-e2e-image-(\d+)-/.exec(entry);
    if (m && !alive(Number(m[1]))) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  const root = mkdtempSync(join(tmpdir(), `kt-e2e-image-${process.pid}-`));
  for (const seedDemo of [true, false]) {
    const dir = join(root, seedDemo ? "demo" : "empty");
    const db = await prepareDatabase(serverConfig(dir, { seedDemo }), () => undefined);
    await db.close();
  }
  process.env[E2E_IMAGE_ENV] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
