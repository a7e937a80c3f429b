// The e2e project's globalSetup: prepares ONE data dir with the demo data and one without
// (migrations, owner, seed: ~6 s a server on this machine), so each test file's server starts on
// a copy (~1 s; tests/helpers/server.ts) instead of building its own. The paths travel to the
// workers in the environment, which the worker processes inherit; bench scripts, which start
// servers outside vitest, see no such variable and prepare their own as before.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareDatabase } from "../../src/server/start";
import { sweepDeadRunDirs } from "./dead-runs";
import { E2E_IMAGE_ENV, serverConfig } from "./server";

export default async function setup(): Promise<() => void> {
  sweepDeadRunDirs("kt-e2e-image");
  const root = mkdtempSync(join(tmpdir(), `kt-e2e-image-${process.pid}-`));
  for (const seedDemo of [true, false]) {
    const dir = join(root, seedDemo ? "demo" : "empty");
    const db = await prepareDatabase(serverConfig(dir, { seedDemo }), () => undefined);
    await db.close();
  }
  process.env[E2E_IMAGE_ENV] = root;
  return () => rmSync(root, { recursive: true, force: true });
}
