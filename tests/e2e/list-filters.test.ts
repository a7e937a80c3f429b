// Header filters beyond the order list in Chromium against the real server on the demo
// data: the user list (text + role select), the kas history (a from–to on a balance, negative
// too), a talent's and an admin's monthly rekap (a money range, with the pinned 'Total
// keseluruhan'), a talent's order report (Client contains, with its pinned total), the money
// audit (two selects) and the catalog (services, talents, categories: one filter each); the
// rows must be the API's answer for the same filters, the URL must survive a reload and
// 'Hapus filter' clears them.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import type { ApiClient } from "../helpers/api-client";
import { screenshot } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import { bodyRows, noRowsOverlay, rp } from "../helpers/page-parts";

let srv: RunningServer;
let page: Page;
let server: ApiClient;
const api = <T>(path: string) => server.get<T>(path);
e2eFile(
  { seedDemo: true, browser: { width: 1400, height: 1000 } },
  (f) => ({ srv, page, api: server } = f),
);

beforeAll(async () => {
  // a kas history to filter: up, below zero, up again
  for (const kas of [4_000_000, -250_000, 750_000, 9_000_000])
    await server.send("/settings/kas", { kas });
  // and a rate change, so the audit holds more than kas updates to filter
  await server.send("/settings/rates", { talent_rate: 65, admin_rate: 10 });
});

const rowsOf = (gridName: string) => bodyRows(page.getByRole("region", { name: gridName }));
const column = (gridName: string, col: string) =>
  rowsOf(gridName)
    .locator(`[col-id="${col}"]`)
    .allInnerTexts()
    .then((t) => t.map((s) => s.trim()));

describe("user list header filters", () => {
  const grid = () => page.getByRole("region", { name: "Daftar user" });

  it("filters by username text and role on the server, as the API answers; survives reload", async () => {
    await page.goto(`${srv.url}/admin/users`);
    await rowsOf("Daftar user").first().waitFor();
    await grid().getByLabel("Role Filter Input").selectOption("admin");
    await expect.poll(() => page.url()).toContain("role=admin");
    await grid().getByLabel("Username Filter Input").fill("a");
    await expect.poll(() => page.url()).toContain("username=a");

    const answer = await api<{ result: { username: string }[]; totalRows: number }>(
      "/users/getUsers?role=admin&username=a&limit=5",
    );
    expect(answer.totalRows).toBeGreaterThan(1); // the demo has such admins
    const expected = answer.result.map((u) => u.username);
    await expect.poll(() => column("Daftar user", "username")).toEqual(expected);
    expect(new Set(await column("Daftar user", "role"))).toEqual(new Set(["Admin"]));
    await expect.poll(() => page.getByText(`dari ${answer.totalRows} data`).count()).toBe(1);
    expect(await grid().locator(".kt-hf--active").count()).toBe(2);
    await screenshot(page, "users-header-filters");

    await page.reload();
    await rowsOf("Daftar user").first().waitFor();
    await expect.poll(() => column("Daftar user", "username")).toEqual(expected);
    expect(await grid().getByLabel("Role Filter Input").inputValue()).toBe("admin");
    expect(await grid().getByLabel("Username Filter Input").inputValue()).toBe("a");

    await page.getByRole("button", { name: "Hapus filter" }).click();
    await expect.poll(() => page.url()).not.toContain("role=");
    expect(page.url()).not.toContain("username=");
    const all = await api<{ totalRows: number }>("/users/getUsers");
    await expect.poll(() => page.getByText(`dari ${all.totalRows} data`).count()).toBe(1);
  });
});

