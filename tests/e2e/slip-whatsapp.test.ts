// Sending a weekly slip over WhatsApp (RULES.md D12), as an admin does it: 'Kirim via WhatsApp'
// on a weekly payout row opens wa.me with the talent's number and the message (WhatsApp itself is
// answered by a stand-in page: the one thing not ours); the link in the message opens the public
// slip page with no session (looked at 1366 and 390 px wide); a revoked and an expired link are
// refused with their Indonesian pages.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import type { RunningServer } from "../helpers/server";
import type { ApiClient } from "../helpers/api-client";
import { screenshot } from "../helpers/browser";
import { e2eFile } from "../helpers/session";
import type { WeeklyTalentsPage, WeeklyTalentsRow } from "../../src/contract/weekly";
import { formatDateTime, formatRupiah } from "../../src/money/format";

let srv: RunningServer;
let page: Page;
let context: BrowserContext;
let api: ApiClient;
const { one, dialog, toast } = e2eFile({ seedDemo: true }, (f) => {
  ({ srv, page, api } = f);
  context = f.b.context;
});

describe("a slip sent over WhatsApp", () => {
  it("opens wa.me with the message and link; the link shows the slip until revoked or expired", async () => {
    const talent = await one<{ id: number; name: string }>(
      "SELECT t.id, t.name FROM talents t JOIN orders o ON o.talents_id = t.id ORDER BY t.id LIMIT 1",
    );
    await api.send(`/talent/${talent.id}`, { phone: "0812-3456-7890" });
    await context.route("https://wa.me/**", (r) =>
      r.fulfill({ contentType: "text/html", body: "<p>WhatsApp</p>" }),
    );
    await page.goto(
      `${srv.url}/admin/report/weekly-talent-reports?q=${encodeURIComponent(talent.name)}`,
    );
    const grid = page.getByRole("region", { name: "Weekly payout talent" });
    const send = grid.getByRole("button", { name: "Kirim via WhatsApp" }).first();
    await send.waitFor();
    const [popup] = await Promise.all([page.waitForEvent("popup"), send.click()]);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const wa = new URL(popup.url());
    expect(wa.pathname).toBe("/6281234567890");
    const message = wa.searchParams.get("text")!;
    expect(message).toContain(`Halo ${talent.name}`);
    expect(message).toMatch(
      /Periode: .+\nTalent fee: Rp.+\nTip: Rp.+\nTotal: Rp.+\nDibayar: Rp.+\nSisa: Rp/,
    );
    const link = /Slip lengkap \(PDF\): (\S+)/.exec(message)![1];
    await page.getByText(`Slip ${talent.name} siap dikirim`).waitFor();

    // the talent opens it on a phone: no session in a fresh context
    const slipUrl = new URL(new URL(link).pathname, srv.url).toString();
    const browser = context.browser()!;
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const p = await phone.newPage();
      const res = await p.goto(slipUrl);
      expect(res!.status()).toBe(200);
      await p.getByRole("heading", { name: `Slip Pembayaran: ${talent.name}` }).waitFor();
      await p.getByRole("link", { name: "Unduh slip (PDF)" }).waitFor();
      await screenshot(p, "slip-page-390");
      await p.setViewportSize({ width: 1366, height: 768 });
      await screenshot(p, "slip-page-1366");

      const token = new URL(link).pathname.split("/").pop();
      await api.send(`/payouts/slips/share/${token}`, {}, "DELETE");
      const revoked = await p.goto(slipUrl);
      expect(revoked!.status()).toBe(410);
      await p.getByText("Tautan slip ini sudah dicabut").waitFor();
      await screenshot(p, "slip-page-revoked");

      // a second link, past its days
      const fresh = await api.send<{ data: { url: string } }>(
        "/payouts/slips/share",
        { talent_id: talent.id, start_date: "2026-01-05", end_date: "2026-01-11" },
        "POST",
      );
      await one("UPDATE slip_shares SET expires_at = now() - interval '1 second'");
      const expired = await p.goto(new URL(new URL(fresh.data.url).pathname, srv.url).toString());
      expect(expired!.status()).toBe(410);
      await p.getByText("Tautan slip ini sudah kedaluwarsa").waitFor();
    } finally {
      await phone.close();
    }
  });

  it("after a payout, the dialog's toast sends the slip; the row then says who sent it and when", async () => {
    const week = await owingWeek();
    await page.goto(weekUrl(week));
    const send = actions().getByRole("button", { name: "Kirim via WhatsApp", exact: true });
    await send.waitFor();
    await actions().getByRole("button", { name: "Catat Pembayaran" }).click();
    await dialog().getByLabel("Jumlah Dibayar", { exact: true }).fill("1000");
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === "/api/payouts" && r.request().method() === "POST",
      ),
      dialog().getByRole("button", { name: "Simpan" }).click(),
    ]);
    expect(saved.status(), await saved.text()).toBe(201);
    const offer = toast("Pembayaran berhasil dicatat");
    await screenshot(page, "slip-after-payout-toast");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      offer.getByRole("button", { name: "Kirim via WhatsApp" }).click(),
    ]);
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const message = new URL(popup.url()).searchParams.get("text")!;
    expect(message).toContain(`Halo ${week.talent_name}`);
    // the slip carries the payment just made
    expect(message).toContain(`Dibayar: ${formatRupiah(1000)}`);
    expect(message).toContain(`Sisa: ${formatRupiah(week.outstanding - 1000)}`);
    await popup.close();

    // the list shows the slip as sent: the API's row and the button's label agree
    const sent = await expect
      .poll(async () => (await owingWeek(week)).slip_sent_at)
      .not.toBeNull()
      .then(() => owingWeek(week));
    const { username } = await one<{ username: string }>(
      "SELECT username FROM users WHERE role = 'owner'",
    );
    expect(sent.slip_sent_by).toBe(username);
    const label = `Kirim via WhatsApp (terkirim ${formatDateTime(sent.slip_sent_at)} oleh ${username})`;
    await actions().getByRole("button", { name: label, exact: true }).waitFor();
    expect(await actions().getByRole("button", { name: label }).getAttribute("title")).toBe(label);
    await screenshot(page, "slip-sent-label");
  });

  // Chromium on Linux has no Web Share of files (the test above is the wa.me fallback); a phone's
  // share sheet is stood in for here, like WhatsApp's page above: the one thing not ours.
  it("where files can be shared, the slip's PDF goes to the share sheet with the message", async () => {
    await page.addInitScript(() => {
      const w = window as unknown as { shared: unknown[] };
      w.shared = [];
      let calls = 0;
      Object.defineProperty(navigator, "canShare", {
        configurable: true,
        value: (d: ShareData) =>
          !!d.files?.length && d.files.every((f) => f.type === "application/pdf"),
      });
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (d: ShareData) => {
          // the first try comes after the PDF loaded: as Safari does, refuse it (no click left)
          if (calls++ === 0) throw new DOMException("no user activation", "NotAllowedError");
          const f = d.files![0];
          const head = new TextDecoder().decode(await f.slice(0, 5).arrayBuffer());
          w.shared.push({ name: f.name, type: f.type, size: f.size, head, text: d.text });
        },
      });
    });
    const week = await owingWeek();
    await page.goto(weekUrl(week));
    let popups = 0;
    page.on("popup", () => popups++);
    await actions().getByRole("button", { name: "Kirim via WhatsApp", exact: true }).click();
    // refused once: the toast asks for a click of its own, which shares
    await toast(`Slip ${week.talent_name} siap dibagikan`)
      .getByRole("button", { name: "Bagikan slip" })
      .click();
    await toast(`Slip ${week.talent_name} dibagikan`).waitFor();
    const shared = await page.evaluate(() => (window as unknown as { shared: Json[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ type: "application/pdf", head: "%PDF-" });
    expect(shared[0].name).toMatch(/\.pdf$/);
    expect(shared[0].size).toBeGreaterThan(1000);
    expect(shared[0].text).toContain(`Halo ${week.talent_name}`);
    expect(shared[0].text).toMatch(/Slip lengkap \(PDF\): \S+\/s\/[A-Za-z0-9_-]{43}/);
    expect(popups).toBe(0);
  });
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const actions = () =>
  page
    .getByRole("region", { name: "Weekly payout talent" })
    .locator('.ag-row[row-index="0"]:not(.ag-row-pinned) .ag-cell[col-id="actions"]');

/** The list filtered to one week of one talent: row 0. */
const weekUrl = (w: WeeklyTalentsRow) =>
  `${srv.url}/admin/report/weekly-talent-reports?${new URLSearchParams({
    start: w.start_date,
    end: w.end_date,
    q: w.talent_name,
  })}`;

/** A week nothing was paid or sent for yet (or `again`'s row as it is now). */
async function owingWeek(again?: WeeklyTalentsRow): Promise<WeeklyTalentsRow> {
  const q = again
    ? new URLSearchParams({
        start_date: again.start_date,
        end_date: again.end_date,
        search: again.talent_name,
      })
    : new URLSearchParams({ status: "BELUM", limit: "100" });
  const list = await api.get<WeeklyTalentsPage>(`/weekly/talents?${q}`);
  const row = again
    ? list.result.find((r) => r.id === again.id)
    : list.result.find((r) => r.paid === 0 && r.outstanding > 1000 && !r.slip_sent_at);
  if (!row) return expect.fail("no such week in the demo");
  if (!again) await api.send(`/talent/${row.talents_id}`, { phone: "0812-1111-2222" });
  return row;
}
