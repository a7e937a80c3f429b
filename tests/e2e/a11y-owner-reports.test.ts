// Accessibility (issue 25), the owner's walk over the reports, kas and rekap pages: axe-core on each route, then every
// button of its content and every cell editor of its first grid row (tests/helpers/axe-walk.ts):
// 0 critical and 0 serious violations, and each dialog gives the focus back to its opener when
// Escape closes it. Split from a11y.test.ts so the walk's halves run beside the other files.
import { afterAll, beforeAll, expect, it } from "vitest";
import { E2E_OWNER, startServer, type RunningServer } from "../helpers/server";
import { openBrowser, type Browser } from "../helpers/browser";
import { routesOfTable, type RouteUnderTest } from "../helpers/axe";
import { axeWalker, OWNER_REPORT_ROUTES } from "../helpers/axe-walk";

let srv: RunningServer;
let b: Browser;
let routes: RouteUnderTest[];

beforeAll(async () => {
  srv = await startServer({ seedDemo: true });
  b = await openBrowser({ bypassCSP: true });
  routes = (await routesOfTable(srv.db)).filter((r) => OWNER_REPORT_ROUTES.test(r.url));
});
afterAll(async () => {
  await b?.close();
  await srv?.close();
});

it("owner: every report, kas and rekap route, dialog, popover and cell editor", async () => {
  expect(routes.length).toBeGreaterThan(5);
  await axeWalker(srv.url).walkRoutes(b.page, "owner", E2E_OWNER, routes, true);
}, 900_000);
