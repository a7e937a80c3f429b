// POST /imports/orders (an .xlsx, a `;` CSV, a pasted block), the batch list, the failed rows
// file and the undo: preview counts, values as people keep them, duplicates by No Order, closed
// months, the money of imported orders against the reference, reconciliation after import and
// undo. Runs on PGlite and PostgreSQL like every api test.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../helpers/app";
import { multipart, orderFixture, type OrderFixture } from "../helpers/orders";
import { firstSheet, rowValues } from "../helpers/files";
import * as ref from "../../src/money/reference";
import { IMPORT_MESSAGES } from "../../src/contract/imports";

let f: OrderFixture;
let admin: string;
beforeAll(async () => {
  f = await orderFixture();
  admin = (await f.t.login(ADMIN)).token;
  // January 2025 closed: rows dated there are refused with the period's message
  const closed = await f.t.call({
    method: "POST",
    url: "/api/periods/2025-01/close",
    token: f.token,
  });
  expect(closed.statusCode, closed.body).toBe(200);
});
afterAll(() => f.t.close());

const HEADERS = [
  "No Order",
  "Tanggal",
  "Admin",
  "Talent",
  "Customer",
  "Jasa",
  "Sub Jasa",
  "Harga",
  "Tip Talent",
  "Refund",
];
type Row = (string | number | Date)[];
/** good ×3 (typed date, date cell, serial), bad ×3 (talent, price, date), closed-month ×1. */
const ROWS: Row[] = [
  [
    91001,
    "03/03/2025",
    "admin1",
    "sinta",
    "Budi",
    "Pijat",
    "Refleksi",
    "Rp 150.000",
    10000,
    "Tidak ada",
  ],
  [
    91002,
    new Date(Date.UTC(2025, 2, 4)),
    "ADMIN1",
    "Raka",
    "Ani",
    "karaoke",
    "room vip",
    200000,
    "",
    "Refund 50%",
  ],
  [91003, 45721, "admin1", "  Sinta ", "Citra", "", "", "1.000.000", "5.000", "REFUND_100"],
  [91004, "05/03/2025", "admin1", "Nobody", "Dodi", "", "", "100000", "", ""],
  [91005, "05/03/2025", "admin1", "Sinta", "Eka", "", "", "seratus", "", ""],
  [91006, "31/02/2025", "admin1", "Sinta", "Fajar", "", "", "100000", "", ""],
  [91007, "10/01/2025", "admin1", "Sinta", "Gita", "", "", "100000", "", ""],
];

async function xlsx(rows: Row[], headers = HEADERS): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const hidden = wb.addWorksheet("Rahasia", { state: "hidden" });
  hidden.addRow(["bukan ini"]);
  const ws = wb.addWorksheet("Order");
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const csv = (rows: Row[], headers = HEADERS) =>
  Buffer.from(
    "\uFEFF" +
      [headers, ...rows]
        .map((r) =>
          r.map((c) => (c instanceof Date ? c.toISOString().slice(0, 10) : String(c))).join(";"),
        )
        .join("\r\n"),
  );

async function upload(
  bytes: Buffer,
  name: string,
  fields: Record<string, string> = {},
  token = f.token,
) {
  const body = await multipart(fields, [
    ["file", { name, type: "application/octet-stream", bytes }],
  ]);
  return f.t.call({ method: "POST", url: "/api/imports/orders", token, ...body });
}
const paste = (payload: object, token = f.token) =>
  f.t.call({ method: "POST", url: "/api/imports/orders", token, payload });

const reconcileOk = async () => (await f.get("/report/summary/reconcile")).json().data.ok;

/** Every order as the reference walks it, read through the API. */
async function referenceOrders(): Promise<ref.RefOrder[]> {
  const list = (await f.get("/order/orders?limit=100")).json().data as { id: number }[];
  const out: ref.RefOrder[] = [];
  for (const { id } of list) out.push((await f.get(`/order/getOrderById/${id}`)).json().data);
  return out;
}

