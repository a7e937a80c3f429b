// The PDF downloads against the real app on a real database: headers, file names, validation,
// and the document's text holding the JSON report's figures exactly as formatted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, ADMIN, type TestApp } from "../helpers/app";
import {
  createCatalog,
  insertOrder,
  type Catalog,
  type NewOrder,
} from "../helpers/report-fixtures";
import { pdfText } from "../helpers/pdf-text";
import { pdfPagesToPng } from "../helpers/pdf-png";
import { testDbKind } from "../helpers/db";
import { formatDateId, formatNumber, formatRupiah as rupiah } from "../../src/money/format";
import type { TalentWeekSlip } from "../../src/contract/weekly";
import type { AdminRekap, TalentRekap } from "../../src/contract/rekap";

let t: TestApp;
let token: string;
let cat: Catalog;
let adminId: number;
let ayu: { id: number; name: string };
let long: { id: number; name: string };

const MONTH = "2026-10";

/**
 * Money as the PDF shows it. The document prints formatRupiah's `Rp\u00a01.500.000`; pdfjs
 * reads Helvetica's no-break-space glyph back as a plain space.
 */
const formatRupiah = (n: number) => {
  const s = rupiah(n);
  expect(s).toContain("Rp\u00a0");
  return s.replace("\u00a0", " ");
};
const LONG_ROWS = 130;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.login()).token;
  const [admin] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [
    ADMIN.email,
  ]);
  adminId = admin.id;
  cat = await createCatalog(t.db, ["Ayu Lestari", "Citra Panjang"]);
  [ayu, long] = cat.talents;
  const orders: Omit<NewOrder, "talents_id" | "user_id">[] = [
    { date: "2026-10-05", price: 1_500_000, tips: [{ receiver_type: "talent", amount: 50_000 }] },
    { date: "2026-10-07", price: 15_001, refund_status: "REFUND_50" },
    { date: "2026-10-11", price: 2_250_000, tips: [{ receiver_type: "admin", amount: 25_000 }] },
    { date: "2026-10-31", price: 999_999, customer_name: "Dewi" },
  ];
  for (const o of orders)
    await insertOrder(t.db, cat, { ...o, talents_id: ayu.id, user_id: adminId });
  // An order outside the month and one of another talent: neither may appear.
  await insertOrder(t.db, cat, {
    date: "2026-09-30",
    price: 777_777,
    talents_id: ayu.id,
    user_id: adminId,
  });
  for (let i = 0; i < LONG_ROWS; i++)
    await insertOrder(t.db, cat, {
      date: `2026-11-${String((i % 30) + 1).padStart(2, "0")}`,
      price: 100_000 + i,
      talents_id: long.id,
      user_id: adminId,
    });
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, auth = true) =>
  t.call({ method: "GET", url: `/api${url}`, token: auth ? token : undefined });

async function pdfOf(url: string) {
  const res = await get(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  return { res, text: await pdfText(res.rawPayload) };
}

/**
 * Renders pages as a person sees them (test-results/screenshots/pdf-<name>-*.png): portrait A4
 * (1 : 1.414) with text and rules on it, not a blank page.
 */
async function looksLikeAPage(
  bytes: Buffer,
  name: string,
  pages?: { first: number; last: number },
) {
  const pngs = await pdfPagesToPng(bytes, `${name}-${testDbKind()}`, pages);
  expect(pngs.length).toBe(pages ? pages.last - pages.first + 1 : 1);
  for (const p of pngs) {
    expect(p.height / p.width).toBeCloseTo(842 / 595, 2);
    expect(p.ink, p.file).toBeGreaterThan(0.005);
  }
}

const fileName = (disposition: unknown) =>
  /^attachment; filename="([^"]+)"/.exec(String(disposition))?.[1];

