// /admin/orders and /admin/audit in Chromium against the real server on a fresh database. The
// orders are created through the API (multipart, with a PNG proof), as the create form would.
import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import type { ApiClient } from "../helpers/api-client";
import { ordersApi } from "../../src/contract/api/orders";
import type { ResponseOf } from "../../src/contract/endpoint";
import { apiTraffic, screenshot } from "../helpers/browser";
import { formData, pngUpload } from "../helpers/orders";
import { e2eFile } from "../helpers/session";
import { exportedCsv } from "../helpers/files";
import {
  ORDER_FILE_HEADERS,
  bodyRows,
  caption,
  cellText,
  escapeChoice,
  pinnedRow,
  rp,
} from "../helpers/page-parts";

/** The answer of POST /order/createOrder. */
type Created = ResponseOf<typeof ordersApi.create>;

let srv: RunningServer;
let page: Page;
let server: ApiClient;
const ids: Record<string, number> = {};
const { toast, settle, one, id, ownerAndTalent } = e2eFile(
  { seedDemo: false, browser: { width: 1600, height: 1000 } },
  (f) => ({ srv, page, api: server } = f),
);

let nextNo = 7001;
async function createOrder(
  name: string,
  date: string,
  price: number,
  extra: Record<string, string> = {},
  proof = false,
) {
  const fields = {
    user_id: String(ids.owner),
    talents_id: String(ids.sinta),
    services_id: String(ids.pijat),
    sub_service_id: String(ids.refleksi),
    no_order: String(nextNo++),
    date,
    customer_name: name,
    customer_age: "31",
    gender: "Man",
    duration: "90",
    price: String(price),
    payment_method: "Transfer",
    payment_place: "BRI",
    description: `Order ${name}`,
    ...extra,
  };
  const form = formData(fields, proof ? [["proof_image", pngUpload(40, 30)]] : []);
  const res = await server.send<Created>("/order/createOrder", form, "POST");
  ids[name] = res.data.id;
  return res.data;
}

beforeAll(async () => {
  const made = await ownerAndTalent();
  ids.owner = made.owner;
  ids.sinta = made.talent;
  ids.raka = await id(
    "INSERT INTO talents (name, gender, talent_categories_id) VALUES ('Raka', 'Man', $1) RETURNING id",
    [made.category],
  );
  ids.pijat = await id("INSERT INTO services (name) VALUES ('Pijat') RETURNING id");
  ids.refleksi = await id(
    "INSERT INTO sub_services (name, services_id) VALUES ('Refleksi', $1) RETURNING id",
    [ids.pijat],
  );
  await createOrder("Budi", "2026-10-01", 100000, {}, true);
  await createOrder("Sari", "2026-10-05", 200000);
  await createOrder("Tono", "2026-10-10", 300000, {
    tips: JSON.stringify([{ receiver_type: "talent", amount: 10000 }]),
  });
  await createOrder("Umar", "2026-11-01", 400000, { talents_id: String(ids.raka) });
  await createOrder("Wati", "2026-11-03", 50000);
});

const grid = () => page.getByRole("region", { name: "Daftar order" });
const rows = () => bodyRows(grid());
const rowOf = (text: string) => rows().filter({ hasText: text });
const cellOf = (r: Locator, col: string) => r.locator(`[col-id="${col}"]`);
const pinnedRows = () => grid().locator(".ag-grid-pinned-bottom-rows-container [role=row]");
const pinned = (label: string) => pinnedRow(grid(), label);
const textOf = (r: Locator, col: string) => cellText(grid(), r, col);
const pinnedText = (label: string, col: string) => textOf(pinnedRow(grid(), label), col);
const refundOf = async (name: string) =>
  (await one<{ r: string }>("SELECT refund_status AS r FROM orders WHERE id = $1", [ids[name]])).r;

