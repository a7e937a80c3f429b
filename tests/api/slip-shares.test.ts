// Slips sent over WhatsApp (RULES.md D12): a talent's phone number normalised to 62…, a share
// link with its wa.me message, the public page and PDF of the link with the slip's own figures,
// revoking (owner or maker only) and expiry refused with 410, and an attacker's tokens.
import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { buildScenario } from "../helpers/report-scenario";
import { SLIP_LINK_MESSAGES } from "../../src/contract/slips";

const s = perFile(buildScenario);

const WEEK = { start_date: "2024-12-23", end_date: "2024-12-29" };
const share = (token = s.admin, body: object = { talent_id: s.ids.ayu, ...WEEK }) =>
  s.t.call({ method: "POST", url: "/api/payouts/slips/share", token, payload: body });
const open = (url: string) => s.t.call({ method: "GET", url });
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;

describe("a talent's WhatsApp number", () => {
  it("is stored as 62…, refused when it is not a number, removed with an empty one", async () => {
    const put = (phone: string | null) =>
      s.t.call({
        method: "PUT",
        url: `/api/talent/${s.ids.ayu}`,
        token: s.admin,
        payload: { phone },
      });
    const bad = await put("12-34");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: "Nomor WhatsApp: tidak valid (contoh: 0812 3456 7890)",
      field: "phone",
    });
    expect((await put("")).statusCode).toBe(200);
    expect((await s.get(`/talent/getTalentById/${s.ids.ayu}`)).body.data.phone).toBeNull();
    for (const typed of ["0812-3456-7890", "+62 812 3456 7890"]) {
      expect((await put(typed)).statusCode).toBe(200);
      expect((await s.get(`/talent/getTalentById/${s.ids.ayu}`)).body.data.phone).toBe(
        "6281234567890",
      );
    }
  });
});

describe("sharing a weekly slip", () => {
  let url: string;

  it("makes a link and the wa.me message with the slip's figures; stores only its hash", async () => {
    const res = await share();
    expect(res.statusCode, res.body).toBe(201);
    const d = res.json().data;
    url = d.url;
    expect(url).toMatch(/^https?:\/\/[^/]+\/s\/[A-Za-z0-9_-]{43}$/);
    expect(d.whatsapp_url.startsWith("https://wa.me/6281234567890?text=")).toBe(true);
    const text = decodeURIComponent(d.whatsapp_url.split("?text=")[1]);
    expect(text).toBe(d.message);
    // Ayu's week: 100.000 at 70 % plus a 10.000 tip, nothing paid yet
    expect(text).toContain("Periode: Senin, 23 Desember 2024 – Minggu, 29 Desember 2024");
    expect(text).toMatch(/Total: Rp\s80\.000/);
    expect(text).toMatch(/Sisa: Rp\s80\.000/);
    expect(text).toContain(url);
    const stored = await s.t.db.query<{ token_hash: string }>("SELECT token_hash FROM slip_shares");
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(tokenOf(url));
    const audit = await s.t.db.query<{ user_id: number; new_value: { phone: string } }>(
      "SELECT user_id, new_value FROM audit_log WHERE entity = 'slip_share'",
    );
    expect(audit).toMatchObject([{ user_id: s.ids.admin1, new_value: { phone: "6281234567890" } }]);
  });

  it("the weekly payout list says the week's slip was sent, when and by whom; others not", async () => {
    const list = await s.get("/weekly/talents?limit=100");
    expect(list.status).toBe(200);
    const rows: Array<Record<string, unknown>> = list.body.result;
    const [made] = await s.t.db.query<{ created_at: Date; username: string }>(
      `SELECT ss.created_at, u.username FROM slip_shares ss JOIN users u ON u.id = ss.created_by`,
    );
    const sent = rows.filter((r) => r.slip_sent_at !== null);
    expect(sent).toEqual([
      expect.objectContaining({
        talents_id: s.ids.ayu,
        start_date: WEEK.start_date,
        slip_sent_at: new Date(made.created_at).toISOString(),
        slip_sent_by: made.username,
      }),
    ]);
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows.filter((x) => x !== sent[0])) expect(r.slip_sent_by).toBeNull();
  });

  it("the public link shows the talent's own slip, as page, data and PDF, with no session", async () => {
    const token = tokenOf(url);
    const data = await open(`/api/slips/${token}`);
    expect(data.statusCode).toBe(200);
    const own = await s.get(
      `/report/slip/talent/${s.ids.ayu}?start=${WEEK.start_date}&end=${WEEK.end_date}`,
    );
    expect(data.json().data.slip).toEqual(own.body.data);
    const page = await open(`/s/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("Slip Pembayaran: Ayu");
    expect(page.body).toMatch(/Total<\/dt><dd class="total">Rp\s80\.000/);
    const pdf = await open(`/api/slips/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("is revoked by its maker or the owner only; a revoked link is 410", async () => {
    const token = tokenOf(url);
    const revoke = (as: string) =>
      s.t.call({ method: "DELETE", url: `/api/payouts/slips/share/${token}`, token: as });
    const admin2 = (await s.t.login({ email: "admin2@test.local", password: "admin2-pass-123" }))
      .token;
    expect((await revoke(admin2)).statusCode).toBe(403);
    expect((await open(`/api/slips/${token}`)).statusCode).toBe(200);
    expect((await revoke(s.admin)).statusCode).toBe(200);
    const gone = await open(`/api/slips/${token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(
      "Tautan slip ini sudah dicabut. Minta tautan baru kepada admin agensi.",
    );
    const page = await open(`/s/${token}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("Tautan tidak berlaku");
    expect((await open(`/api/slips/${token}/pdf`)).statusCode).toBe(410);
  });

  it("an expired link is 410 with its own words", async () => {
    const token = tokenOf((await share(s.owner)).json().data.url);
    await s.t.db.query("UPDATE slip_shares SET expires_at = now() - interval '1 minute'");
    const res = await open(`/api/slips/${token}`);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toContain("sudah kedaluwarsa");
    expect((await open(`/s/${token}`)).statusCode).toBe(410);
  });

  it("an attacker gets nothing: no session no link, forged tokens 404, guessing throttled", async () => {
    expect(
      (
        await s.t.call({
          method: "POST",
          url: "/api/payouts/slips/share",
          payload: { talent_id: s.ids.ayu, ...WEEK },
        })
      ).statusCode,
    ).toBe(401);
    expect((await share(s.admin, { talent_id: 999999, ...WEEK })).statusCode).toBe(404);
    // the stored hash is not a token; a well-formed random one was never made
    const [{ token_hash }] = await s.t.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM slip_shares LIMIT 1",
    );
    expect((await open(`/api/slips/${token_hash.slice(0, 43)}`)).statusCode).toBe(404);
    expect((await open(`/s/${"A".repeat(43)}`)).statusCode).toBe(404);
    expect((await open(`/s/..%2F..%2Fetc`)).statusCode).toBe(404);
    // a malformed token says what a link never made says (not the reset link's words)
    const malformed = await open(`/api/slips/not-a-token`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(SLIP_LINK_MESSAGES.notFound);
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++)
      status = (await open(`/api/slips/${"B".repeat(42)}${i % 10}`)).statusCode;
    expect(status).toBe(429);
  });
});
