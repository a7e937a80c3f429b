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

let srv: RunningServer;
let page: Page;
let context: BrowserContext;
let api: ApiClient;
const { one } = e2eFile({ seedDemo: true }, (f) => {
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
});
