import { startServer, E2E_OWNER } from "./helpers/server";
import { openBrowser, signInThroughUi, settled } from "./helpers/browser";
const srv = await startServer({ seedDemo: true });
const b = await openBrowser({ width: 1366, height: 900 });
await signInThroughUi(b.page, srv.url, E2E_OWNER.email, E2E_OWNER.password);
for (const [path, name] of (process.argv[2] ?? "/admin/kas:kas").split(",").map((x) => x.split(":"))) {
  await b.page.goto(srv.url + path);
  await settled(b.page, 10_000, 400);
  await b.page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
}
await b.close();
await srv.close();