describe("kas history header filters", () => {
  const grid = () => page.getByRole("region", { name: "Riwayat kas" });

  it("filters Saldo Baru by a from–to with a negative end, as the API answers; survives reload", async () => {
    await page.goto(`${srv.url}/admin/kas`);
    await rowsOf("Riwayat kas").first().waitFor();
    await grid().getByRole("button", { name: "Saldo Baru Filter" }).click();
    await page.getByLabel("Saldo Baru dari").fill("-500.000");
    await page.getByLabel("Saldo Baru sampai").fill("Rp 1.000.000");
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect.poll(() => page.url()).toContain("new_kas_max=1000000");
    expect(page.url()).toContain("new_kas_min=-500000");
    await page.keyboard.press("Escape");

    const answer = await api<{ data: { new_kas: number }[] }>(
      "/settings/kas/history?new_kas_min=-500000&new_kas_max=1000000",
    );
    const expected = answer.data.map((r) => rp(r.new_kas));
    expect(expected).toEqual([rp(750_000), rp(-250_000)]);
    await expect.poll(() => column("Riwayat kas", "new_kas")).toEqual(expected);
    expect(await grid().locator(".kt-hf--active").count()).toBe(1);
    await screenshot(page, "kas-history-header-filters");

    await page.reload();
    await rowsOf("Riwayat kas").first().waitFor();
    await expect.poll(() => column("Riwayat kas", "new_kas")).toEqual(expected);
    expect(await grid().getByRole("button", { name: "Saldo Baru Filter" }).innerText()).toBe(
      // rupiah words, not the query's digits (RULES.md D4)
      "-Rp\u00a0500.000 – Rp\u00a01.000.000",
    );

    await page.getByRole("button", { name: "Hapus filter" }).click();
    await expect.poll(() => page.url()).not.toContain("new_kas");
    await expect.poll(async () => (await column("Riwayat kas", "new_kas")).length).toBe(4);
  });

  it("reads a from–to as every money input does: 1.500.000,00 is taken, sen are refused with why", async () => {
    await page.goto(`${srv.url}/admin/kas`);
    await rowsOf("Riwayat kas").first().waitFor();
    await grid().getByRole("button", { name: "Saldo Baru Filter" }).click();
    await page.getByLabel("Saldo Baru dari").fill("1.500.000,00");
    await page.getByLabel("Saldo Baru sampai").fill("1.500.000,50");
    await page.getByRole("button", { name: "Terapkan" }).click();
    await page.getByText("Sampai: rupiah tidak boleh memakai sen", { exact: false }).waitFor();
    expect(page.url()).not.toContain("new_kas");
    await page.getByLabel("Saldo Baru sampai").fill("Rp 9.000.000");
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect.poll(() => page.url()).toContain("new_kas_min=1500000");
    expect(page.url()).toContain("new_kas_max=9000000");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Hapus filter" }).click();
    await expect.poll(() => page.url()).not.toContain("new_kas");
  });

  it("filters Keterangan (by hand or a payout) and pages the history on the server", async () => {
    await page.goto(`${srv.url}/admin/kas?source=manual`);
    await rowsOf("Riwayat kas").first().waitFor();
    const manual = await api<{ data: { new_kas: number }[]; totalRows: number }>(
      "/settings/kas/history?source=manual",
    );
    await expect
      .poll(() => column("Riwayat kas", "new_kas"))
      .toEqual(manual.data.map((r) => rp(r.new_kas)));
    expect(await grid().getByLabel("Keterangan Filter Input").inputValue()).toBe("manual");
    await expect.poll(() => grid().getByText(`dari ${manual.totalRows} data`).count()).toBe(1);

    await grid().getByLabel("Keterangan Filter Input").selectOption("payout");
    await expect.poll(() => page.url()).toContain("source=payout");
    const paid = await api<{ totalRows: number }>("/settings/kas/history?source=payout");
    if (paid.totalRows === 0)
      await noRowsOverlay(grid(), "Tidak ada perubahan kas yang cocok dengan filter").waitFor();
    else await expect.poll(() => grid().getByText(`dari ${paid.totalRows} data`).count()).toBe(1);
  });
});

interface RekapAnswer {
  data: { total_orders: number; total: number; orders: { client: string; price: number }[] };
}