async function openOrders(query = "") {
  await page.goto(`${srv.url}/admin/orders${query}`);
  await rows().first().waitFor();
}
const names = async () =>
  (await rows().locator('[col-id="customer_name"]').allInnerTexts()).map((t) => t.trim());

describe("orders list: columns, totals and cell edits", () => {
  it("shows every column, newest first, with the server's page and overall totals pinned", async () => {
    await openOrders();
    expect(await names()).toEqual(["Wati", "Umar", "Tono", "Sari", "Budi"]);
    // a column's title (its header filter sits under it)
    const headers = await grid()
      .locator(".ag-header-cell-text")
      .evaluateAll((els) =>
        els.map((e) => (e.querySelector(".kt-hf-title") ?? e).textContent?.trim() ?? ""),
      );
    for (const h of [
      ...ORDER_FILE_HEADERS.slice(0, 9), // No … Sub Jasa
      "Durasi",
      "Harga",
      "Harga Bersih",
      "Refund",
      "Aksi",
    ])
      expect(headers).toContain(h);
    const budi = rowOf("Budi");
    expect(await cellOf(budi, "date").innerText()).toBe("01/10/2026");
    expect(await textOf(budi, "price")).toBe(rp(100000));
    expect(await cellOf(budi, "duration").innerText()).toBe("90 menit");
    await expect.poll(() => pinnedRows().count()).toBe(2);
    expect(await pinnedText("Total halaman ini", "price")).toBe(rp(1050000));
    expect(await pinnedText("Total keseluruhan", "net_price")).toBe(rp(1050000));
    expect(await caption(grid()).innerText()).toBe("Menampilkan 5 dari 5 data");
    await screenshot(page, "orders-list-1600");
  });

  it("changes the pinned totals by the exact rupiah after a price edit", async () => {
    await server.send(`/order/updateOrder/${ids.Sari}`, { customer_name: "Sari", price: "250000" });
    await openOrders();
    await expect.poll(() => pinnedText("Total keseluruhan", "price")).toBe(rp(1100000));
    expect(await pinnedText("Total keseluruhan", "net_price")).toBe(rp(1100000));
  });

  it("edits the refund status in the cell: Enter saves, one Escape cancels, Ctrl+Z saves the old value back", async () => {
    await openOrders();
    const cell = () => cellOf(rowOf("Wati"), "refund_status");
    const list = page.getByRole("listbox");
    const netAll = () => pinnedText("Total keseluruhan", "net_price");

    // double-click opens the editor with its list open; ArrowDown + Enter saves REFUND_50
    // (shown 'Refund 50%')
    await cell().dblclick();
    await list.waitFor();
    expect(await list.getByRole("option").allInnerTexts()).toEqual([
      "Tidak ada",
      "Refund 50%",
      "Refund 100%",
    ]);
    await settle();
    await screenshot(page, "orders-refund-editor");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await toast("Order berhasil diupdate!").first().waitFor();
    await expect.poll(() => refundOf("Wati")).toBe("REFUND_50");
    await expect.poll(() => cell().innerText()).toBe("Refund 50%");
    // Wati 50,000 at 50 %: the net total drops by exactly 25,000
    await expect.poll(netAll).toBe(rp(1075000));

    // one Escape cancels: the list closes, nothing is saved
    await cell().dblclick();
    await list.waitFor();
    await escapeChoice(page, grid(), list);
    expect(await refundOf("Wati")).toBe("REFUND_50");

    // Ctrl+Z on the focused cell (focus stayed on it after Escape) saves NONE back
    expect(await page.evaluate(() => document.activeElement?.getAttribute("col-id"))).toBe(
      "refund_status",
    );
    await page.keyboard.press("Control+z");
    await expect.poll(() => refundOf("Wati")).toBe("NONE");
    await expect.poll(() => cell().innerText()).toBe("Tidak ada");
    await expect.poll(netAll).toBe(rp(1100000));
  });

  it("Ctrl+Z outside the cells never refills the search box", async () => {
    await openOrders();
    const search = grid().getByLabel("Customer Filter Input");
    await search.fill("Budi");
    await expect.poll(names).toEqual(["Budi"]);
    await search.fill("");
    await expect.poll(() => rows().count()).toBe(5);
    // focus on a cell (nothing to undo), then on the page outside any text box
    await cellOf(rowOf("Umar"), "refund_status").click();
    const traffic = apiTraffic(page, 700);
    await page.keyboard.press("Control+z");
    await page.getByRole("heading", { name: "Orders" }).click();
    await page.keyboard.press("Control+z");
    // a refilled search would have sent its (debounced) request by the end of this quiet spell
    await traffic.idle();
    await settle();
    expect(await search.inputValue()).toBe("");
    expect(await rows().count()).toBe(5);
    expect(page.url()).not.toContain("q=");
  });
});