describe("import preview (dry run)", () => {
  it("marks every bad cell and counts siap / salah; reads dates, amounts and names as kept", async () => {
    const res = await upload(await xlsx(ROWS), "order.xlsx", { dry_run: "true" });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p.sheet).toBe("Order");
    expect(p.counts).toEqual({ ok: 3, error: 4, duplicate: 0 });
    expect(p.columns[1]).toEqual({ header: "Tanggal", field: "date" });
    const [a, b, c, d, e, g, h] = p.rows;
    expect(a.values).toMatchObject({
      date: "2025-03-03",
      talent: "Sinta",
      price: 150000,
      tip_talent: 10000,
      net_price: 150000,
      refund_status: "NONE",
    });
    expect(b.values).toMatchObject({
      date: "2025-03-04",
      service: "Karaoke",
      sub_service: "Room VIP",
      refund_status: "REFUND_50",
      net_price: 100000,
    });
    expect(c.values).toMatchObject({
      date: "2025-03-05",
      price: 1000000,
      refund_status: "REFUND_100",
      net_price: 0,
      talent_share: 0,
    });
    expect(d.errors).toEqual([{ field: "talent", message: '"Nobody" tidak ditemukan' }]);
    expect(e.errors[0]).toMatchObject({ field: "price" });
    expect(g.errors[0]).toMatchObject({
      field: "date",
      message: "tanggal 31 tidak ada di Februari 2025",
    });
    expect(h.errors[0]).toEqual({ field: "date", message: "Periode Januari 2025 sudah ditutup" });
    expect(a.line).toBe(2);
    expect(await f.count("SELECT count(*)::int AS n FROM orders WHERE no_order >= 91000")).toBe(0);
  });

  it("reads the first visible sheet, or the visible one asked for; the answer names them all", async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Rahasia", { state: "hidden" }).addRow(["bukan ini"]);
    for (const [name, rows] of [
      ["Maret", ROWS.slice(0, 1)],
      ["April", ROWS.slice(0, 3)],
    ] as const) {
      const ws = wb.addWorksheet(name);
      ws.addRow(HEADERS);
      for (const r of rows) ws.addRow(r);
    }
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const first = (await upload(bytes, "dua.xlsx", { dry_run: "true" })).json();
    expect(first).toMatchObject({ sheet: "Maret", sheets: ["Maret", "April"] });
    expect(first.counts).toEqual({ ok: 1, error: 0, duplicate: 0 });
    const april = await upload(bytes, "dua.xlsx", { dry_run: "true", sheet: "April" });
    expect(april.statusCode, april.body).toBe(201);
    expect(april.json()).toMatchObject({ sheet: "April", sheets: ["Maret", "April"] });
    expect(april.json().counts).toEqual({ ok: 3, error: 0, duplicate: 0 });
    for (const name of ["Rahasia", "Mei"]) {
      const refused = await upload(bytes, "dua.xlsx", { dry_run: "true", sheet: name });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(IMPORT_MESSAGES.noSheet(name));
    }
    const text = (await upload(csv(ROWS.slice(0, 1)), "satu.csv", { dry_run: "true" })).json();
    expect(text).toMatchObject({ sheet: null, sheets: [] });
    expect(await f.count("SELECT count(*)::int AS n FROM orders WHERE no_order >= 91000")).toBe(0);
  });

  it("refuses what is not a sheet, an empty file, headers only and a missing column", async () => {
    const msg = async (bytes: Buffer, name: string) => (await upload(bytes, name)).json().message;
    expect(await msg(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2]), "lama.xls")).toBe(
      IMPORT_MESSAGES.oldXls,
    );
    expect(await msg(Buffer.from("PK\u0003\u0004rusak"), "rusak.xlsx")).toBe(
      IMPORT_MESSAGES.notSpreadsheet,
    );
    expect(await msg(Buffer.alloc(0), "kosong.csv")).toBe(IMPORT_MESSAGES.empty);
    expect(await msg(csv([]), "judul.csv")).toBe(IMPORT_MESSAGES.headersOnly);
    expect(await msg(Buffer.from([0x54, 0xe9, 0x3b, 0x0a]), "latin1.csv")).toBe(
      IMPORT_MESSAGES.encoding,
    );
    expect(await msg(csv([["x"]], ["Tanggal", "Talent"]), "x.csv")).toBe(
      "Kolom Harga wajib ada (pilih kolomnya di pemetaan)",
    );
    const big = await upload(Buffer.alloc(11 * 1024 * 1024, 65), "besar.csv");
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(IMPORT_MESSAGES.tooLarge);
  });

  it("takes a mapping for headers it does not know", async () => {
    const rows = [
      ["Tgl", "Nama Talent", "Nominal"],
      ["06/03/2025", "Sinta", "75.000"],
    ];
    const plain = await paste({ rows, dry_run: true });
    expect(plain.statusCode).toBe(400);
    const mapped = await paste({
      rows,
      dry_run: true,
      mapping: { Tgl: "date", "Nama Talent": "talent", Nominal: "price" },
    });
    expect(mapped.json().counts).toEqual({ ok: 1, error: 0, duplicate: 0 });
  });
});