describe("talent rekap header filters", () => {
  const grid = () => page.getByRole("region", { name: "Order bulan ini" });
  const pinnedTotal = async () => {
    const row = grid()
      .locator(".ag-grid-pinned-bottom-rows-container [role=row]")
      .filter({ hasText: "Total keseluruhan" });
    const index = await row.first().getAttribute("row-index");
    return grid().locator(`[role=row][row-index="${index}"] [col-id="total"]`).innerText();
  };

  it("filters Harga from–to: rows and the pinned total are the API's; survives reload", async () => {
    // a demo talent with orders this month (the rekap's default month)
    let id = 0;
    let month: RekapAnswer["data"] | undefined;
    for (let t = 1; t <= 20 && !id; t++) {
      const r = await api<RekapAnswer>(`/rekap/detail/talent/${t}?page=0&limit=100`).catch(
        () => undefined,
      );
      if (r && r.data.total_orders >= 3) [id, month] = [t, r.data];
    }
    expect(id).toBeGreaterThan(0);
    const prices = month!.orders.map((o) => o.price).sort((a, b) => a - b);
    const min = prices[Math.floor(prices.length / 2)];

    await page.goto(`${srv.url}/admin/talent-rekap/${id}`);
    await rowsOf("Order bulan ini").first().waitFor();
    await grid().getByRole("button", { name: "Harga Filter" }).click();
    await page.getByLabel("Harga dari").fill(min.toLocaleString("id-ID"));
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect.poll(() => page.url()).toContain(`price_min=${min}`);
    await page.keyboard.press("Escape");

    const answer = await api<RekapAnswer>(
      `/rekap/detail/talent/${id}?price_min=${min}&page=0&limit=25`,
    );
    expect(answer.data.total_orders).toBeGreaterThan(0);
    expect(answer.data.total_orders).toBeLessThan(month!.total_orders);
    const expected = answer.data.orders.map((o) => o.client);
    await expect.poll(() => column("Order bulan ini", "client")).toEqual(expected);
    await expect.poll(pinnedTotal).toBe(rp(answer.data.total));
    expect(await grid().locator(".kt-hf--active").count()).toBe(1);
    await screenshot(page, "talent-rekap-header-filters");

    await page.reload();
    await rowsOf("Order bulan ini").first().waitFor();
    await expect.poll(() => column("Order bulan ini", "client")).toEqual(expected);
    await expect.poll(pinnedTotal).toBe(rp(answer.data.total));

    await page.getByRole("button", { name: "Hapus filter" }).click();
    await expect.poll(() => page.url()).not.toContain("price_min");
    await expect.poll(pinnedTotal).toBe(rp(month!.total));
  });
});

/** One screen's header filter, checked against the list endpoint's answer for the same query. */
interface ScreenFilter {
  screen: string;
  path: string;
  gridName: string;
  /** The controls to set: label (column header) → value; text inputs are filled, selects chosen. */
  set: [label: string, value: string, kind: "text" | "select"][];
  /** The same filters as the API's query keys. */
  query: Record<string, string>;
  api: string;
  pageSize: number;
  /** The column compared, and how its cell shows an API row. */
  col: string;
  shown: (row: Record<string, unknown>) => string;
}

const SCREENS: ScreenFilter[] = [
  {
    screen: "money audit (Data and Aksi selects)",
    path: "/admin/audit",
    gridName: "Riwayat perubahan",
    set: [
      ["Data", "kas", "select"],
      ["Aksi", "update", "select"],
    ],
    query: { entity: "kas", action: "update" },
    api: "/audit",
    pageSize: 10,
    col: "username",
    shown: (r) => String(r.username ?? "-"),
  },
  {
    screen: "services (a sub-service's name)",
    path: "/admin/services",
    gridName: "Daftar service",
    set: [["Sub Service", "mc", "text"]],
    query: { sub_service: "mc" },
    api: "/services/getServices",
    pageSize: 10,
    col: "name",
    shown: (r) => String(r.name),
  },
  {
    screen: "talents (gender select)",
    path: "/admin/talent",
    gridName: "Daftar talent",
    set: [["Gender", "Woman", "select"]],
    query: { gender: "Woman" },
    api: "/talent/getAllTalents",
    pageSize: 10,
    col: "name",
    shown: (r) => String(r.name),
  },
  {
    screen: "talent categories (description contains)",
    path: "/admin/talent/categories",
    gridName: "Daftar kategori talent",
    set: [["Deskripsi", "pembinaan", "text"]],
    query: { description: "pembinaan" },
    api: "/talentCategories/getAllCategories",
    pageSize: 5,
    col: "name",
    shown: (r) => String(r.name),
  },
];