describe("orders list: filters and export", () => {
  it("filters by refund status on the server, in the URL, and keeps it on reload", async () => {
    await server.send(`/order/updateOrder/${ids.Tono}`, {
      customer_name: "Tono",
      price: "300000",
      refund_type: "REFUND_100",
    });
    await openOrders();
    await grid().getByLabel("Refund Filter Input").selectOption("REFUND_100");
    await expect.poll(names).toEqual(["Tono"]);
    expect(page.url()).toContain("refund_status=REFUND_100");
    expect(await pinnedText("Total keseluruhan", "net_price")).toBe(rp(0));
    await page.reload();
    await rows().first().waitFor();
    expect(await names()).toEqual(["Tono"]);
    expect(await grid().getByLabel("Refund Filter Input").inputValue()).toBe("REFUND_100");
    await screenshot(page, "orders-filter-refund");
  });

  it("filters by a date range (Blueprint input, dd/MM/yyyy) and keeps it on reload", async () => {
    await openOrders();
    await grid().getByRole("button", { name: "Tanggal Filter" }).click();
    const start = page.getByLabel("Tanggal mulai");
    const end = page.getByLabel("Tanggal akhir");
    await start.fill("01/10/2026");
    await end.fill("10/10/2026");
    await end.press("Enter");
    await expect.poll(names).toEqual(["Tono", "Sari", "Budi"]);
    await expect.poll(() => page.url()).toContain("start=2026-10-01");
    expect(page.url()).toContain("end=2026-10-10");
    await page.keyboard.press("Escape");
    await settle();
    await screenshot(page, "orders-filter-date");
    await page.reload();
    await rows().first().waitFor();
    expect(await names()).toEqual(["Tono", "Sari", "Budi"]);
    // the column is too narrow for the range: the button says it in its name and hover title
    const button = grid().getByRole("button", { name: "Tanggal Filter" });
    expect(await button.getAttribute("aria-label")).toBe("Tanggal Filter: 01/10/2026 – 10/10/2026");
    expect(await button.getAttribute("title")).toBe("01/10/2026 – 10/10/2026");
  });

  it("exports the whole filtered set as CSV", async () => {
    await openOrders("?start=2026-10-01&end=2026-10-10");
    await expect.poll(names).toEqual(["Tono", "Sari", "Budi"]);
    const { name, lines } = await exportedCsv(page);
    expect(name).toMatch(/^daftar-order_2026-10-01_2026-10-10_diekspor-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(
      // the visible columns in their on-screen order (Harga, Harga Bersih pinned right)
      "No;No Order;Admin;Tanggal;Talent;Customer;Umur;Jasa;Sub Jasa;Durasi (menit);" +
        "Status Refund;Harga;Harga Bersih",
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^1;\d+;owner;2026-10-10;Sinta;Tono;31;Pijat;Refleksi;90;REFUND_100;300000;0$/,
    );
    expect(lines[3]).toContain(";Budi;");
  });
});

describe("orders list: detail, delete, audit and a narrow window", () => {
  it("opens the detail popup with a double-click on a cell that does not edit (a click only selects)", async () => {
    await openOrders();
    await cellOf(rowOf("Budi"), "customer_name").click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("col-id")))
      .toBe("customer_name");
    expect(await page.locator(".bp6-dialog").count()).toBe(0);
    await cellOf(rowOf("Budi"), "no_order").dblclick();
    const dialog = page.locator(".bp6-dialog");
    await dialog.waitFor();
    for (const text of [
      "Budi (31 tahun)",
      "Pijat / Refleksi",
      "90 menit",
      "Transfer - BRI",
      rp(100000),
      rp(70000),
      rp(10000),
      "Order Budi",
    ])
      await expect.poll(() => dialog.innerText()).toContain(text);
    const img = dialog.getByRole("img", { name: /Bukti pembayaran/ });
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(40);
    expect(await dialog.locator("a:has(img)").getAttribute("href")).toMatch(/^\/images\//);
    await settle();
    await screenshot(page, "orders-detail");
    await dialog.getByRole("tab", { name: "Riwayat" }).click();
    await expect.poll(() => dialog.innerText()).toContain("Dibuat");
    await expect.poll(() => dialog.innerText()).toContain(`Harga: - → ${rp(100000)}`);
    await screenshot(page, "orders-detail-history");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("deletes with the spec's confirmation", async () => {
    await openOrders();
    await rowOf("Umar").getByRole("button", { name: "Hapus" }).click();
    const alert = page.locator(".bp6-alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("Hapus data?");
    expect(await alert.innerText()).toContain("Data yang dihapus tidak dapat dikembalikan!");
    await alert.getByRole("button", { name: "Batal" }).click();
    await alert.waitFor({ state: "detached" });
    expect(await names()).toContain("Umar");
    await rowOf("Umar").getByRole("button", { name: "Hapus" }).click();
    await page.locator(".bp6-alert").getByRole("button", { name: "Ya, hapus!" }).click();
    await toast("Data berhasil dihapus.").waitFor();
    await expect.poll(names).toEqual(["Wati", "Tono", "Sari", "Budi"]);
    expect(
      await one<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE id = $1", [ids.Umar]),
    ).toEqual({ n: 0 });
  });

  it("the owner's audit grid shows the edits, old → new in rupiah", async () => {
    await page.goto(`${srv.url}/admin/audit`);
    const audit = page.getByRole("region", { name: "Riwayat perubahan" });
    await audit.locator(".ag-grid-scrolling-container [role=row]").first().waitFor();
    const text = () => audit.innerText();
    await expect.poll(text).toContain(`Harga: ${rp(200000)} → ${rp(250000)}`);
    await expect.poll(text).toContain("Status refund: NONE → REFUND_50");
    await expect.poll(text).toContain("Status refund: REFUND_50 → NONE");
    await expect.poll(text).toContain("Dihapus");
    await screenshot(page, "audit-1600");
    await audit.getByLabel("Data Filter Input").selectOption("kas");
    await expect
      .poll(() => audit.getByRole("status").innerText())
      .toBe("Menampilkan 0 dari 0 data");
    expect(page.url()).toContain("entity=kas");
  });

  it("fits an 800 px wide window", async () => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await openOrders();
    // The money and its totals stay in view: no horizontal scrolling to read Harga.
    for (const r of [rows().first(), pinned("Total keseluruhan").first()]) {
      const index = await r.getAttribute("row-index");
      for (const col of ["price", "net_price"]) {
        const cell = grid().locator(`[role=row][row-index="${index}"] [col-id="${col}"]`);
        const box = await cell.boundingBox();
        expect(box, col).not.toBeNull();
        expect(box!.x + box!.width, `${col} of row ${index}`).toBeLessThanOrEqual(800);
      }
    }
    await screenshot(page, "orders-list-800");
    await page.goto(`${srv.url}/admin/audit`);
    await page
      .getByRole("region", { name: "Riwayat perubahan" })
      .locator("[role=row]")
      .nth(1)
      .waitFor();
    await screenshot(page, "audit-800");
  });
});