describe("import", () => {
  let batch: number;
  it("imports the valid rows as one batch; money equals the reference; reconcile says Cocok", async () => {
    const res = await upload(await xlsx(ROWS), "order.xlsx");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ created: 3, skipped: 0, failed: 4 });
    batch = res.json().data.id;
    const list = (await f.get(`/order/orders?import_id=${batch}`)).json();
    expect(list.totalRows).toBe(3);
    const orders = await referenceOrders();
    const api = (await f.get("/report/summary/global")).json().data;
    const want = ref.globalSummary(orders);
    expect(api).toMatchObject({
      total_uang_masuk: want.total_uang_masuk,
      total_talent_fee: want.total_talent_fee,
      total_admin_fee: want.total_admin_fee,
      sisa: want.sisa,
    });
    expect(await reconcileOk()).toBe(true);
    const audits = await f.count(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'order' AND action = 'create' AND (new_value->>'import_id')::int = $1",
      [batch],
    );
    expect(audits).toBe(3);
    const b = (await f.get(`/imports/${batch}`)).json().data;
    expect(b).toMatchObject({ file_name: "order.xlsx", username: "owner", created: 3, failed: 4 });
    expect((await f.get("/imports")).json().result[0].id).toBe(batch);
  });

  it("re-importing the same file (or its CSV) imports nothing: 'sudah ada'", async () => {
    const again = await upload(csv(ROWS), "order.csv");
    expect(again.json().data).toMatchObject({ created: 0, skipped: 3, failed: 4 });
    const changed = ROWS.slice(0, 1).map((r) => r.map((c, i) => (i === 4 ? "Orang Lain" : c)));
    const p = (await upload(csv(changed), "beda.csv", { dry_run: "true" })).json();
    expect(p.rows[0].errors).toEqual([
      { field: "no_order", message: IMPORT_MESSAGES.duplicateDifferent },
    ]);
  });

  it("offers the failed rows as .xlsx: original columns plus Kesalahan", async () => {
    const res = await f.get(`/imports/${batch}/errors`);
    expect(res.statusCode).toBe(200);
    const ws = await firstSheet(res.rawPayload);
    expect(rowValues(ws, 1)).toEqual([...HEADERS, "Kesalahan"]);
    expect(ws.getRow(2).getCell(4).value).toBe("Nobody");
    // the field named once, before its reason
    expect(ws.getRow(2).getCell(11).value).toBe('Talent: "Nobody" tidak ditemukan');
    expect(ws.rowCount).toBe(5);
  });

  it("mode all imports nothing when a row is bad; a pasted block with blank No Order gets numbers", async () => {
    const all = await upload(await xlsx(ROWS.slice(3)), "semua.xlsx", { mode: "all" });
    expect(all.statusCode).toBe(400);
    expect(all.json().message).toBe(IMPORT_MESSAGES.allOrNothing(4));
    const pasted = await paste({
      rows: [
        ["Tanggal", "Talent", "Harga"],
        ["07/03/2025", "Raka", "50.000"],
      ],
      mode: "all",
    });
    expect(pasted.statusCode, pasted.body).toBe(201);
    expect(pasted.json().data.created).toBe(1);
  });

  it("create_missing is the owner's; it creates the talent in the import", async () => {
    const rows = [
      ["Tanggal", "Talent", "Harga"],
      ["08/03/2025", "Talent Baru", "80000"],
    ];
    const byAdmin = await paste({ rows, create_missing: true }, admin);
    expect(byAdmin.statusCode).toBe(403);
    const p = (await paste({ rows, create_missing: true, dry_run: true })).json();
    expect(p.created.talents).toEqual(["Talent Baru"]);
    const res = await paste({ rows, create_missing: true });
    expect(res.json().data.created).toBe(1);
    expect(await f.count("SELECT count(*)::int AS n FROM talents WHERE name = 'Talent Baru'")).toBe(
      1,
    );
  });

  it("an admin imports only as handler of their own orders", async () => {
    const rows = [
      ["Tanggal", "Talent", "Harga", "Admin"],
      ["08/03/2025", "Sinta", "80000", "owner"],
    ];
    const p = (await paste({ rows, dry_run: true }, admin)).json();
    expect(p.rows[0].errors[0].field).toBe("admin");
  });

  it("undo removes the batch's orders while untouched; an edited one blocks it with 409", async () => {
    const res = await upload(
      csv([["92001", "09/03/2025", "admin1", "Sinta", "Hana", "", "", "120000", "", ""]]),
      "dua.csv",
    );
    const id = res.json().data.id;
    const [o] = (await f.get(`/order/orders?import_id=${id}`)).json().data;
    const edit = await f.update(o.id, { customer_name: "Hana Baru", price: "120000" });
    expect(edit.statusCode).toBe(200);
    const blocked = await f.t.call({ method: "DELETE", url: `/api/imports/${id}`, token: f.token });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(IMPORT_MESSAGES.undoEdited(92001));

    const undo = await f.t.call({ method: "DELETE", url: `/api/imports/${batch}`, token: f.token });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().message).toBe(IMPORT_MESSAGES.undoneOk(3));
    expect((await f.get(`/order/orders?import_id=${batch}`)).json().totalRows).toBe(0);
    expect(await reconcileOk()).toBe(true);
    const again = await f.t.call({
      method: "DELETE",
      url: `/api/imports/${batch}`,
      token: f.token,
    });
    expect(again.statusCode).toBe(409);
    expect((await f.get(`/imports/${batch}`)).json().data.undone_at).not.toBeNull();
  });
});

