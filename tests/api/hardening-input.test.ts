// Regressions for bad input (RULES.md S5): NUL and control characters, malformed multipart,
// the XSRF check by path (8), broken or polyglot images (11), framework errors (12), the tips
// cap behind the 2^53 bound (13) and out-of-range dates (15).
import sharp from "sharp";
import { findImage } from "../../src/db/repositories/images";
import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { orderFixture, png } from "../helpers/orders";
import { USER_MESSAGES } from "../../src/contract/values";
import { RUPIAH_MESSAGES } from "../../src/contract/rupiah";
import { fieldMessage } from "../../src/contract/field-labels";
import {
  MAX_PRICE,
  MAX_SAFE_ORDERS,
  MAX_TIPS_TOTAL,
  ORDER_MESSAGES,
} from "../../src/contract/orders";

const f = perFile(orderFixture);

const SECURITY_HEADERS = ["x-content-type-options", "x-frame-options", "content-security-policy"];
const CONTROL = "tidak boleh berisi karakter kontrol";

describe("defect 3 and 15: control characters are refused by the shared text schema", () => {
  it("answers 400 naming the field for NUL in bodies and search parameters, on every kind of route", async () => {
    const cases: {
      method: "GET" | "POST" | "PUT";
      url: string;
      payload?: object;
      field: string;
    }[] = [
      {
        method: "POST",
        url: "/api/services/createServices",
        payload: { name: "Pi\u0000jat" },
        field: "name",
      },
      {
        method: "POST",
        url: "/api/talentCategories/create",
        payload: { name: "VIP 2", description: "a\u0000" },
        field: "description",
      },
      { method: "GET", url: "/api/order/orders?search_query=%00", field: "search_query" },
      { method: "GET", url: "/api/talent/getAllTalents?search=a%00b", field: "search" },
      { method: "GET", url: "/api/users/getUsers?search_query=%00", field: "search_query" },
      { method: "GET", url: "/api/services/getServices?search_query=%00", field: "search_query" },
    ];
    for (const c of cases) {
      const res = await f.t.call({ ...c, token: f.token });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json().message, c.url).toBe(fieldMessage(c.field, CONTROL));
    }
    expect(await f.count("SELECT count(*)::int AS n FROM services")).toBe(2);
  });

  it("refuses NUL and ANSI escapes in order text fields; keeps line breaks in descriptions", async () => {
    for (const [field, value] of [
      ["customer_name", "Budi\u0000"],
      ["customer_name", "\u001b[31mBudi\u001b[0m"],
      ["description", "catatan\u0007"],
    ]) {
      const res = await f.create({ [field]: value });
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().message).toBe(fieldMessage(field, CONTROL));
    }
    const ok = await f.create({ description: "baris 1\nbaris 2\tTab" });
    expect(ok.statusCode).toBe(201);
    // (a multipart form sends line breaks as CRLF)
    expect(ok.json().data.description).toMatch(/^baris 1\r?\nbaris 2\tTab$/);
  });

  it("refuses ANSI escapes in talent names", async () => {
    const res = await f.t.call({
      method: "POST",
      url: "/api/talent/createTalent",
      token: f.token,
      payload: { name: "\u001b[2JSinta", gender: "Woman", talent_categories_id: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Nama: ${CONTROL}`);
  });

  it("bounds dates to the years 2000-2100", async () => {
    for (const date of ["0001-01-01", "9999-12-31", "1999-12-31", "2101-01-01"]) {
      const res = await f.create({ date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message).toBe("Tanggal: tahun harus antara 2000 dan 2100");
      const list = await f.get(`/order/orders?start_date=${date}`);
      expect(list.statusCode).toBe(400);
    }
    expect((await f.create({ date: "2000-01-01" })).statusCode).toBe(201);
    expect((await f.create({ date: "2100-12-31" })).statusCode).toBe(201);
    expect((await f.get("/rekap/detail/talent/1?month=0001-01")).statusCode).toBe(400);
  });
});

describe("defect 4: malformed multipart is a 400", () => {
  const bodies: [string, string][] = [
    ["multipart/form-data", "xx"],
    [
      "multipart/form-data; boundary=abc",
      '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nval',
    ],
    [
      "multipart/form-data; boundary=zzz",
      '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\nv\r\n--abc--\r\n',
    ],
    [
      "multipart/form-data; boundary=abc",
      '--abc\r\nContent-Disposition: form-data; name="proof_image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
  ];
  it("on createOrder and updateOrder, with an Indonesian message, writing nothing", async () => {
    const created = await f.create();
    const id = created.json().data.id;
    const before = await f.count("SELECT count(*)::int AS n FROM orders");
    for (const [type, payload] of bodies) {
      for (const [method, url] of [
        ["POST", "/api/order/createOrder"],
        ["PUT", `/api/order/updateOrder/${id}`],
      ] as const) {
        const res = await f.t.call({
          method,
          url,
          token: f.token,
          headers: { "content-type": type },
          payload,
        });
        expect(res.statusCode, `${method} ${type}`).toBe(400);
        expect(res.json().message).toBe(ORDER_MESSAGES.multipartInvalid);
      }
    }
    expect(await f.count("SELECT count(*)::int AS n FROM orders")).toBe(before);
  });
});

describe("defect 8: the XSRF check does not depend on the path's spelling", () => {
  it("refuses a state change through a percent-encoded prefix without the header", async () => {
    for (const url of ["/%61pi/settings/kas", "/api/settings/%6bas", "/API/settings/kas"]) {
      const res = await f.t.call({
        method: "PUT",
        url,
        token: f.token,
        xsrf: false,
        payload: { kas: 1 },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(USER_MESSAGES.xsrf);
    }
    const [{ kas }] = await f.t.db.query<{ kas: number }>("SELECT kas FROM settings");
    expect(kas).toBe(0);
  });
});

describe("defect 11: proof images are decoded and re-encoded", () => {
  const upload = (bytes: Buffer, type = "image/png", name = "bukti.png") =>
    f.create({}, [["proof_image", { name, type, bytes }]]);

  it("refuses a truncated PNG", async () => {
    const whole = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const res = await upload(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MESSAGES.imageUnreadable);
  });

  it("stores fresh pixels, not the upload's bytes: appended HTML does not survive", async () => {
    const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 90, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    for (const [bytes, type, ext] of [
      [Buffer.concat([png(4, 4), html]), "image/png", "png"],
      [Buffer.concat([jpeg, html]), "image/jpeg", "jpg"],
    ] as const) {
      const res = await upload(bytes, type, `x.${ext}`);
      expect(res.statusCode).toBe(201);
      const name = res.json().data.proof_image as string;
      expect(name.endsWith(`.${ext}`)).toBe(true);
      const stored = Buffer.from((await findImage(f.t.db, name))!.bytes);
      expect(stored.includes("<script")).toBe(false);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe(ext === "jpg" ? "jpeg" : "png");
      expect([meta.width, meta.height]).toEqual(ext === "jpg" ? [8, 8] : [4, 4]);
    }
  });
});

describe("defect 12: framework errors carry the headers and an Indonesian message", () => {
  const cases: [string, object, number, string][] = [
    [
      "bad percent-encoding",
      { method: "GET", url: "/api/%c0" },
      400,
      "Alamat tidak valid (kode persen tidak dikenali)",
    ],
    [
      "bad percent-encoding in a path id",
      { method: "GET", url: "/api/order/getOrderById/%c0" },
      400,
      "Alamat tidak valid (kode persen tidak dikenali)",
    ],
    ["unknown route", { method: "GET", url: "/api/tidak-ada" }, 404, "Alamat tidak ditemukan"],
    [
      "malformed JSON",
      {
        method: "POST",
        url: "/api/users/login",
        headers: { "content-type": "application/json" },
        payload: '{"a":',
      },
      400,
      "Format JSON tidak valid",
    ],
    [
      "prototype poisoning",
      {
        method: "POST",
        url: "/api/users/login",
        headers: { "content-type": "application/json" },
        payload: '{"__proto__":{"x":1}}',
      },
      400,
      "Format JSON tidak valid",
    ],
    [
      "unsupported content type",
      {
        method: "POST",
        url: "/api/users/login",
        headers: { "content-type": "text/xml" },
        payload: "<a/>",
      },
      415,
      "Tipe konten tidak didukung",
    ],
    [
      "body too large",
      {
        method: "POST",
        url: "/api/users/login",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email: "a".repeat(2 * 1024 * 1024) }),
      },
      413,
      "Ukuran data terlalu besar",
    ],
  ];
  it.each(cases)("%s", async (_name, req, status, message) => {
    const res = await f.t.call(req as never);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    for (const h of SECURITY_HEADERS) expect(res.headers[h], h).toBeTruthy();
    expect(res.body).not.toMatch(/FST_|Error|stack/);
  });
});

describe("defect 13: sums cannot pass 2^53", () => {
  it("caps the tips of one order at 1e9 together", async () => {
    const tips = (amounts: number[]) =>
      JSON.stringify(amounts.map((amount) => ({ receiver_type: "talent", amount })));
    const over = await f.create({ tips: tips([MAX_PRICE, 1]) });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `Tip: jumlah semua tip ${RUPIAH_MESSAGES.tooLarge(MAX_TIPS_TOTAL)}`,
    );
    const twenty = await f.create({ tips: tips(Array(20).fill(MAX_PRICE)) });
    expect(twenty.statusCode).toBe(400);
    const atCap = await f.create({ price: String(MAX_PRICE), tips: tips([MAX_TIPS_TOTAL]) });
    expect(atCap.statusCode).toBe(201);
  });

  it("the documented bound holds: MAX_SAFE_ORDERS orders at the caps still sum exactly", async () => {
    expect(MAX_SAFE_ORDERS).toBeGreaterThanOrEqual(4_000_000);
    const worst = BigInt(MAX_SAFE_ORDERS) * BigInt(MAX_PRICE + MAX_TIPS_TOTAL);
    expect(worst <= BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    // Rollup rows standing for MAX_SAFE_ORDERS orders at the caps (every tip to the talent,
    // no fee taken, so uang masuk = Σ price + Σ tips is as large as it can be).
    const db = f.t.db;
    await db.query("DELETE FROM order_rollup_daily");
    const days = 3;
    const per = Math.floor(MAX_SAFE_ORDERS / days);
    for (let d = 0; d < days; d++) {
      const n = d === days - 1 ? MAX_SAFE_ORDERS - per * (days - 1) : per;
      await db.query(
        `INSERT INTO order_rollup_daily
           (date, talents_id, user_id, order_count, price, net_price, talent_share, admin_fee, tip_talent, tip_admin)
         VALUES ($1, $2, $3, $4, $5, $5, $5, 0, $6, 0)`,
        [
          `2026-01-0${d + 1}`,
          f.ids.talentA,
          f.ids.admin,
          n,
          String(BigInt(n) * BigInt(MAX_PRICE)),
          String(BigInt(n) * BigInt(MAX_TIPS_TOTAL)),
        ],
      );
    }
    const res = await f.get("/report/summary/global");
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.total_orders).toBe(MAX_SAFE_ORDERS);
    expect(Number.isSafeInteger(body.total_uang_masuk)).toBe(true);
    expect(BigInt(body.total_uang_masuk)).toBe(worst);
    expect(BigInt(body.uang_talent_dan_tip)).toBe(worst);
    expect((await f.get(`/report/summary/talent/${f.ids.talentA}`)).statusCode).toBe(200);
  });
});
