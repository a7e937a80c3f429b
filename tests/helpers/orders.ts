import { crc32, deflateSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { ADMIN, buildTestApp, type TestApp } from "./app";

export type Fields = Record<string, string | undefined>;
export interface Upload {
  name: string;
  type: string;
  bytes: Uint8Array;
}
type Files = [field: string, file: Upload][];

/** A real PNG of the given size (RGB, one filter byte per row). */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc((width * 3 + 1) * height))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const pngUpload = (width = 1, height = 1, name = "bukti.png"): Upload => ({
  name,
  type: "image/png",
  bytes: png(width, height),
});

/** A form as a browser's FormData: the fields (undefined ones left out), then the files. */
export function formData(fields: Fields, files: Files = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  for (const [field, f] of files)
    form.append(field, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return form;
}

/** A multipart body encoded by the platform's own FormData, as a browser would send it. */
export async function multipart(fields: Fields, files: Files = []) {
  const res = new Response(formData(fields, files));
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { "content-type": res.headers.get("content-type")! },
  };
}

/**
 * The orders the header-filter tests narrow, one a day from `month`-01: `word` Ani (age 25),
 * `word` Budi (300.000, age 40), lower-case `word` cici (90.000, 120 minutes), Lain Dodi (no
 * `word`), `word` Eka (200.000), then `word` Fani on `outside`, a day out of the month.
 * `more[i]` adds fields to row i.
 */
export function headerFilterRows(
  word: string,
  month: string,
  outside: string,
  more: Record<number, Fields> = {},
): Fields[] {
  const rows: Fields[] = [
    { customer_name: `${word} Ani`, price: "120000", customer_age: "25" },
    { customer_name: `${word} Budi`, price: "300000", customer_age: "40" },
    { customer_name: `${word.toLowerCase()} cici`, price: "90000", duration: "120" },
    { customer_name: "Lain Dodi", price: "150000" },
    { customer_name: `${word} Eka`, price: "200000" },
  ].map((r, i) => ({ date: `${month}-0${i + 1}`, ...r }));
  rows.push({ date: outside, customer_name: `${word} Fani`, price: "180000" });
  return rows.map((r, i) => ({ ...r, ...more[i] }));
}

export interface OrderFixture {
  t: TestApp;
  token: string;
  ids: {
    admin: number;
    owner: number;
    talentA: number;
    talentB: number;
    serviceA: number;
    serviceB: number;
    subA: number;
    subB: number;
  };
  /** A valid create form (fresh no_order each call) with `over` applied; undefined drops a field. */
  fields(over?: Fields): Fields;
  create(over?: Fields, files?: Files): Promise<LightMyRequestResponse>;
  update(id: number, fields: Fields, files?: Files): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  count(sql: string, params?: unknown[]): Promise<number>;
}

/** The real app with an owner signed in and a small catalog: two talents, two services. */
export async function orderFixture(env: Record<string, string> = {}): Promise<OrderFixture> {
  const t = await buildTestApp(env);
  const { token } = await t.login();
  const one = async (sql: string, params: unknown[] = []) =>
    (await t.db.query<{ id: number }>(sql, params))[0].id;
  const cat = await one("INSERT INTO talent_categories (name) VALUES ('VIP') RETURNING id");
  const talent = (name: string, gender: string) =>
    one(
      "INSERT INTO talents (name, gender, talent_categories_id) VALUES ($1, $2, $3) RETURNING id",
      [name, gender, cat],
    );
  const service = (name: string) =>
    one("INSERT INTO services (name) VALUES ($1) RETURNING id", [name]);
  const sub = (name: string, serviceId: number) =>
    one("INSERT INTO sub_services (name, services_id) VALUES ($1, $2) RETURNING id", [
      name,
      serviceId,
    ]);
  const serviceA = await service("Pijat");
  const serviceB = await service("Karaoke");
  const ids = {
    admin: await one("SELECT id FROM users WHERE email = $1", [ADMIN.email]),
    owner: await one("SELECT id FROM users WHERE role = 'owner'"),
    talentA: await talent("Sinta", "Woman"),
    talentB: await talent("Raka", "Man"),
    serviceA,
    serviceB,
    subA: await sub("Refleksi", serviceA),
    subB: await sub("Room VIP", serviceB),
  };
  let nextNo = 500_000;
  const fields = (over: Fields = {}): Fields => ({
    user_id: String(ids.admin),
    talents_id: String(ids.talentA),
    services_id: String(ids.serviceA),
    sub_service_id: String(ids.subA),
    no_order: String(nextNo++),
    date: "2025-03-03",
    customer_name: "Budi Santoso",
    customer_age: "30",
    gender: "Man",
    duration: "60",
    price: "100000",
    payment_method: "Cash",
    payment_place: "Qris",
    description: "",
    tips: "[]",
    ...over,
  });
  return {
    t,
    token,
    ids,
    fields,
    async create(over = {}, files = []) {
      const body = await multipart(fields(over), files);
      return t.call({ method: "POST", url: "/api/order/createOrder", token, ...body });
    },
    async update(id, form, files = []) {
      const body = await multipart(form, files);
      return t.call({ method: "PUT", url: `/api/order/updateOrder/${id}`, token, ...body });
    },
    get: (url) => t.call({ method: "GET", url: `/api${url}`, token }),
    count: async (sql, params = []) => (await t.db.query<{ n: number }>(sql, params))[0].n,
  };
}

/** orderFixture with the admin signed in too: `admin` is the admin's token. */
export async function orderFixtureWithAdmin(): Promise<OrderFixture & { admin: string }> {
  const f = await orderFixture();
  return { ...f, admin: (await f.t.login(ADMIN)).token };
}
