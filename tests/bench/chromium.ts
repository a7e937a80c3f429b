// Chromium pieces shared by the browser benches (bench:browser, and the report screens of
// `npm run bench`): a throttled page with an empty cache, timings taken inside the page.
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { E2E_OWNER } from "../helpers/server";

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

/** A network to emulate (CDP), since localhost hides what the bytes cost a real office line. */
export interface Link {
  mbps: number;
  rttMs: number;
}

/** A grid route as the browser bench times it. */
export interface BenchRoute {
  path: string;
  /** The first row shown: the plain first-paint table's or the grid's. */
  rows: string;
  /** The grid's own first row (rows that can be clicked, edited, copied), when another paints first. */
  inPlace?: string;
  /** The pinned totals row, when the page counts as there only with it. */
  pinned?: string;
  /** Part of the URL of the list call whose start is recorded. */
  call?: string;
  /** The route of ours a peer's route is compared with. */
  pair?: string;
}

/**
 * An app the browser bench drives — ours, or a peer measured beside it: how a fresh context is
 * signed in, how its sign-in form is filled, what means "shell" and "figures and rows" after the
 * click, and its grid routes.
 */
export interface BenchApp {
  /** Prefix of its figures' names ("" for ours). */
  prefix: string;
  base: string;
  /** A fresh context (cold cache) at `rate`× CPU, signed in. */
  open(
    browser: Browser,
    rate: number,
    link?: Link,
  ): Promise<{ context: BrowserContext; page: Page }>;
  /** On a fresh page: the sign-in form open and filled, the click next. */
  fillSignIn(page: Page): Promise<void>;
  submit: string;
  shell: string;
  /** What the first screen after sign-in shows when it is there: figures and rows. */
  figures: Shown[];
  /** Part of the URL of the sign-in call (its answer timed from the click). */
  loginCall?: string;
  routes: BenchRoute[];
}

/**
 * A fresh context (empty HTTP cache) at `rate`× CPU, on `link` when given; `signedInAt` signs in
 * through the API first as `owner` (the refresh cookie rotates on use, so every context needs its
 * own session).
 */
export async function newPage(
  browser: Browser,
  rate: number,
  signedInAt?: string,
  owner: { email: string; password: string } = E2E_OWNER,
  link?: Link,
) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
  });
  if (signedInAt) {
    await context.addCookies([{ name: "XSRF-TOKEN", value: "bench-xsrf", url: signedInAt }]);
    const res = await context.request.post(`${signedInAt}/api/users/login`, {
      data: owner,
      headers: { "X-XSRF-TOKEN": "bench-xsrf" },
    });
    if (!res.ok()) throw new Error(`login ${res.status()}: ${await res.text()}`);
  }
  // tsx compiles the functions passed to page.evaluate with esbuild's name helper.
  await context.addInitScript("globalThis.__name = (f) => f;");
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  if (link) {
    const bytesPerSecond = (link.mbps * 1_000_000) / 8;
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: link.rttMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond / 4,
    });
  }
  return { context, page };
}

/**
 * What a timing waits for: an element, or an element that shows exactly `text`, or (`matches`, a
 * regular expression) text that fits.
 */
export type Shown = string | { sel: string; text: string } | { sel: string; matches: string };

/**
 * In the page: resolves with ms from the action (a click on a selector, or `{ go: url }`: a route
 * change inside the app, as a link does) until every selector matches (+ one frame).
 */
