import { describe, expect, it } from "vitest";

import { ADMIN, perFile } from "../helpers/app";
import { multipart, orderFixture, type Fields } from "../helpers/orders";
import { ORDER_MESSAGES } from "../../src/contract/orders";
import { RUPIAH_MESSAGES } from "../../src/contract/rupiah";
import { fieldLabel } from "../../src/contract/field-labels";

const f = perFile(orderFixture);

describe("access", () => {
  it("answers 401 without a token and 403 without the XSRF header", async () => {
    const body = await multipart(f.fields());
    const noToken = await f.t.call({ method: "POST", url: "/api/order/createOrder", ...body });
    expect(noToken.statusCode).toBe(401);
    const noXsrf = await f.t.call({
      method: "POST",
      url: "/api/order/createOrder",
      token: f.token,
      xsrf: false,
      ...body,
    });
    expect(noXsrf.statusCode).toBe(403);
    for (const url of ["/api/order/orders", "/api/order/total", "/api/order/getOrderById/1"])
      expect((await f.t.call({ method: "GET", url })).statusCode).toBe(401);
    expect(await f.count("SELECT count(*)::int AS n FROM orders")).toBe(0);
  });

  it("lets an admin (not only the owner) create orders", async () => {
    const admin = await f.t.login(ADMIN);
    const body = await multipart(f.fields());
    const res = await f.t.call({
      method: "POST",
      url: "/api/order/createOrder",
      token: admin.token,
      ...body,
    });
    expect(res.statusCode).toBe(201);
  });
});

