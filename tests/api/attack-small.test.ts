// The small hardening cases: the reset token never reaches the request log; a download
// is sent once (no 'Reply was already sent' warning with statusCode 500 in the log); a rate with
// more than two decimals is refused, not stored rounded; slow headers and slow bodies are cut
// with a 408 instead of holding the connection for minutes.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/app";
import { pngUpload } from "../helpers/orders";
import { multipart } from "../helpers/orders";

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: "info", HEADERS_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "1500" },
    undefined,
    undefined,
    logStream,
  );
  ({ token } = await t.login());
});
afterAll(() => t.close());

describe("defect 7: the request log", () => {
  it("never holds a reset token, whatever the path or spelling", async () => {
    const secret = "S3CRET-reset-token-0123456789abcdef";
    const urls = [
      `/reset-password?token=${secret}`,
      `/api/users/reset-password/confirm?token=${secret}`,
      `/api/users/%72eset-password/confirm?x=1&token=${secret}`,
      `/some/page?a=1&%74oken=${secret}`,
      `/reset-password?token=${secret}&from=mail`,
    ];
    for (const url of urls) await t.call({ method: "GET", url });
    await t.call({
      method: "POST",
      url: `/api/users/reset-password/confirm?token=${secret}`,
      payload: { token: secret, newPassword: "abcdefgh-1", confirmPassword: "abcdefgh-1" },
    });
    const all = lines.join("\n");
    expect(all).toContain("reset-password?[redacted]");
    expect(all).toContain("a=1&%74oken=[redacted]");
    expect(all).not.toContain(secret);
  });

  it("sends every download once: no warning, no statusCode 500 in the log", async () => {
    const [talent] = await t.db.query<{ id: number }>(
      "INSERT INTO talents (name, gender) VALUES ('Sinta', 'Woman') RETURNING id",
    );
    const [owner] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE role = 'owner'");
    const form = await multipart(
      {
        user_id: String(owner.id),
        talents_id: String(talent.id),
        no_order: "7001",
        date: "2026-10-06",
        customer_name: "Budi",
        price: "100000",
        tips: "[]",
      },
      [["proof_image", pngUpload(2, 2)]],
    );
    const created = await t.call({ method: "POST", url: "/api/order/createOrder", token, ...form });
    expect(created.statusCode).toBe(201);
    const image = created.json().data.proof_image as string;
    const before = lines.length;
    const downloads = [
      "/api/talent/export",
      "/api/services/export",
      "/api/talentCategories/export",
      "/api/order/export",
      "/api/order/export?format=xlsx",
      `/api/report/pdf/talent/${talent.id}?start=2026-10-05&end=2026-10-11`,
      "/api/report/pdf/week?start=2026-10-05&end=2026-10-11",
      `/images/${image}`,
    ];
    for (const url of downloads) {
      const res = await t.call({ method: "GET", url, token });
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.length, url).toBeGreaterThan(0);
    }
    const after = logged().slice(before);
    expect(after.filter((l) => Number(l.level) >= 40)).toEqual([]);
    const codes = after.flatMap(
      (l) => ((l.res as { statusCode?: number })?.statusCode ?? []) as number[],
    );
    expect(codes).toEqual(downloads.map(() => 200));
  });
});

describe("defect 7: rates take at most two decimals", () => {
  const put = (body: Record<string, number>) =>
    t.call({ method: "PUT", url: "/api/settings/rates", token, payload: body });

  it("refuses 1e-10, 99.99999999 and 70.125 and keeps the rates; 70.12 and 0.29 are exact", async () => {
    const start = (await t.call({ method: "GET", url: "/api/settings/rates", token })).json();
    for (const talent_rate of [1e-10, 99.99999999, 70.125, 0.001, 33.333]) {
      const res = await put({ talent_rate, admin_rate: 0 });
      expect(res.statusCode, String(talent_rate)).toBe(400);
      expect(res.json()).toEqual({
        message: "Rate talent: maksimal dua angka desimal",
        field: "talent_rate",
      });
    }
    const bad = await put({ talent_rate: 70, admin_rate: 1e-10 });
    expect(bad.json()).toEqual({
      message: "Rate admin: maksimal dua angka desimal",
      field: "admin_rate",
    });
    expect((await t.call({ method: "GET", url: "/api/settings/rates", token })).json()).toEqual(
      start,
    );
    for (const [talent_rate, admin_rate] of [
      [70.12, 10.5],
      [0.29, 99.71],
    ]) {
      const ok = await put({ talent_rate, admin_rate });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data).toEqual({ talent_rate, admin_rate });
    }
  });
});

describe("defect 7: slow clients are cut", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
  });

  /** Writes `head`, then waits for the server to answer and close; resolves what it sent. */
  const heldOpen = (head: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.write(head));
      let answer = "";
      socket.on("data", (d) => (answer += d.toString()));
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
    });

  it("a body that never finishes gets 408 and the connection closed", async () => {
    const answer = await heldOpen(
      "POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
        "Cookie: XSRF-TOKEN=t\r\nX-XSRF-TOKEN: t\r\n" +
        'Content-Length: 1000\r\n\r\n{"email":"',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("headers that never finish are cut too", async () => {
    const answer = await heldOpen("GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: a");
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("a normal request on the same server still answers", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
