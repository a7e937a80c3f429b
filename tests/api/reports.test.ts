import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { buildScenario } from "../helpers/report-scenario";
import * as ref from "../../src/money/reference";

const s = perFile(buildScenario);

const GET_URLS = [
  "/report/summary/global",
  "/report/summary/talent/1",
  "/report/summary/admin/1",
  "/weekly",
  "/weekly/talent/1",
  "/order/talents",
  "/order/admins",
  "/order/talent/1",
  "/order/admin/1",
  "/rekap/detail/talent/1",
  "/rekap/detail/admin/1",
  "/settings/kas",
  "/settings/rates",
];

describe("access", () => {
  it("answers 401 without a token on every report call", async () => {
    for (const url of GET_URLS) {
      const res = await s.t.call({ method: "GET", url: `/api${url}?bogus=1` });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: "Silakan login terlebih dahulu" });
    }
  });

  it("keeps editing the rates owner only (admin reads them, PUT is 403); kas is open to admins", async () => {
    expect((await s.get("/settings/rates", s.admin)).status).toBe(200);
    const put = await s.send(
      "PUT",
      "/settings/rates",
      { talent_rate: 60, admin_rate: 10 },
      s.admin,
    );
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe("Akses ditolak. Halaman ini hanya untuk Owner.");
    expect((await s.get("/settings/kas", s.admin)).status).toBe(200);
  });

  it("refuses a PUT without the XSRF header with 403 and changes nothing", async () => {
    for (const [url, payload] of [
      ["/api/settings/kas", { kas: 1 }],
      ["/api/settings/rates", { talent_rate: 50, admin_rate: 10 }],
    ] as const) {
      const res = await s.t.call({ method: "PUT", url, token: s.owner, xsrf: false, payload });
      expect(res.statusCode).toBe(403);
    }
    expect((await s.get("/settings/kas")).body).toEqual({ data: { kas: 0, version: 1 } });
  });
});

describe("summaries", () => {
  it("answers the global summary with every figure of the reference and the name lists", async () => {
    const { status, body } = await s.get("/report/summary/global");
    expect(status).toBe(200);
    const f = ref.globalSummary(s.orders);
    // every figure of the reference but the price total, which this summary does not show
    const { total_price: _price, ...figures } = f;
    expect(body).toEqual({
      data: {
        ...figures,
        kas: 0,
        total_orders: 6,
        talents: [
          { id: s.ids.ayu, name: "Ayu" },
          { id: s.ids.bima, name: "Bima" },
          { id: s.ids.citra, name: "Citra" },
        ],
        // owner is listed because the owner handled an order
        admins: [
          { id: s.ids.admin1, username: "admin1" },
          { id: s.ids.admin2, username: "admin2" },
          { id: s.ids.owner, username: "owner" },
        ],
      },
    });
    // hand-checked: nets 100000 + 7500 + 200000 + 0 + 80000 + 12345, tips 45000
    expect(f.total_uang_masuk).toBe(399845 + 45000);
    expect(f.total_talent_fee).toBe(70000 + 5250 + 140000 + 0 + 56000 + 8086);
    expect(f.sisa).toBe(f.total_uang_masuk - f.uang_talent_dan_tip - f.uang_admin_dan_tip);
  });

  it("filters by an inclusive date range", async () => {
    const { body } = await s.get(
      "/report/summary/global?start_date=2024-12-30&end_date=2025-01-05",
    );
    const f = ref.globalSummary(s.orders, { start: "2024-12-30", end: "2025-01-05" });
    expect(body.data.total_orders).toBe(3);
    expect(body.data.total_uang_masuk).toBe(f.total_uang_masuk);
    expect(body.data.sisa).toBe(f.sisa);
  });

  it("answers per talent and per admin with tips included in the totals", async () => {
    expect((await s.get(`/report/summary/talent/${s.ids.ayu}`)).body).toEqual({
      data: { talent_id: s.ids.ayu, talent_name: "Ayu", ...ref.talentSummary(s.orders, s.ids.ayu) },
    });
    expect((await s.get(`/report/summary/talent/${s.ids.citra}`)).body.data).toMatchObject({
      talent_fee: 0,
      total_tip_talent: 0,
      total_talent_share: 0,
    });
    const a = await s.get(`/report/summary/admin/${s.ids.admin1}?start_date=2025-01-01`);
    expect(a.body).toEqual({
      data: {
        admin_id: s.ids.admin1,
        admin_name: "admin1",
        ...ref.adminSummary(s.orders, s.ids.admin1, { start: "2025-01-01" }),
      },
    });
    expect(a.body.data.total_admin_fee).toBe(a.body.data.admin_fee + a.body.data.total_tip_admin);
  });

  it("answers 404 with a message for unknown ids and 400 for bad ones", async () => {
    expect(await s.get("/report/summary/talent/99999")).toEqual({
      status: 404,
      body: { message: "Talent tidak ditemukan" },
    });
    expect(await s.get("/report/summary/admin/99999")).toEqual({
      status: 404,
      body: { message: "Admin tidak ditemukan" },
    });
    expect((await s.get("/report/summary/talent/abc")).status).toBe(400);
  });

  it("validates date params strictly with Indonesian messages naming the field", async () => {
    const cases: [string, string][] = [
      [
        "start_date=2025-02-01&end_date=2025-01-01",
        "Tanggal mulai tidak boleh setelah tanggal akhir",
      ],
      ["start_date=2025-13-01", "Tanggal mulai: tanggal tidak valid"],
      ["end_date=01-01-2025", "Tanggal akhir: format tanggal harus YYYY-MM-DD"],
      ["foo=1", 'Kunci tidak dikenali : "foo"'],
    ];
    for (const [qs, message] of cases) {
      for (const path of ["/report/summary/global", `/order/talents`, "/weekly"]) {
        const r = await s.get(`${path}?${qs}`);
        expect(r.status, `${path}?${qs}`).toBe(400);
        expect(r.body.message).toBe(message);
      }
    }
  });
});

