import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { SCREENSHOTS_DIR } from "./results-dir";
import {
  chromium,
  type Browser as PwBrowser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Debian Chromium flags for this sandbox (tests and benches). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * One Chromium per test worker (a launch costs ~0.7–1 s); each openBrowser() is a fresh context
 * in it (own cookies, storage, permissions), which is what a test needs of "a browser". Workers
 * run their files one after another, so the headless browser's one clipboard is never shared by
 * two tests at once. Chromium exits with the worker: it is driven through a pipe that closes then.
 */
let shared: Promise<PwBrowser> | undefined;
function sharedChromium(): Promise<PwBrowser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium tidak ditemukan di ${CHROMIUM}. Pasang dengan: apt-get update && apt-get install -y chromium`,
    );
  }
  shared ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return shared;
}

export interface BrowserOptions {
  width?: number;
  height?: number;
  /** Let a test inject its own script (axe-core) past the app's CSP. */
  bypassCSP?: boolean;
  /** A phone: touch events and `tap()`. */
  touch?: boolean;
  colorScheme?: "light" | "dark";
}

/** Debian's Chromium through playwright-core; fails loudly instead of skipping when it is missing. */
export async function openBrowser(opts: BrowserOptions = {}): Promise<Browser> {
  const browser = await sharedChromium();
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    acceptDownloads: true,
    bypassCSP: opts.bypassCSP,
    hasTouch: opts.touch,
    isMobile: opts.touch,
    colorScheme: opts.colorScheme,
  });
  context.setDefaultTimeout(15_000);
  trackRequests(context);
  const page = await context.newPage();
  return {
    context,
    page,
    newPage: () => context.newPage(),
    close: () => context.close(),
  };
}

/** Screenshots for a human to look at, kept under test-results/screenshots. */
export async function screenshot(page: Page, name: string) {
  // CI sets SCREENSHOTS=0: nobody looks at them there, and a full-page PNG costs CPU the other
  // worker's test is waiting for
  if (process.env.SCREENSHOTS === "0") return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

export async function signInThroughUi(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
) {
  // a new history entry: a goto to the URL the page is on keeps its history state, and a
  // `from` left there by an earlier redirect to /login would take the sign-in back to that page
  await page.goto("about:blank");
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
}

/**
 * Counts the page's API requests in flight. `idle()` waits until none has been in flight for
 * `quietMs`: Playwright's waitForLoadState("networkidle") answers at once after the page's
 * first idle, so it cannot wait for the saves and refetches a key press starts.
 */
export function apiTraffic(page: Page, quietMs = 150) {
  let inFlight = 0;
  let lastChange = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith("/api/") && !isLiveStream(url);
  const done = (r: { url(): string }) => {
    if (!isApi(r.url())) return;
    inFlight--;
    lastChange = Date.now();
  };
  page.on("request", (r) => {
    if (!isApi(r.url())) return;
    inFlight++;
    lastChange = Date.now();
  });
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    async idle(timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > end) throw new Error(`${inFlight} API-request masih berjalan`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

/**
 * GET /api/events (client/lib/live.ts): open for as long as the page, never "in flight"; nor its
 * presence calls, which follow the stream's own timing (its hello), not the page's.
 */
const isLiveStream = (url: string) =>
  ["/api/events", "/api/events/presence"].includes(new URL(url).pathname);

/** A file of the browser's own pages (its PDF viewer), not of the app. */
export const isBrowserOwn = (url: string) => /^chrome(-extension)?:/.test(url);

/**
 * Requests in flight per browser context (any URL: lazy chunks too), for `settled`. A page closed
 * while its requests were out never reports them finished or failed: they leave with the page
 * (a second tab of money-screens closed mid-request held every later settle of its file).
 */
const inFlight = new WeakMap<BrowserContext, { readonly n: number }>();
function trackRequests(context: BrowserContext) {
  const out = new Set<Request>();
  inFlight.set(context, {
    get n() {
      return out.size;
    },
  });
  const done = (r: Request) => void out.delete(r);
  // the live stream stays open as long as the page: it is not work the page is waiting for; nor
  // is the browser's own PDF viewer (~220 chrome:// and chrome-extension:// files a 'Pratinjau'
  // loads into its frame, seconds under load, past `settled`'s 10 s on a busy machine)
  context.on("request", (r) => void (isLiveStream(r.url()) || isBrowserOwn(r.url()) || out.add(r)));
  context.on("requestfinished", done);
  context.on("requestfailed", done);
  context.on("page", (page) =>
    page.once("close", () => {
      for (const r of out) if (pageOf(r) === page) out.delete(r);
    }),
  );
}
/** The page a request came from (none for a service worker's). */
function pageOf(r: Request): Page | null {
  try {
    return r.frame().page();
  } catch {
    return null;
  }
}

let settleCalls = 0;

/**
 * Waits until the page is still, instead of a fixed sleep before a screenshot or a check: no
 * request in flight, no CSS transition or finite animation running (Blueprint's overlays fade
 * in and out over 300 ms), no react-transition-group class between enter and done.
 */
export async function settled(page: Page, timeoutMs = 10_000, stillMs = 0) {
  const count = inFlight.get(page.context()) ?? { n: 0 };
  const end = Date.now() + timeoutMs;
  do {
    while (count.n > 0) {
      if (Date.now() > end) throw new Error(`${count.n} request masih berjalan`);
      await new Promise((r) => setTimeout(r, 25));
    }
    // still for three frames in a row: a lazily loaded popover mounts a frame or two after its
    // chunk has arrived, and a single look would call the page still before it opens. The
    // counts live under this call's own key: a settled() left running by a race (the a11y
    // walk's openedOrStill) must not count frames for the next one.
    const key = `k${++settleCalls}`;
    await page.waitForFunction(
      ([key, still]) => {
        const all = ((window as unknown as { __ktStill?: Record<string, number[]> }).__ktStill ??=
          {});
        const [frames, since] = all[key] ?? [0, 0];
        const moving =
          !!document.querySelector(
            '[class*="-enter-active"], [class*="-exit-active"], [class*="-appear-active"]',
          ) ||
          document.getAnimations().some(
            (a) =>
              // scroll-driven ones (the grids' edge shadows) run for as long as the page shows
              a.timeline === document.timeline &&
              a.playState === "running" &&
              a.effect?.getComputedTiming().iterations !== Infinity,
          );
        const now = performance.now();
        all[key] = moving ? [0, 0] : [frames + 1, since || now];
        if (moving || frames + 1 < 3 || now - (since || now) < still) return false;
        delete all[key];
        return true;
      },
      [key, stillMs] as const,
      { polling: "raf", timeout: Math.max(1, end - Date.now()) },
    );
    // a request that started while the page was still moving: wait for it, then look again
  } while (count.n > 0);
}

/**
 * Starts recording the `attr` (without one, the trimmed text) of every element `selector` finds
 * from now on, however briefly it shows (a row's flash lasts 1.6 s, a small PDF's 'Mengunduh...'
 * can be shorter than any poll): a MutationObserver looks at every change. The returned call
 * reads what was seen.
 */
export async function watchSeen(page: Page, selector: string, attr?: string) {
  const key = `__ktSeen${++settleCalls}`;
  await page.evaluate(
    ([key, selector, attr]) => {
      const seen = new Set<string>();
      (window as unknown as Record<string, Set<string>>)[key] = seen;
      const look = () => {
        for (const el of document.querySelectorAll(selector))
          seen.add((attr ? el.getAttribute(attr) : el.textContent?.trim()) ?? "");
      };
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["class", "disabled"],
      });
    },
    [key, selector, attr ?? null] as const,
  );
  return () =>
    page.evaluate((key) => [...(window as unknown as Record<string, Set<string>>)[key]], key);
}

/**
 * Waits up to `timeoutMs` for what `selector` finds to leave the page (going on when it stays),
 * then for the page to settle.
 */
export async function settledWithout(page: Page, selector: string, timeoutMs: number) {
  await page
    .locator(selector)
    .first()
    .waitFor({ state: "detached", timeout: timeoutMs })
    .catch(() => undefined);
  await settled(page);
}

/**
 * A page after a navigation, ready to be checked: its calls and lazy chunks done, no skeleton
 * left, the work the app defers to its first idle moment (`whenIdle`: the calendar, popups'
 * code) started and done, and still. Playwright's "networkidle" said the same by waiting
 * 500 ms after the last request, on every page.
 */
export async function pageReady(page: Page) {
  await settled(page);
  await settledWithout(page, ".page-loading, .bp6-skeleton", 10_000);
  // an idle callback asked now runs after the app's own (asked a frame after its first rows)
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 2000 })),
      ),
  );
  await settled(page);
}

/**
 * Goes to `path` the way the app's own links do (history + popstate: react-router renders the
 * route without reloading the app), then waits for `pageReady`. A full load costs ~1 s of CPU on
 * this machine; walks over every route use this after their first load.
 */
export async function navigateInApp(page: Page, path: string, opts = { ready: true }) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
  await page.waitForURL((u) => u.pathname + u.search === path);
  // `ready: false`: the caller waits on what it checks (a chart that loads after the first view)
  if (opts.ready) await pageReady(page);
}

/** Waits until a PDF preview's iframe is there (rendering may take long) and its document has loaded. */
export async function pdfShown(iframe: Locator) {
  await iframe.waitFor({ timeout: 120_000 });
  const frame = await (await iframe.elementHandle())!.contentFrame();
  await frame?.waitForLoadState("load");
}