describe.each(SCREENS)("$screen header filters", (s) => {
  const grid = () => page.getByRole("region", { name: s.gridName });
  const control = (label: string) => grid().getByLabel(`${label} Filter Input`);
  type Answer = { result: Record<string, unknown>[]; totalRows: number };

  it("rows are the API's answer for the same filter; survives reload; 'Hapus filter' clears", async () => {
    await page.goto(`${srv.url}${s.path}`);
    await rowsOf(s.gridName).first().waitFor();
    const all = await api<Answer>(`${s.api}?page=0&limit=${s.pageSize}`);
    for (const [label, value, kind] of s.set) {
      if (kind === "select") await control(label).selectOption(value);
      else await control(label).fill(value);
    }
    for (const [k, v] of Object.entries(s.query))
      await expect.poll(() => page.url()).toContain(`${k}=${v}`);

    const answer = await api<Answer>(
      `${s.api}?${new URLSearchParams({ ...s.query, page: "0", limit: String(s.pageSize) })}`,
    );
    expect(answer.totalRows).toBeGreaterThan(0);
    expect(answer.totalRows).toBeLessThan(all.totalRows); // the filter narrows the demo data
    const expected = answer.result.map(s.shown);
    await expect.poll(() => column(s.gridName, s.col)).toEqual(expected);
    await expect.poll(() => page.getByText(`dari ${answer.totalRows} data`).count()).toBe(1);
    expect(await grid().locator(".kt-hf--active").count()).toBe(s.set.length);
    await screenshot(page, `${s.path.slice(1).replace(/\W+/g, "-")}-header-filters`);

    await page.reload();
    await rowsOf(s.gridName).first().waitFor();
    await expect.poll(() => column(s.gridName, s.col)).toEqual(expected);
    for (const [label, value] of s.set) expect(await control(label).inputValue()).toBe(value);

    await page.getByRole("button", { name: "Hapus filter" }).click();
    for (const k of Object.keys(s.query))
      await expect.poll(() => page.url()).not.toContain(`${k}=`);
    await expect.poll(() => page.getByText(`dari ${all.totalRows} data`).count()).toBe(1);
    expect(await grid().locator(".kt-hf--active").count()).toBe(0);
  });
});

interface AdminRekapAnswer {
  data: {
    total_orders: number;
    total_admin_fee_including_tips: number;
    orders: { admin_fee: number; total: number }[];
  };
}

describe("admin rekap header filters", () => {
  const grid = () => page.getByRole("region", { name: "Order bulan ini" });

  it("filters Admin Fee from–to: rows, pinned total, CSV and PDF follow the API; survives reload", async () => {
    // a demo handler with orders this month (the rekap's default month)
    let id = 0;
    let month: AdminRekapAnswer["data"] | undefined;
    for (let u = 1; u <= 20 && !id; u++) {
      const r = await api<AdminRekapAnswer>(`/rekap/detail/admin/${u}?page=0&limit=100`).catch(
        () => undefined,
      );
      if (r && r.data.total_orders >= 3) [id, month] = [u, r.data];
    }
    expect(id).toBeGreaterThan(0);
    const fees = month!.orders.map((o) => o.admin_fee).sort((a, b) => a - b);
    const min = fees[Math.floor(fees.length / 2)];

    // 10 a page: every row of the page is rendered (the grid is at most 500 px high)
    await page.goto(`${srv.url}/admin/admin-rekap/${id}?size=10`);
    await rowsOf("Order bulan ini").first().waitFor();
    await grid().getByRole("button", { name: "Admin Fee Filter" }).click();
    await page.getByLabel("Admin Fee dari").fill(min.toLocaleString("id-ID"));
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect.poll(() => page.url()).toContain(`admin_fee_min=${min}`);
    await page.keyboard.press("Escape");

    const answer = await api<AdminRekapAnswer>(
      `/rekap/detail/admin/${id}?admin_fee_min=${min}&page=0&limit=10`,
    );
    expect(answer.data.total_orders).toBeGreaterThan(0);
    expect(answer.data.total_orders).toBeLessThan(month!.total_orders);
    const expected = answer.data.orders.map((o) => rp(o.admin_fee));
    const total = rp(answer.data.total_admin_fee_including_tips);
    await expect.poll(() => column("Order bulan ini", "admin_fee")).toEqual(expected);
    await expect.poll(() => pinnedCell(grid(), "total")).toBe(total);
    expect(await grid().locator(".kt-hf--active").count()).toBe(1);

    await page.reload();
    await rowsOf("Order bulan ini").first().waitFor();
    await expect.poll(() => column("Order bulan ini", "admin_fee")).toEqual(expected);
    await expect.poll(() => pinnedCell(grid(), "total")).toBe(total);

    // the CSV and the PDF hold the filtered orders, not the month's
    const filtered = (r: { url(): string }) => r.url().includes(`admin_fee_min=${min}`);
    const [csv] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/export?") && filtered(r)),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    // the browser streams the file to a download: read the same URL again for its rows
    const again = await fetch(csv.url(), { headers: { authorization: `Bearer ${server.token}` } });
    const lines = (await again.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + answer.data.total_orders);
    const [pdf] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/download?") && filtered(r)),
      page.getByRole("button", { name: "Export PDF" }).click(),
    ]);
    expect(pdf.status()).toBe(200);
  });
});

