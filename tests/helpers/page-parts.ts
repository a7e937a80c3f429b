// The parts of the app's pages e2e files look for, in one place. Bound to a page getter because
// a file's page exists only from its beforeAll on (session.ts's e2eFile returns them bound).
import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import { apiTraffic, settled } from "./browser";

/**
 * An amount as the app shows it, written here by hand (not with the app's formatter, which is
 * what is under test): `Rp`, U+00A0, id-ID grouping; a negative one with the minus first.
 */
export const rp = (n: number) =>
  (n < 0 ? "-" : "") + `Rp\u00a0${Math.abs(n).toLocaleString("id-ID")}`;

/** An AG Grid's body rows (its pinned total rows excluded). */
/**
 * Every column of the orders list as a file (CSV/.xlsx) writes it, in the on-screen order:
 * Harga and Harga Bersih are pinned right, last on screen, last here.
 */
export const ORDER_FILE_HEADERS = [
  "No",
  "No Order",
  "Admin",
  "Tanggal",
  "Talent",
  "Customer",
  "Umur",
  "Jasa",
  "Sub Jasa",
  "Durasi (menit)",
  "Status Refund",
  "Harga",
  "Harga Bersih",
];

export const bodyRows = (grid: Locator) => grid.locator(".ag-grid-scrolling-container [role=row]");

/**
 * A grid's "no rows" text, on AG Grid's overlay itself: AG Grid also announces the text in its
 * aria-live region for a moment, so a plain getByText finds it twice then (strict mode).
 */
export const noRowsOverlay = (grid: Locator, text: string) =>
  grid.locator(".ag-overlay-no-rows-center", { hasText: text });

/** A grid's pinned bottom row (its totals) labelled `label`. */
export const pinnedRow = (grid: Locator, label: string) =>
  grid.locator(".ag-grid-pinned-bottom-rows-container [role=row]").filter({ hasText: label });

/**
 * The text of a row's cell in whichever container holds its column: a column pinned right has
 * its cells in another row element with the same row-index.
 */
export async function cellText(grid: Locator, row: Locator, col: string) {
  const index = await row.first().getAttribute("row-index");
  return grid.locator(`[role=row][row-index="${index}"] [col-id="${col}"]`).innerText();
}

/** The texts of a grid row's cells, left to right. */
export const cellTexts = (row: Locator) => row.locator("[role=gridcell]").allInnerTexts();

/** The app's main navigation (its links and the Logout button). */
export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Navigasi utama" });

/** Signs out through the main navigation's Logout button and waits for the sign-in page. */
export async function signOutThroughUi(page: Page) {
  await mainNav(page).getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(/\/login$/);
}

/**
 * Goes to Services through the main navigation, as a user does, and waits for its grid to
 * answer with no rows (the files on the empty data).
 */
export async function openEmptyServices(page: Page) {
  await mainNav(page).getByRole("link", { name: "Services" }).click();
  await noRowsOverlay(
    page.getByRole("region", { name: "Daftar service" }),
    "Tidak ada data",
  ).waitFor();
}

/**
 * In a grid cell's open select editor (its `list` shown): moves the choice, then ONE Escape
 * closes the list and the editor, and any save that Escape wrongly started has ended.
 */
export async function escapeChoice(page: Page, grid: Locator, list: Locator) {
  const traffic = apiTraffic(page, 500);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Escape");
  await list.waitFor({ state: "detached" });
  await expect.poll(() => grid.locator(".ag-cell-inline-editing").count()).toBe(0);
  // a save the Escape wrongly started would be in flight or done by now
  await traffic.idle();
}

/** A grid section's "Menampilkan x dari y data" line. */
export const caption = (grid: Locator) => grid.getByRole("status");

export function pageParts(page: () => Page) {
  return {
    /** A labelled section (each grid is one), by its exact name. */
    region: (name: string) => page().getByRole("region", { name, exact: true }),
    dialog: () => page().locator(".bp6-dialog"),
    alertBox: () => page().locator(".bp6-alert"),
    toast: (text: string) => page().locator(".bp6-toast").filter({ hasText: text }),
    /** Waits out Blueprint's overlay transitions and the page's requests (browser.ts settled). */
    settle: () => settled(page()),
    /** The note a spreadsheet grid shows beside a cell whose value was refused. */
    note: () => page().locator(".kt-cell-error-note"),
    key: (k: string) => page().keyboard.press(k),
    /**
     * Key downs ("Shift+ArrowRight", "Control") dispatched to the focused element in one task:
     * what a loaded machine does, the browser running queued input before timers, so AG Grid's
     * focus reports (its events come a timer later) arrive after all of them. Resolves after
     * those reports: a zero timer set after them runs after them (equal timers run in order).
     */
    keyDownsInOneTask: (keys: string[]) =>
      page().evaluate(async (keys) => {
        for (const k of keys) {
          const parts = k.split("+");
          const key = parts[parts.length - 1];
          const init = { key, bubbles: true, cancelable: true };
          const mods = { shiftKey: parts.includes("Shift"), ctrlKey: parts.includes("Control") };
          document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { ...init, ...mods }));
        }
        // eslint-disable-next-line no-restricted-syntax -- no sleep: ordered after AG Grid's timer
        await new Promise((done) => setTimeout(done, 0));
      }, keys),
    /** The col-id of the focused grid cell. */
    focusedCol: () => page().evaluate(() => document.activeElement?.getAttribute("col-id")),
  };
}

export interface ChartData {
  series: { key: string; name: string }[];
  rows: { label: string; values: Record<string, number> }[];
}

/** Scrolls the page's charts into view and reads one once its figures are in. */
export async function chartData(page: Page, testId: string): Promise<ChartData> {
  const figure = page.getByTestId(testId);
  // a slot renders its charts once on screen; a section's slot mounts after the first rows and
  // may replace a placeholder of the same class, so the scroll is retried until the chart is in
  const shown = async () => {
    await page
      .locator(".kt-chart-slot")
      .last()
      .evaluate((el) => el.scrollIntoView(), undefined, { timeout: 1000 })
      .catch(() => undefined);
    return figure.getAttribute("data-state", { timeout: 1000 }).catch(() => null);
  };
  await expect.poll(shown, { timeout: 30_000 }).toBe("loaded");
  await figure.locator(".kt-chart-canvas canvas").first().waitFor({ timeout: 30_000 });
  return JSON.parse((await figure.getAttribute("data-chart")) ?? "null") as ChartData;
}