describe("GET /rekap/detail/talent/:id/download", () => {
  it("is a PDF named talent-report-{id}-{month} holding the JSON report's figures", async () => {
    const json: TalentRekap = (await get(`/rekap/detail/talent/${ayu.id}?month=${MONTH}`)).json()
      .data;
    expect(json.orders).toHaveLength(4);
    const { res, text } = await pdfOf(`/rekap/detail/talent/${ayu.id}/download?month=${MONTH}`);
    expect(fileName(res.headers["content-disposition"])).toBe(
      `talent-report-${ayu.id}-${MONTH}.pdf`,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const all = text.all;
    expect(all).toContain("Kas Talenta");
    expect(all).toContain("Laporan Bulanan Talent");
    expect(all).toContain("Ayu Lestari");
    expect(all).toContain("Oktober 2026");
    for (const o of json.orders) {
      expect(all).toContain(formatDateId(o.tanggal));
      expect(all).toContain(formatRupiah(o.price));
      expect(all).toContain(formatRupiah(o.total));
    }
    expect(all).not.toContain("30/09/2026");
    for (const n of [json.total_price, json.total_talent_share, json.total_tip, json.total])
      expect(all).toContain(formatRupiah(n));
    expect(all).toContain(`${formatNumber(json.total_orders)} order`);
    expect(all).toContain("Halaman 1 dari 1");
    expect(all).toMatch(/Dibuat \d{2}\/\d{2}\/\d{4} \d{2}\.\d{2} WIB/);
    // The signature lines: the talent and the agency.
    expect(text.pages[0]).toMatch(/Talent[\s\S]*Kas Talenta/);
    await looksLikeAPage(res.rawPayload, "talent-report");
  });

  it("splits a long month into explicit pages: header on each, totals on the last", async () => {
    const json: TalentRekap = (await get(`/rekap/detail/talent/${long.id}?month=2026-11`)).json()
      .data;
    expect(json.orders).toHaveLength(LONG_ROWS);
    const { res, text } = await pdfOf(`/rekap/detail/talent/${long.id}/download?month=2026-11`);
    const n = text.pages.length;
    await looksLikeAPage(res.rawPayload, "talent-report-long", { first: n - 1, last: n });
    expect(n).toBeGreaterThanOrEqual(Math.ceil(LONG_ROWS / 48));
    text.pages.forEach((page, i) => {
      expect(page).toContain(`Halaman ${i + 1} dari ${n}`);
      expect(page).toContain("Talent Share");
      expect(page).toContain("Citra Panjang");
    });
    const totals = formatRupiah(json.total_price);
    expect(text.pages[n - 1]).toContain(totals);
    expect(text.pages.slice(0, -1).some((p) => p.includes(totals))).toBe(false);
    // Every order's price is printed once across the pages (100.000 + i are all distinct).
    for (const o of json.orders) expect(text.all).toContain(formatRupiah(o.price));
  });

  it("answers 400 for a bad month, 404 for an unknown talent, 401 without a token", async () => {
    for (const month of ["2026-13", "2026-1", "oktober", "2026-10-01"]) {
      const res = await get(`/rekap/detail/talent/${ayu.id}/download?month=${month}`);
      expect(res.statusCode, month).toBe(400);
      expect(res.json()).toMatchObject({ message: /^Bulan: /, field: "month" });
    }
    expect((await get(`/rekap/detail/talent/abc/download?month=${MONTH}`)).statusCode).toBe(400);
    const missing = await get(`/rekap/detail/talent/999999/download?month=${MONTH}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Talent tidak ditemukan" });
    expect((await get(`/rekap/detail/talent/${ayu.id}/download`, false)).statusCode).toBe(401);
  });
});

describe("GET /rekap/detail/admin/:id/download", () => {
  it("is a PDF named admin-report-{id}-{month} holding the JSON report's figures", async () => {
    const json: AdminRekap = (await get(`/rekap/detail/admin/${adminId}?month=${MONTH}`)).json()
      .data;
    const { res, text } = await pdfOf(`/rekap/detail/admin/${adminId}/download?month=${MONTH}`);
    expect(fileName(res.headers["content-disposition"])).toBe(
      `admin-report-${adminId}-${MONTH}.pdf`,
    );
    expect(text.all).toContain("Laporan Bulanan Admin");
    expect(text.all).toContain(ADMIN.username);
    expect(text.all).toContain("Oktober 2026");
    for (const o of json.orders) expect(text.all).toContain(formatDateId(o.tanggal));
    for (const n of [
      json.total_admin_fee,
      json.total_admin_tip,
      json.total_admin_fee_including_tips,
    ])
      expect(text.all).toContain(formatRupiah(n));
    expect(text.all).not.toMatch(/Tanda tangan|Admin \/ Owner/);
    await looksLikeAPage(res.rawPayload, "admin-report");
  });

  it("answers 400, 404 and 401 like the talent download", async () => {
    expect((await get(`/rekap/detail/admin/${adminId}/download?month=x`)).statusCode).toBe(400);
    const missing = await get(`/rekap/detail/admin/999999/download?month=${MONTH}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Admin tidak ditemukan" });
    expect((await get(`/rekap/detail/admin/${adminId}/download`, false)).statusCode).toBe(401);
  });
});

const WEEK = "start=2026-10-05&end=2026-10-11";

describe("GET /report/pdf/talent/:id", () => {
  it("is the week's slip named Report_{name}_{start}_{end} with the weekly row's figures", async () => {
    const { res, text } = await pdfOf(`/report/pdf/talent/${ayu.id}?${WEEK}`);
    expect(fileName(res.headers["content-disposition"])).toBe(
      "Report_Ayu Lestari_2026-10-05_2026-10-11.pdf",
    );
    const all = text.all;
    expect(all).toContain("Slip Mingguan Talent");
    await looksLikeAPage(res.rawPayload, "weekly-slip");
    expect(all).toContain("Senin, 5 Oktober 2026 \u2013 Minggu, 11 Oktober 2026");
    for (const d of ["05/10/2026", "07/10/2026", "11/10/2026"]) expect(all).toContain(d);
    expect(all).not.toContain("31/10/2026");
    // Only the talent's own money (the talent gets it): no agency figures on a talent's slip.
    const slip = (await get(`/report/slip/talent/${ayu.id}?${WEEK}`)).json().data as TalentWeekSlip;
    for (const agency of ["Admin Fee", "Sisa ", "Total Income", "Handle By", "Tip Admin"])
      expect(all).not.toContain(agency);
    // ...and it adds up on its face: share + tip = total; total − paid = what is left
    expect(slip.total_talent_share + slip.total_tip).toBe(slip.total);
    for (const n of [slip.total_talent_share, slip.total_tip, slip.total, slip.total_price])
      expect(all).toContain(formatRupiah(n));
    const flat = all.replace(/\s+/g, " ");
    expect(flat).toContain(`Sudah Dibayar ${formatRupiah(0)}`);
    expect(flat).toContain(`Belum Dibayar ${formatRupiah(slip.total)}`);
    expect(all).not.toContain("LUNAS");
  });

  it("shows paid and outstanding from the payouts, and LUNAS once the week is paid", async () => {
    const pay = (amount: number) =>
      t.call({
        method: "POST",
        url: "/api/payouts",
        token,
        payload: {
          person_type: "talent",
          person_id: ayu.id,
          start_date: "2026-10-05",
          end_date: "2026-10-11",
          amount,
          paid_at: "2026-10-12",
          method: "Transfer",
        },
      });
    const slip = (await get(`/report/slip/talent/${ayu.id}?${WEEK}`)).json().data as TalentWeekSlip;
    expect((await pay(1_000_000)).statusCode).toBe(201);
    const partial = (await pdfOf(`/report/pdf/talent/${ayu.id}?${WEEK}`)).text.all.replace(
      /\s+/g,
      " ",
    );
    expect(partial).toContain(`Sudah Dibayar ${formatRupiah(1_000_000)}`);
    expect(partial).toContain(`Belum Dibayar ${formatRupiah(slip.total - 1_000_000)}`);
    expect(partial).not.toContain("LUNAS");
    expect((await pay(slip.total - 1_000_000)).statusCode).toBe(201);
    const { res, text } = await pdfOf(`/report/pdf/talent/${ayu.id}?${WEEK}`);
    expect(text.all).toContain("LUNAS");
    expect(text.all.replace(/\s+/g, " ")).toContain(`Belum Dibayar ${formatRupiah(0)}`);
    await looksLikeAPage(res.rawPayload, "weekly-slip-lunas");
    const data = (await get(`/report/slip/talent/${ayu.id}?${WEEK}`)).json().data;
    expect(data.payment).toEqual({ paid: slip.total, outstanding: 0, lunas: true });

    // the monthly rekap lists the weeks' payments, and a closed month says who closed it
    const monthly = (await pdfOf(`/rekap/detail/talent/${ayu.id}/download?month=${MONTH}`)).text;
    expect(monthly.all.replace(/\s+/g, " ")).toContain(`Dibayar ${formatRupiah(slip.total)}`);
    expect(monthly.all).not.toContain("Periode ditutup");
    const close = await t.call({ method: "POST", url: `/api/periods/${MONTH}/close`, token });
    expect(close.statusCode).toBe(200);
    const closed = await pdfOf(`/rekap/detail/admin/${adminId}/download?month=${MONTH}`);
    expect(closed.text.all).toMatch(
      /Periode ditutup pada \d\d\/10|Periode ditutup pada \d\d\/\d\d\/\d{4} \d\d[.:]\d\d WIB oleh owner/,
    );
    await looksLikeAPage(closed.res.rawPayload, "admin-monthly-closed");
    await t.call({
      method: "POST",
      url: `/api/periods/${MONTH}/reopen`,
      token,
      payload: { reason: "uji PDF" },
    });
  });

  it("answers the slip's JSON (the preview's data) from the same usecase as its PDF", async () => {
    const res = await get(`/report/slip/talent/${ayu.id}?${WEEK}`);
    expect(res.statusCode).toBe(200);
    const slip = res.json().data as TalentWeekSlip;
    expect(slip.talent_name).toBe("Ayu Lestari");
    expect(slip.orders.map((o) => o.tanggal)).toEqual(["2026-10-05", "2026-10-07", "2026-10-11"]);
    expect(slip.figures.end_date).toBe("2026-10-11");
    expect(slip.total).toBe(slip.figures.talent_fee_plus_tip);
    expect(slip.total_talent_share).toBe(slip.figures.total_talent_share);
    expect((await get(`/report/slip/talent/${ayu.id}?start=x&end=y`)).statusCode).toBe(400);
    expect((await get(`/report/slip/talent/999999?${WEEK}`)).statusCode).toBe(404);
    expect((await get(`/report/slip/talent/${ayu.id}?${WEEK}`, false)).statusCode).toBe(401);
  });
});

describe("GET /report/pdf/talent/:id: every talent, file names and refusals", () => {
  it("'Export semua' puts one slip per talent with orders in the period into one PDF", async () => {
    const q = "start=2026-10-26&end=2026-11-01";
    const { res, text } = await pdfOf(`/report/pdf/week?${q}`);
    expect(fileName(res.headers["content-disposition"])).toBe(
      "Report_Semua_2026-10-26_2026-11-01.pdf",
    );
    const slips = [ayu, long].map((tal) => text.pages.filter((p) => p.includes(tal.name)));
    expect(slips.map((s) => s.length)).toEqual([1, 1]);
    expect(slips[0][0]).toContain("31/10/2026");
    expect(slips[1][0]).toContain("01/11/2026");
    expect(text.pages.every((p) => p.includes("Halaman 1 dari 1"))).toBe(true);
    const none = await pdfOf(`/report/pdf/week?start=2025-01-06&end=2025-01-12`);
    expect(none.text.all).toContain("Tidak ada order pada periode ini.");
    expect((await get(`/report/pdf/week?start=2026-10-26`)).statusCode).toBe(400);
    expect((await get(`/report/pdf/week?${q}`, false)).statusCode).toBe(401);
  });

  it("names the file from a safe slug of the talent name, never the raw name", async () => {
    const cases: [string, string][] = [
      ['Sé "Q" ;x', "Report_Se _Q_ _x_2026-10-05_2026-10-11.pdf"],
      ["../../etc/passwd", "Report_etc_passwd_2026-10-05_2026-10-11.pdf"],
      [
        "\u202Egnp.exe\r\nSet-Cookie: a=1",
        "Report_gnp.exe_Set-Cookie_ a_1_2026-10-05_2026-10-11.pdf",
      ],
      ["日本", "Report_talent-{id}_2026-10-05_2026-10-11.pdf"],
    ];
    for (const [name, expected] of cases) {
      const [odd] = await t.db.query<{ id: number }>(
        `INSERT INTO talents (name, gender) VALUES ($1, 'Woman') RETURNING id`,
        [name],
      );
      const res = await get(`/report/pdf/talent/${odd.id}?${WEEK}`);
      expect(res.statusCode).toBe(200);
      const cd = String(res.headers["content-disposition"]);
      const want = expected.replace("{id}", String(odd.id));
      expect(fileName(cd)).toBe(want);
      // the UTF-8 form carries the same slug: nothing of the raw name is echoed
      expect(cd).toBe(
        `attachment; filename="${want}"; filename*=UTF-8''${encodeURIComponent(want)}`,
      );
    }
  });

  it("answers 400 for a bad range in Indonesian, 404 for an unknown talent, 401 anonymous", async () => {
    const bad = {
      "start=2026-10-11&end=2026-10-05": "tidak boleh setelah",
      "start=2026-10-01&end=2026-12-31": "maksimal 31 hari",
      "start=2026-02-30&end=2026-03-01": "tanggal tidak valid",
      "start=2026-10-05": "Tanggal akhir: wajib diisi",
      "end=2026-10-05": "Tanggal mulai: wajib diisi",
      [`${WEEK}&x=1`]: "",
    };
    for (const [q, msg] of Object.entries(bad)) {
      const res = await get(`/report/pdf/talent/${ayu.id}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toContain(msg);
    }
    const missing = await get(`/report/pdf/talent/999999?${WEEK}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Talent tidak ditemukan" });
    expect((await get(`/report/pdf/talent/${ayu.id}?${WEEK}`, false)).statusCode).toBe(401);
  });
});

describe("the render queue", () => {
  it("answers 503 with a clear message when every worker and queue place is taken", async () => {
    const small = await buildTestApp({ PDF_WORKERS: "1", PDF_QUEUE_LIMIT: "1" });
    try {
      const c = await createCatalog(small.db, ["Queue Talent"]);
      const { token: tk } = await small.login();
      const url = `/api/rekap/detail/talent/${c.talents[0].id}/download?month=${MONTH}`;
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => small.call({ method: "GET", url, token: tk })),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      // One renders, one waits; the rest are refused at once rather than piling up.
      expect(codes).toEqual([200, 200, 503, 503, 503]);
      const busy = answers.find((a) => a.statusCode === 503)!;
      expect(busy.headers["retry-after"]).toBe("5");
      expect(busy.json()).toEqual({
        message: "Server sedang membuat banyak PDF. Coba lagi sebentar lagi.",
      });
    } finally {
      await small.close();
    }
  });
});