describe("create", () => {
  it("stores the order with shares at the current rates and its tips summed on the row", async () => {
    const tips = JSON.stringify([
      { receiver_type: "talent", amount: 50000 },
      { receiver_type: "admin", amount: 20000 },
      { receiver_type: "talent", amount: 5000 },
    ]);
    const res = await f.create({ price: "100000", tips, description: "Pelanggan baru" });
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe("Order berhasil dibuat!");
    expect(data).toMatchObject({
      user_id: f.ids.admin,
      admin_name: ADMIN.username,
      talents_id: f.ids.talentA,
      talent_name: "Sinta",
      service_name: "Pijat",
      sub_service_name: "Refleksi",
      date: "2025-03-03",
      customer_age: 30,
      gender: "Man",
      duration: 60,
      price: 100000,
      net_price: 100000,
      refund_status: "NONE",
      talent_rate_bp: 7000,
      admin_rate_bp: 1000,
      talent_rate: 70,
      admin_rate: 10,
      talent_share: 70000,
      admin_fee: 10000,
      tip_talent: 55000,
      tip_admin: 20000,
      proof_image: null,
      description: "Pelanggan baru",
    });
    expect(data.order_id).toBe(data.id);
    expect(data.tips.map((x: { amount: number }) => x.amount)).toEqual([50000, 20000, 5000]);
    const got = await f.get(`/order/getOrderById/${data.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(data);
  });

  it("accepts optional fields left blank and the same fields as JSON", async () => {
    const blank = await f.create({
      customer_age: "",
      gender: "",
      services_id: "",
      sub_service_id: "",
      tips: undefined,
    });
    expect(blank.statusCode).toBe(201);
    expect(blank.json().data).toMatchObject({
      customer_age: null,
      gender: null,
      services_id: null,
      tips: [],
    });
    const json = await f.t.call({
      method: "POST",
      url: "/api/order/createOrder",
      token: f.token,
      payload: f.fields(),
    });
    expect(json.statusCode).toBe(201);
  });
});

describe("create: refusals", () => {
  it("refuses every bad field with a message naming it, and writes nothing", async () => {
    const before = await f.count("SELECT count(*)::int AS n FROM orders");
    const audits = await f.count("SELECT count(*)::int AS n FROM audit_log");
    const tip = (x: object) => JSON.stringify([x]);
    const cases: [Fields, string][] = [
      [{ user_id: undefined }, ORDER_MESSAGES.createRequired],
      [{ talents_id: "" }, ORDER_MESSAGES.createRequired],
      [{ price: undefined }, ORDER_MESSAGES.createRequired],
      [{ price: " " }, ORDER_MESSAGES.createRequired],
      [{ price: "12.500" }, "Harga: harus berupa angka (digit saja)"],
      [{ price: "-5" }, "Harga: harus berupa angka (digit saja)"],
      [{ price: "0" }, "Harga: harus lebih dari 0"],
      [{ user_id: "abc" }, "Admin: harus berupa angka (digit saja)"],
      [{ no_order: undefined }, "Nomor order: wajib diisi"],
      [{ date: "2025-02-30" }, "Tanggal: tanggal tidak valid"],
      [{ date: "03/03/2025" }, "Tanggal: format tanggal harus YYYY-MM-DD"],
      [{ customer_age: "tua" }, "Umur: harus berupa angka (digit saja)"],
      [{ duration: "0" }, "Durasi: harus lebih dari 0"],
      [{ gender: "X" }, "Gender: harus Man atau Woman"],
      [{ payment_method: "Crypto" }, "Metode pembayaran: harus Cash, Transfer atau E-Wallet"],
      [
        { payment_place: "OVO" },
        "Tempat pembayaran: harus Qris, DANA, Gopay, Shopee, Seabank atau BRI",
      ],
      [{ tips: "[{" }, "Tip: format JSON tidak valid"],
      [{ tips: "{}" }, "Tip: harus berupa daftar tip"],
      [
        { tips: tip({ receiver_type: "boss", amount: 1 }) },
        "Tip ke-1, penerima tip: harus talent atau admin",
      ],
      [
        { tips: tip({ receiver_type: "talent", amount: -1 }) },
        "Tip ke-1, jumlah: tidak boleh negatif",
      ],
      [
        { tips: tip({ receiver_type: "talent", amount: 1.5 }) },
        `Tip ke-1, jumlah: ${RUPIAH_MESSAGES.sen}`,
      ],
      [
        { tips: tip({ receiver_type: "talent", amount: "5000" }) },
        "Tip ke-1, jumlah: harus berupa angka",
      ],
      [
        { tips: tip({ receiver_type: "talent", amount: 1, x: 1 }) },
        'Tip ke-1: Kunci tidak dikenali : "x"',
      ],
      [{ role: "owner" }, 'Kunci tidak dikenali : "role"'],
      [{ refund_status: "NONE" }, 'Kunci tidak dikenali : "refund_status"'],
      [{ user_id: "99999" }, "Admin: user tidak ditemukan"],
      [{ talents_id: "99999" }, "Talent: talent tidak ditemukan"],
      [{ services_id: "99999" }, "Service: service tidak ditemukan"],
      [{ sub_service_id: "99999" }, "Sub service: sub service tidak ditemukan"],
      [
        { sub_service_id: String(f.ids.subB) },
        "Sub service: sub service bukan bagian dari service yang dipilih",
      ],
      [{ services_id: "" }, "Service: wajib diisi jika sub service diisi"],
      [{ proof_image: "x.png" }, "Bukti pembayaran: harus berupa file gambar"],
    ];
    for (const [over, message] of cases) {
      const res = await f.create(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toBe(message);
      // a refusal of one field names it by its wire path too, for the form to mark it
      const { field } = res.json() as { field?: string };
      if (field !== undefined) expect(message.startsWith(`${fieldLabel(field)}: `)).toBe(true);
    }
    const named = await f.create({ tips: tip({ receiver_type: "talent", amount: -1 }) });
    expect(named.json().field).toBe("tips.0.amount");
    expect((await f.create({ user_id: "99999" })).json().field).toBe("user_id");
    const dup = await f.create({ no_order: "777" });
    expect(dup.statusCode).toBe(201);
    const again = await f.create({ no_order: "777" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "Nomor order sudah digunakan" });
    expect(await f.count("SELECT count(*)::int AS n FROM orders")).toBe(before + 1);
    expect(await f.count("SELECT count(*)::int AS n FROM audit_log")).toBe(audits + 1);
  });

  it("refuses a body that is neither a form nor a JSON object", async () => {
    const arr = await f.t.call({
      method: "POST",
      url: "/api/order/createOrder",
      token: f.token,
      payload: [1] as never,
    });
    expect(arr.statusCode).toBe(400);
    const text = await f.t.call({
      method: "POST",
      url: "/api/order/createOrder",
      token: f.token,
      payload: "x",
      headers: { "content-type": "text/plain" },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe("Body harus berupa multipart/form-data atau objek JSON");
  });
});