interface ReportAnswer {
  totalRows: number;
  result: { customer_name: string }[];
  totals: { all: { price: number; count: number } };
}

describe("order report header filters", () => {
  const grid = () => page.getByRole("region", { name: "Order talent" });

  it("filters Client contains: rows and the pinned total are the API's; survives reload", async () => {
    // a demo talent with a few orders; filter by part of its first client's name
    let id = 0;
    let all: ReportAnswer | undefined;
    for (let t = 1; t <= 20 && !id; t++) {
      const r = await api<ReportAnswer>(`/order/talent/${t}?limit=10`).catch(() => undefined);
      if (r && r.totalRows >= 3) [id, all] = [t, r];
    }
    expect(id).toBeGreaterThan(0);
    const part = all!.result[0].customer_name.split(" ")[0].toLowerCase();

    await page.goto(`${srv.url}/admin/report/talent/${id}`);
    await rowsOf("Order talent").first().waitFor();
    await grid().getByLabel("Client Filter Input").fill(part);
    await expect.poll(() => page.url()).toContain(`customer_name=${encodeURIComponent(part)}`);

    const q = new URLSearchParams({ customer_name: part, sort_by: "date", sort_order: "ASC" });
    const answer = await api<ReportAnswer>(`/order/talent/${id}?${q}&page=0&limit=10`);
    expect(answer.totalRows).toBeGreaterThan(0);
    expect(answer.totalRows).toBeLessThan(all!.totalRows);
    const expected = answer.result.map((o) => o.customer_name);
    const total = rp(answer.totals.all.price);
    await expect.poll(() => column("Order talent", "customer_name")).toEqual(expected);
    await expect.poll(() => pinnedCell(grid(), "net_price")).toBe(total);
    expect(await grid().locator(".kt-hf--active").count()).toBe(1);
    await screenshot(page, "order-report-header-filters");

    await page.reload();
    await rowsOf("Order talent").first().waitFor();
    await expect.poll(() => grid().getByLabel("Client Filter Input").inputValue()).toBe(part);
    await expect.poll(() => column("Order talent", "customer_name")).toEqual(expected);
    await expect.poll(() => pinnedCell(grid(), "net_price")).toBe(total);

    await page.getByRole("button", { name: "Hapus filter" }).click();
    await expect.poll(() => page.url()).not.toContain("customer_name=");
    await expect.poll(() => pinnedCell(grid(), "net_price")).toBe(rp(all!.totals.all.price));
  });
});

describe("weekly report header filters", () => {
  const grid = () => page.getByRole("region", { name: "Weekly report" });

  it("narrows the weeks by a figure's from–to on the server, with the filtered total pinned", async () => {
    type Week = { id: string; total_orders: number; total_income: number };
    const all = await api<{ data: Week[]; totals: { total_income: number } }>("/weekly");
    expect(all.data.length).toBeGreaterThan(2);
    const counts = all.data.map((w) => w.total_orders).sort((a, b) => a - b);
    // the busiest quarter of the weeks: few enough rows that the grid renders them all
    const min = counts[Math.floor((counts.length * 3) / 4)];
    await page.goto(`${srv.url}/admin/report/weekly?view=grid&total_orders_min=${min}`);
    const answer = await api<{ data: Week[]; totals: { total_income: number } }>(
      `/weekly?total_orders_min=${min}`,
    );
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.length).toBeLessThan(all.data.length);
    await expect
      .poll(async () => (await column("Weekly report", "total_orders")).length)
      .toBe(answer.data.length);
    await expect
      .poll(() => pinnedCell(grid(), "total_income"))
      .toBe(rp(answer.totals.total_income));
    expect(await grid().locator(".kt-hf--active").count()).toBe(1);

    await page.getByRole("button", { name: "Hapus filter" }).click();
    await expect.poll(() => page.url()).not.toContain("total_orders_min");
    expect(page.url()).toContain("view=grid");
    await expect.poll(() => pinnedCell(grid(), "total_income")).toBe(rp(all.totals.total_income));
  });
});

/** The 'Total keseluruhan' row's cell of a column. */
async function pinnedCell(grid: ReturnType<Page["getByRole"]>, col: string) {
  const row = grid
    .locator(".ag-grid-pinned-bottom-rows-container [role=row]")
    .filter({ hasText: "Total keseluruhan" });
  const index = await row.first().getAttribute("row-index");
  return grid.locator(`[role=row][row-index="${index}"] [col-id="${col}"]`).innerText();
}