describe("weekly", () => {
  it("groups Monday..Sunday weeks newest first, across the year end", async () => {
    const { status, body } = await s.get("/weekly");
    expect(status).toBe(200);
    expect(
      body.data.map((r: { start_date: string; end_date: string }) => [r.start_date, r.end_date]),
    ).toEqual([
      ["2025-01-27", "2025-02-02"],
      ["2024-12-30", "2025-01-05"],
      ["2024-12-23", "2024-12-29"],
    ]);
    expect(body.data).toEqual(ref.weeklyRows(s.orders).map((r) => ({ id: r.start_date, ...r })));
    expect(Object.keys(body.data[0]).sort()).toEqual([
      "end_date",
      "id",
      "sisa",
      "start_date",
      "talent_fee_plus_tip",
      "tip_admin",
      "tip_talent",
      "total_admin",
      "total_income",
      "total_orders",
      "total_talent",
      "total_talent_share",
      "total_tip",
    ]);
    const g = ref.globalSummary(s.orders);
    const sum = (k: string) =>
      body.data.reduce((s: number, r: Record<string, number>) => s + r[k], 0);
    expect([sum("total_income"), sum("total_talent"), sum("total_admin"), sum("sisa")]).toEqual([
      g.total_uang_masuk,
      g.total_talent_fee,
      g.total_admin_fee,
      g.sisa,
    ]);
  });

  it("pages a talent's weeks 1-based; page size changes no figure", async () => {
    const all = (await s.get(`/weekly/talent/${s.ids.ayu}`)).body;
    expect(all).toMatchObject({
      data: ref
        .weeklyRows(s.orders, (o) => o.talents_id === s.ids.ayu)
        .map((r) => ({ id: r.start_date, ...r })),
      totalPages: 1,
      totalRows: 3,
    });
    const pages = [];
    for (let p = 1; p <= 3; p++) {
      const r = (await s.get(`/weekly/talent/${s.ids.ayu}?page=${p}&limit=1`)).body;
      expect([r.totalPages, r.totalRows]).toEqual([3, 3]);
      pages.push(...r.data);
    }
    expect(pages).toEqual(all.data);
    expect((await s.get(`/weekly/talent/${s.ids.ayu}?page=4&limit=1`)).body.data).toEqual([]);
    expect((await s.get(`/weekly/talent/${s.ids.ayu}?page=0`)).body.message).toBe(
      "Halaman: minimal 1 (halaman dimulai dari 1)",
    );
    expect((await s.get("/weekly/talent/99999")).status).toBe(404);
  });
});
