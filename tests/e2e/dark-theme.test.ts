// Dark theme: a browser set to dark gets the dark theme, the main screens pass axe
// (contrast included) in it and are saved as screenshots (test-results/screenshots/dark-*.png),
// and the top bar's toggle is remembered per user.
import { describe, expect, it } from "vitest";
import type { RunningServer } from "../helpers/server";
import { navigateInApp, pageReady, screenshot, type Browser } from "../helpers/browser";
import { signOutThroughUi } from "../helpers/page-parts";
import { E2E_ADMIN, e2eFile, signIn } from "../helpers/session";
import { runAxe } from "../helpers/axe";
import { paths } from "../../src/client/lib/paths";

let srv: RunningServer;
let b: Browser;
e2eFile(
  { seedDemo: true, browser: { colorScheme: "dark", bypassCSP: true } },
  (f) => ({ srv, b } = f),
);

const isDark = () => b.page.evaluate(() => document.body.classList.contains("bp6-dark"));

describe("dark theme", () => {
  it("follows the system, passes axe on the main screens, and the toggle is kept per user", async () => {
    const page = b.page;
    await page.goto(srv.url + paths.dashboard.pattern);
    await pageReady(page);
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => document.body.dataset.agThemeMode)).toBe("dark");

    const [{ id: talentId }] = await srv.db.query<{ id: number }>(
      "SELECT min(id) AS id FROM talents",
    );
    const screens: [string, string][] = [
      ["dashboard", paths.dashboard.pattern],
      ["orders", paths.orders.pattern],
      ["orders-add", paths.ordersAdd.pattern],
      ["summary", paths.summary.pattern],
      ["talent-report", paths.talentReport.build({ id: talentId })],
      ["talent-rekap", paths.talentRekap.build({ id: talentId })],
      ["weekly-talent-reports", paths.weeklyTalentReports.pattern],
    ];
    const serious: string[] = [];
    for (const [name, url] of screens) {
      await navigateInApp(page, url);
      // the grid draws on the dark gray, not on white
      const gridBg = await page
        .locator(".ag-root-wrapper")
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor)
        .catch(() => null);
      if (gridBg !== null) expect(gridBg).toBe("rgb(37, 42, 49)");
      for (const f of await runAxe(page)) {
        if (f.impact === "critical" || f.impact === "serious")
          serious.push(`${f.id} @ ${name}: ${f.targets.join(" | ")}`);
      }
      await screenshot(page, `dark-${name}`);
    }
    expect(serious).toEqual([]);

    await page.goto(srv.url + paths.dashboard.pattern);
    await page.getByRole("button", { name: "Gelap" }).click();
    expect(await isDark()).toBe(false);
    await page.reload();
    await page.getByRole("button", { name: "Gelap" }).waitFor();
    expect(await isDark()).toBe(false);
    expect(await page.getByRole("button", { name: "Gelap" }).getAttribute("aria-pressed")).toBe(
      "false",
    );

    // another user on this browser keeps the system's dark
    await signOutThroughUi(page);
    await signIn(page.context(), srv.url, E2E_ADMIN);
    await page.goto(srv.url + paths.dashboard.pattern);
    await page.getByTestId("topbar-role").filter({ hasText: "admin" }).waitFor();
    expect(await isDark()).toBe(true);
  }, 240_000);
});