describe("imports at once", () => {
  it("two imports of one file at once: one writes each order, the other finds them taken", async () => {
    const rows: Row[] = Array.from({ length: 30 }, (_, i) => [
      93001 + i,
      "11/03/2025",
      "admin1",
      "Sinta",
      `Paralel ${i}`,
      "",
      "",
      60000 + i * 1000,
      "",
      "",
    ]);
    const bytes = await xlsx(rows);
    const answers = await Promise.all([
      upload(bytes, "paralel.xlsx"),
      upload(bytes, "paralel.xlsx"),
    ]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const [one, two] = answers.map((a) => a.json().data);
    expect(one.created + two.created).toBe(30);
    expect(one.skipped + two.skipped).toBe(30);
    const n = (sql: string) => f.count(`${sql} WHERE no_order BETWEEN 93001 AND 93030`);
    expect(await n("SELECT count(*)::int AS n FROM orders")).toBe(30);
    expect(await n("SELECT count(DISTINCT import_id)::int AS n FROM orders")).toBeGreaterThan(0);
    // each written order audited once, by the batch that wrote it
    expect(
      await f.count(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'order' AND (new_value->>'no_order')::int BETWEEN 93001 AND 93030",
      ),
    ).toBe(30);
    expect(await reconcileOk()).toBe(true);
  });
});
