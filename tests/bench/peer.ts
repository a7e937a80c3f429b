// The peer the browser bench measures beside us (`npm run bench:browser -- --peer <url>`):
// react-admin's demo (marmelab/react-admin, examples/demo: "Posters Galore", react-admin 5.15,
// MUI 7, React 19), built for production and served as static files with gzip and immutable
// hashed assets like ours. Its API is answered in the page by a mock service worker over data
// generated at load (fakerest); upstream adds 300 ms to every call (`withDelay(300)` in
// src/fakeServer/rest.ts) — measure a build with it and one with `withDelay(0)`.
// How it was built here (no GitHub access): the repository's snapshot through the library's
// fetch, examples/demo copied out, its workspace packages replaced by the published ones of the
// same minor, `npm install`, `vite build`. The routes are hash routes.
import type { BrowserContext } from "playwright-core";
import type { BenchApp, BenchRoute } from "./chromium";
import { newPage } from "./chromium";

/** A data row of its lists (DataTable): the header row carries RaDataTable-row too. */
const ROW = ".RaDataTable-tbody > tr.RaDataTable-row";
/** Its dashboard's two figure cards (Monthly revenue, New orders): blank until the data is in. */
const FIGURES = { sel: 'a[href="#/orders"] h2.MuiTypography-h5', matches: "\\d" };
const PENDING_ROWS = '.MuiCard-root .MuiList-root a[href^="#/orders/"]';

const ROUTES: BenchRoute[] = [
  { path: "/#/", rows: PENDING_ROWS, pair: "/admin/dashboard" },
  { path: "/#/orders", rows: ROW, pair: "/admin/orders" },
  { path: "/#/customers", rows: ROW, pair: "/admin/talent" },
];

export function peerApp(base: string, prefix = "peer "): BenchApp {
  return {
    prefix,
    base,
    open: async (browser, rate, link) => {
      const opened = await newPage(browser, rate, undefined, undefined, link);
      // its authProvider's whole session: a user name in localStorage
      await opened.context.addInitScript(() => localStorage.setItem("username", "demo"));
      await offline(opened.context);
      return opened;
    },
    fillSignIn: async (page) => {
      await offline(page.context());
      await page.goto(`${base}/#/login`);
      await page.locator('input[name="username"]').fill("demo");
      await page.locator('input[name="password"]').fill("demo");
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
    },
    submit: 'button[type="submit"]',
    shell: ".RaLayout-appFrame .MuiAppBar-root",
    figures: [FIGURES, PENDING_ROWS],
    routes: ROUTES,
  };
}

/** Customer avatars point at marmelab.com, out of reach here: refused at once, not waited for. */
const offline = (context: BrowserContext) =>
  context.route("https://marmelab.com/**", (r) => r.abort());
