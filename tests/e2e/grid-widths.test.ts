// Grid widths in Chromium against the real server (demo data): at a 1366 px laptop window
// the money columns of the wide grids and their pinned totals sit inside the window and beside,
// not under, the pinned columns (the less used columns start hidden below 1400 px), and the date
// range of the period filter stays on screen.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import { screenshot, type Browser } from "../helpers/browser";
import { e2eFile } from "../helpers/session";

let srv: RunningServer;
let b: Browser;
let talentId = 0;
e2eFile({ seedDemo: true, browser: { width: 1366, height: 768 } }, (f) => ({ srv, b } = f));
beforeAll(async () => {
  [{ id: talentId }] = await srv.db.query<{ id: number }>(
    "SELECT t.id FROM talents t JOIN orders o ON o.talents_id = t.id ORDER BY t.id LIMIT 1",
  );
});

interface Placement {
  header: string;
  /** Header cell found (AG Grid renders only the columns in view). */
  shown: boolean;
  /** Pixels of the header or of a pinned total cut by the window or covered by pinned columns. */
  cut: number;
  totals: number;
}

/** Where each named column of the page's grid sits: inside the window, clear of pinned columns. */
function placements(page: Page, headers: string[]): Promise<Placement[]> {
  return page.evaluate((names) => {
    const grid = document.querySelector(".kt-server-grid .ag-root-wrapper")!;
    const vw = document.documentElement.clientWidth;
    const root = grid.getBoundingClientRect();
    const heads = [...grid.querySelectorAll<HTMLElement>(".ag-header-cell")];
    const side = (h: Element) =>
      h.closest(".ag-grid-pinned-left-cells")
        ? "left"
        : h.closest(".ag-grid-pinned-right-cells")
          ? "right"
          : "center";
    const left = Math.max(
      root.left,
      ...heads.filter((h) => side(h) === "left").map((h) => h.getBoundingClientRect().right),
    );
    const right = Math.min(
      root.right,
      vw,
      ...heads.filter((h) => side(h) === "right").map((h) => h.getBoundingClientRect().left),
    );
    return names.map((header) => {
      const title = (h: Element) =>
        (h.querySelector(".kt-hf-title") ?? h.querySelector(".ag-header-cell-text"))?.textContent;
      const head = heads.find((h) => title(h) === header);
      if (!head) return { header, shown: false, cut: 0, totals: 0 };
      const colId = head.getAttribute("col-id");
      const totals = [
        ...grid.querySelectorAll(`.ag-grid-pinned-bottom-rows .ag-cell[col-id="${colId}"]`),
      ];
      // pinned columns need only the window; scrolling ones the room between the pinned blocks
      const [lo, hi] = side(head) === "center" ? [left, right] : [0, vw];
      const cut = [head, ...totals]
        .map((el) => el.getBoundingClientRect())
        .reduce(
          (sum, r) => sum + r.width - Math.max(0, Math.min(r.right, hi) - Math.max(r.left, lo)),
          0,
        );
      return { header, shown: true, cut: Math.round(cut), totals: totals.length };
    });
  }, headers);
}

/**
 * The header filter buttons whose text or funnel is cut: a narrow column shows the funnel alone,
 * a wider one the whole text ('Semua' read as 'Semu' before).
 */
function cutFilterButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".kt-server-grid .kt-hf-button")].flatMap((b) => {
      const text = b.querySelector<HTMLElement>(".bp6-button-text");
      const shown = text && getComputedStyle(text).display !== "none";
      const cut =
        b.scrollWidth > b.clientWidth + 1 || (shown && text.scrollWidth > text.clientWidth + 1);
      return cut ? [`${b.getAttribute("aria-label")} (${b.clientWidth} px)`] : [];
    }),
  );
}

const GRIDS: { name: string; path: () => string; money: string[]; totals: boolean }[] = [
  { name: "orders", path: () => "/admin/orders", money: ["Harga", "Harga Bersih"], totals: true },
  {
    name: "weekly-talent-reports",
    path: () => "/admin/report/weekly-talent-reports",
    money: ["Total", "Dibayar", "Sisa Hutang"],
    totals: false,
  },
  {
    name: "talent-rekap",
    path: () => `/admin/talent-rekap/${talentId}`,
    money: ["Harga", "Talent Share", "Tip", "Total"],
    totals: true,
  },
  {
    name: "talents-orders-summary",
    path: () => "/admin/report/talents-orders-summary",
    money: ["Uang Masuk", "Talent Fee", "Tip Talent"],
    totals: false,
  },
  {
    name: "admins-orders-summary",
    path: () => "/admin/report/admins-orders-summary",
    money: ["Uang Masuk", "Admin Fee", "Tip Admin"],
    totals: false,
  },
  {
    name: "weekly-talent-report",
    path: () => `/admin/report/weekly-talent-report/${talentId}`,
    money: ["Total Income", "Total Talent Share", "Total", "Admin Fee", "Sisa"],
    totals: false,
  },
];

describe("grids at 1366 px (defect 11)", () => {
  for (const g of GRIDS) {
    it(`${g.name}: the money columns and their pinned totals are in view, clear of pinned columns, no filter button cut`, async () => {
      const page = b.page;
      await page.goto(`${srv.url}${g.path()}`);
      await page.locator('.kt-server-grid .ag-row[row-index="0"]').first().waitFor();
      const expected = g.money.map((header) => ({ header, shown: true, cut: 0 }));
      await expect
        .poll(async () =>
          (await placements(page, g.money)).map(({ header, shown, cut }) => ({
            header,
            shown,
            cut,
          })),
        )
        .toEqual(expected);
      if (g.totals) {
        for (const p of await placements(page, g.money))
          expect(p.totals, p.header).toBeGreaterThan(0);
      }
      expect(await cutFilterButtons(page)).toEqual([]);
      await screenshot(page, `width-1366-${g.name}`);
    });
  }
});

describe("the period filter on narrower windows (defect 11)", () => {
  it("keeps the Sampai box of the date range on screen at 700 px", async () => {
    const page = b.page;
    await page.setViewportSize({ width: 700, height: 768 });
    try {
      for (const path of [
        "/admin/summary",
        // (the audit's period moved into its Waktu header filter)
        "/admin/report/weekly-talent-reports",
      ]) {
        await page.goto(`${srv.url}${path}`);
        const end = page.getByRole("group", { name: "Periode" }).getByLabel("Tanggal akhir");
        await end.waitFor();
        const width = await page.evaluate(() => document.documentElement.clientWidth);
        // the box may re-render while the page's data arrives: read it once it stands
        const rightEdge = async () => {
          const box = await end.boundingBox();
          return box ? box.x + box.width : Infinity;
        };
        await expect.poll(rightEdge, { message: path }).toBeLessThanOrEqual(width);
      }
      await screenshot(page, "width-700-weekly-payouts");
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 });
    }
  });
});