export function waitInPage(page: Page, selectors: Shown[], action?: string | { go: string }) {
  return page.evaluate(
    ({ selectors, action }) =>
      new Promise<number[]>((resolve, reject) => {
        const t0 = action ? performance.now() : 0;
        const times: (number | undefined)[] = selectors.map(() => undefined);
        // A selector with text matches once the element shows exactly that text (fresh figures,
        // not the previous screen's).
        const found = (s: (typeof selectors)[number]) => {
          if (typeof s === "string") return document.querySelector(s) !== null;
          const text = document.querySelector(s.sel)?.textContent;
          return "text" in s ? text === s.text : new RegExp(s.matches).test(text ?? "");
        };
        const check = () => {
          selectors.forEach((sel, i) => {
            if (times[i] === undefined && found(sel)) {
              const seen = performance.now();
              times[i] = -1;
              requestAnimationFrame(() => {
                times[i] = Math.max(seen, performance.now()) - t0;
                if (times.every((t) => t !== undefined && t >= 0)) {
                  obs.disconnect();
                  resolve(times as number[]);
                }
              });
            }
          });
        };
        // A bench never hangs: after a minute, say what is still missing.
        setTimeout(() => {
          obs.disconnect();
          const missing = selectors
            .filter((_, i) => times[i] === undefined)
            .map((s) =>
              typeof s === "string"
                ? s
                : `${s.sel} = ${JSON.stringify("text" in s ? s.text : s.matches)} (shows ${JSON.stringify(document.querySelector(s.sel)?.textContent)})`,
            );
          if (missing.length)
            reject(new Error(`${location.pathname}: not shown: ${missing.join("; ")}`));
        }, 60_000);
        const obs = new MutationObserver(check);
        obs.observe(document, { subtree: true, childList: true, attributes: true });
        if (typeof action === "string") (document.querySelector(action) as HTMLElement).click();
        else if (action) {
          history.pushState(null, "", action.go);
          dispatchEvent(new PopStateEvent("popstate"));
        }
        check();
      }),
    { selectors, action },
  );
}

export async function fcp(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const get = () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const t = get();
        if (t !== undefined) return resolve(t);
        new PerformanceObserver(() => {
          const v = get();
          if (v !== undefined) resolve(v);
        }).observe({ type: "paint", buffered: true });
      }),
  );
}

/**
 * JS / CSS bytes (gzip of the bodies) a cold load of `path` requests before `wait` shows: a file
 * counts when the page asked for it (its resource timing's start) before the element was in the
 * DOM, so a prefetch that leaves after the rows (or after the sign-in form) is not the route's
 * cost, however fast its answer comes back.
 */
export async function bytesBefore(
  browser: Browser,
  base: string,
  path: string,
  signedIn: boolean,
  wait: string,
  list = false,
) {
  const { context, page } = await newPage(browser, 1, signedIn ? base : undefined);
  type Body = { type: string; gz: number; wire: number; url: string };
  const bodies: Promise<Body | null>[] = [];
  page.on("response", (res) => {
    const type = res.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    bodies.push(
      Promise.all([res.body(), res.request().sizes()]).then(
        // wire: the body as it crossed the network (compressed when the server compressed it)
        ([b, sizes]) => ({
          type,
          gz: gzipSync(b).length,
          wire: sizes.responseBodySize,
          url: res.url(),
        }),
        () => null,
      ),
    );
  });
  await page.goto(`${base}${path}`, { waitUntil: "commit" });
  const [shownAt] = await waitInPage(page, [wait]);
  await page.waitForLoadState("networkidle");
  const started = new Map(
    await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => [e.name, e.startTime] as [string, number]),
    ),
  );
  const got = (await Promise.all(bodies)).filter(
    (b) => b !== null && (started.get(b.url) ?? Infinity) < shownAt,
  ) as Body[];
  await context.close();
  const sum = (t: string) => got.filter((b) => b.type === t).reduce((s, b) => s + b.gz, 0);
  if (list) {
    console.log(`${path}: what is requested before ${wait} (${Math.round(shownAt)} ms)`);
    for (const b of got)
      console.log(`  ${(b.gz / 1000).toFixed(1).padStart(6)} KB  ${new URL(b.url).pathname}`);
  }
  const files = got.filter((b) => b.type === "script").length;
  const wire = got.reduce((s, b) => s + b.wire, 0);
  return { js: sum("script"), css: sum("stylesheet"), files, wire };
}
