// What a browser context did, told when a test fails: a failure that nobody can reproduce
// ("the click on Simpan did nothing", "the typed price was not saved") should name its cause the
// one time it happens (CI), not only the step that timed out. The diary keeps the pages' console
// errors and warnings, uncaught errors, failed and unanswered requests; `report` adds what the
// page shows at that moment: its URL, the focused element, open dialogs and busy forms.
import type { BrowserContext, Page, Request } from "playwright-core";
import { isBrowserOwn } from "./browser";

interface Entry {
  at: number;
  text: string;
}

/** At most this many entries are kept (a long file logs a lot; the last ones matter). */
const KEEP = 200;

export interface PageDiary {
  /** The entries since `since` (ms epoch), the requests still out, and the page's state. */
  report(page: Page, since: number): Promise<string>;
}

export function pageDiary(context: BrowserContext): PageDiary {
  const entries: Entry[] = [];
  const out = new Map<Request, number>();
  const note = (text: string) => {
    entries.push({ at: Date.now(), text });
    if (entries.length > KEEP) entries.shift();
  };
  const short = (url: string) => {
    const u = new URL(url);
    return `${u.pathname}${u.search}`.slice(0, 120);
  };
  // the page's own record of the inputs it received (where each click and key landed), so a
  // lost click shows as one that never reached its button
  void context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __ktInputs: string[] }).__ktInputs = seen;
    const describe = (t: EventTarget | null) => {
      if (!(t instanceof Element)) return String(t);
      const label = (t.getAttribute("aria-label") ?? t.textContent ?? "").trim().slice(0, 30);
      return `${t.tagName.toLowerCase()}${t.id ? `#${t.id}` : ""} "${label}"`;
    };
    for (const type of ["pointerdown", "click", "keydown", "submit", "focusin"])
      window.addEventListener(
        type,
        (e) => {
          const key = e instanceof KeyboardEvent ? ` ${e.key}` : "";
          seen.push(`${Math.round(performance.now())} ${type}${key} → ${describe(e.target)}`);
          if (seen.length > 40) seen.shift();
        },
        true,
      );
  });
  const watch = (page: Page) => {
    // history.pushState and the router's own navigations too: a screen that jumps back shows
    page.on("framenavigated", (f) => {
      if (f === page.mainFrame()) note(`url: ${short(f.url())}`);
    });
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") note(`console.${m.type()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => note(`pageerror: ${e.stack ?? e.message}`));
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  // the browser's own PDF viewer (a 'Pratinjau') loads ~220 files: not the app's requests
  context.on("request", (r) => void (isBrowserOwn(r.url()) || out.set(r, Date.now())));
  context.on("requestfinished", (r) => void out.delete(r));
  context.on("requestfailed", (r) => {
    out.delete(r);
    note(`requestfailed: ${r.method()} ${short(r.url())} ${r.failure()?.errorText ?? ""}`);
  });
  context.on("response", (r) => {
    if (r.status() >= 400) note(`HTTP ${r.status()}: ${r.request().method()} ${short(r.url())}`);
  });
  return {
    async report(page, since) {
      const now = Date.now();
      const lines = entries
        .filter((e) => e.at >= since)
        .map((e) => `  +${e.at - since} ms ${e.text}`);
      const pending = [...out].map(
        ([r, t]) => `  ${r.method()} ${short(r.url())} out for ${now - t} ms`,
      );
      const state = await page
        .evaluate(() => {
          const el = document.activeElement;
          const describe = (e: Element | null) =>
            e
              ? `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""} "${(e.getAttribute("aria-label") ?? e.textContent ?? "").trim().slice(0, 60)}"`
              : "none";
          const dialogs = [...document.querySelectorAll(".bp6-dialog, .bp6-alert")].map(
            (d) => `  dialog: ${(d as HTMLElement).innerText.replace(/\s+/g, " ").slice(0, 200)}`,
          );
          const busy = [...document.querySelectorAll("[aria-busy=true]")].map(
            (b) => `  busy: ${describe(b)}`,
          );
          const editors = document.querySelectorAll(
            ".ag-cell-inline-editing, .ag-popup-editor",
          ).length;
          const inputs = (window as unknown as { __ktInputs?: string[] }).__ktInputs ?? [];
          return [
            `  url: ${location.pathname}${location.search} (page time ${Math.round(performance.now())} ms)`,
            ...inputs.slice(-15).map((i) => `  input at ${i}`),
            `  focus: ${describe(el)}`,
            `  open cell editors: ${editors}`,
            ...dialogs,
            ...busy,
          ].join("\n");
        })
        .catch((err: Error) => `  (the page did not answer: ${err.message})`);
      return [
        `--- page diary (${now - since} ms since the test began) ---`,
        "events:",
        ...(lines.length ? lines : ["  none"]),
        "requests still out:",
        ...(pending.length ? pending : ["  none"]),
        "page now:",
        state,
      ].join("\n");
    },
  };
}
