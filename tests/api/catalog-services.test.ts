import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/app";
import { catalogFixture, type CatalogFixture } from "../helpers/catalog";
import type { Service } from "../../src/contract/services";
import { expectRefused } from "../helpers/list-checks";

let t: TestApp;
let token: string;
let talentId: number;
let adminId: number;
let api: CatalogFixture["api"];
let count: CatalogFixture["count"];
let makeService: CatalogFixture["makeService"];
let orderFor: CatalogFixture["insertOrder"];

beforeAll(async () => {
  ({ t, token, adminId, api, count, makeService, insertOrder: orderFor } = await catalogFixture());
  const [cat] = await t.db.query<{ id: number }>(
    "INSERT INTO talent_categories (name) VALUES ('Kat') RETURNING id",
  );
  [{ id: talentId }] = await t.db.query<{ id: number }>(
    "INSERT INTO talents (name, gender, talent_categories_id) VALUES ('Tal', 'Woman', $1) RETURNING id",
    [cat.id],
  );
});
afterAll(() => t.close());

/** An order using these catalog rows (written with SQL; orders have their own tests). */
const insertOrder = (o: { services_id?: number; sub_service_id?: number }) =>
  orderFor({ talents_id: talentId, ...o });

describe("access", () => {
  it("401 without a token on every catalog file", async () => {
    for (const url of ["/api/services/getServices", "/api/subServices/getSubServices"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: "Silakan login terlebih dahulu" });
    }
    const res = await t.call({ method: "POST", url: "/api/services/createServices", payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it("403 without the XSRF header, and nothing is created", async () => {
    const before = await count("services");
    const res = await t.call({
      method: "POST",
      url: "/api/services/createServices",
      token,
      xsrf: false,
      payload: { name: "Tanpa XSRF" },
    });
    expect(res.statusCode).toBe(403);
    expect(await count("services")).toBe(before);
  });
});

describe("create and read a service", () => {
  it("creates with a trimmed name, answers 201 with the spec message, audits", async () => {
    const res = await api("POST", "/services/createServices", { name: "  Pijat  " });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: "Layanan berhasil ditambahkan!",
      result: { id: expect.any(Number), name: "Pijat", sub_services: [], version: 1 },
    });
    const audit = await t.db.query<{ action: string; user_id: number }>(
      "SELECT action, user_id FROM audit_log WHERE entity = 'service' AND entity_id = $1",
      [String(body.result.id)],
    );
    expect(audit).toEqual([{ action: "create", user_id: adminId }]);

    const got = await api("GET", `/services/getServiceById/${body.result.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ result: body.result });
  });

  it("validates the body with the spec's message and changes nothing", async () => {
    const cases: [object, string][] = [
      [{}, "All fields are required"],
      [{ name: "   " }, "All fields are required"],
      [{ name: 5 }, "All fields are required"],
      [{ name: "x".repeat(121) }, "Nama: maksimal 120 karakter"],
      [{ name: "Ok", extra: 1 }, 'Kunci tidak dikenali : "extra"'],
    ];
    const before = await count("services");
    await expectRefused((payload) => api("POST", "/services/createServices", payload), cases);
    expect(await count("services")).toBe(before);
  });

  it("404 for an unknown id, 400 for a malformed one", async () => {
    const res = await api("GET", "/services/getServiceById/999999");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Service tidak ditemukan" });
    expect((await api("GET", "/services/getServiceById/abc")).statusCode).toBe(400);
    expect((await api("GET", "/services/getServiceById/0")).statusCode).toBe(400);
  });
});

describe("GET /services/getServices", () => {
  it("pages by id with totals; the last page is short and a page past the end is empty", async () => {
    const made: Service[] = [];
    for (let i = 1; i <= 7; i++) made.push(await makeService(`Paging ${i}`, [`Sub P${i}`]));
    const page = async (p: number) =>
      (await api("GET", `/services/getServices?search_query=paging&page=${p}&limit=3`)).json();

    const first = await page(0);
    expect(first).toEqual({
      result: made.slice(0, 3),
      totalPage: 3,
      totalRows: 7,
      page: 0,
      limit: 3,
    });
    expect(first.result[0].sub_services).toEqual([
      { id: expect.any(Number), name: "Sub P1", services_id: made[0].id, version: 1 },
    ]);
    expect((await page(1)).result).toEqual(made.slice(3, 6));
    expect((await page(2)).result).toEqual(made.slice(6));
    expect(await page(3)).toMatchObject({ result: [], totalRows: 7, totalPage: 3, page: 3 });
  });

  it("defaults to page 0 and limit 5", async () => {
    const body = (await api("GET", "/services/getServices")).json();
    expect(body.page).toBe(0);
    expect(body.limit).toBe(5);
    expect(body.result.length).toBe(5);
  });

  it("refuses a limit outside 1..100, a bad page and unknown parameters", async () => {
    const cases: [string, string][] = [
      ["limit=0", "Jumlah per halaman: minimal 1"],
      ["limit=101", "Jumlah per halaman: maksimal 100"],
      ["page=-1", "Halaman: minimal 0"],
      ["page=x", "Halaman: harus berupa bilangan bulat"],
      ["search=x", "Kunci tidak dikenali"],
    ];
    for (const [qs, message] of cases) {
      const res = await api("GET", `/services/getServices?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toContain(message);
    }
  });

  it("searches service and sub-service names, case-insensitively, with % taken literally", async () => {
    const a = await makeService("Spa Relaksasi", ["Lulur 50%"]);
    const b = await makeService("Refleksi", ["Totok Wajah"]);
    const search = async (q: string) =>
      (await api("GET", `/services/getServices?search_query=${encodeURIComponent(q)}&limit=100`))
        .json()
        .result.map((s: Service) => s.id);
    expect(await search("SPA RELAKS")).toEqual([a.id]);
    expect(await search("totok")).toEqual([b.id]);
    expect(await search("50%")).toEqual([a.id]);
    expect(await search("%")).toEqual([a.id]);
    expect(await search("  totok  ")).toEqual([b.id]);
  });
});

describe("PUT /services/:id (sub-service diff)", () => {
  it("renames, creates and deletes sub-services in one call, and audits old and new", async () => {
    const svc = await makeService("Diff", ["A", "B", "C"]);
    const [a, b, c] = svc.sub_services;
    const res = await api("PUT", `/services/${svc.id}`, {
      name: " Diff Baru ",
      sub_services: [{ id: a.id, name: "A2" }, { id: c.id, name: "C" }, { name: "D" }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe("Service berhasil diperbarui");
    expect(body.result).toEqual({
      id: svc.id,
      name: "Diff Baru",
      sub_services: [
        { id: a.id, name: "A2", services_id: svc.id, version: 2 },
        { id: c.id, name: "C", services_id: svc.id, version: 1 },
        { id: expect.any(Number), name: "D", services_id: svc.id, version: 1 },
      ],
      version: svc.version + 1,
    });
    const gone = await t.db.query("SELECT id FROM sub_services WHERE id = $1", [b.id]);
    expect(gone).toEqual([]);
    const [audit] = await t.db.query<{ old_value: Service; new_value: Service }>(
      "SELECT old_value, new_value FROM audit_log WHERE entity = 'service' AND entity_id = $1 AND action = 'update' ORDER BY id DESC LIMIT 1",
      [String(svc.id)],
    );
    expect(audit.old_value.sub_services.map((s) => s.name)).toEqual(["A", "B", "C"]);
    expect(audit.new_value.sub_services.map((s) => s.name)).toEqual(["A2", "C", "D"]);
  });

  it("an empty list deletes every unused sub-service", async () => {
    const svc = await makeService("Kosongkan", ["X", "Y"]);
    const res = await api("PUT", `/services/${svc.id}`, { name: "Kosongkan", sub_services: [] });
    expect(res.json().result.sub_services).toEqual([]);
  });

  it("a refused diff changes nothing: foreign id 400, used sub-service 409", async () => {
    const svc = await makeService("Tetap", ["Dipakai", "Bebas"]);
    const other = await makeService("Lain", ["Punya Lain"]);
    const [used, free] = svc.sub_services;
    await insertOrder({ services_id: svc.id, sub_service_id: used.id });
    const snapshot = async () => (await api("GET", `/services/getServiceById/${svc.id}`)).json();
    const before = await snapshot();
    const subsBefore = await count("sub_services");

    const foreign = await api("PUT", `/services/${svc.id}`, {
      name: "Ganti",
      sub_services: [{ id: other.sub_services[0].id, name: "Curi" }, { name: "Baru" }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      message: `Sub service ${other.sub_services[0].id} bukan milik service ini`,
    });

    const inUse = await api("PUT", `/services/${svc.id}`, {
      name: "Ganti",
      sub_services: [{ id: free.id, name: "Bebas 2" }, { name: "Baru" }],
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({
      message: 'Sub service "Dipakai" masih dipakai oleh 1 order, tidak dapat dihapus',
    });

    expect(await snapshot()).toEqual(before);
    expect(await count("sub_services")).toBe(subsBefore);
  });

  it("validates names, duplicate ids, unknown fields; 404 for an unknown service", async () => {
    const svc = await makeService("Validasi", ["S1"]);
    const sid = svc.sub_services[0].id;
    const cases: [object, string][] = [
      [{ name: "", sub_services: [] }, "Nama service wajib diisi"],
      [{ name: "V", sub_services: [{ name: " " }] }, "Nama sub service wajib diisi"],
      [
        { name: "V", sub_services: [{ name: "x".repeat(121) }] },
        "Sub service ke-1, nama: maksimal 120 karakter",
      ],
      [
        {
          name: "V",
          sub_services: [
            { id: sid, name: "a" },
            { id: sid, name: "b" },
          ],
        },
        "Sub service yang sama tercantum lebih dari sekali",
      ],
      [
        { name: "V", sub_services: [{ name: "a", services_id: 1 }] },
        'Sub service ke-1: Kunci tidak dikenali : "services_id"',
      ],
      [{ name: "V" }, "Sub service: wajib diisi"],
    ];
    await expectRefused((payload) => api("PUT", `/services/${svc.id}`, payload), cases);
    const missing = await api("PUT", "/services/999999", { name: "V", sub_services: [] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Service tidak ditemukan" });
  });
});

describe("DELETE /services/:id", () => {
  it("deletes a service with its sub-services and audits it", async () => {
    const svc = await makeService("Hapus Saya", ["H1", "H2"]);
    const res = await api("DELETE", `/services/${svc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Service dihapus" });
    expect(
      await t.db.query("SELECT id FROM sub_services WHERE services_id = $1", [svc.id]),
    ).toEqual([]);
    const audit = await t.db.query(
      "SELECT 1 FROM audit_log WHERE entity = 'service' AND entity_id = $1 AND action = 'delete'",
      [String(svc.id)],
    );
    expect(audit.length).toBe(1);
    expect((await api("DELETE", `/services/${svc.id}`)).statusCode).toBe(404);
  });

  it("409 with the order count while orders use the service or a sub-service", async () => {
    const svc = await makeService("Dipesan", ["Sub Dipesan"]);
    await insertOrder({ services_id: svc.id });
    await insertOrder({ sub_service_id: svc.sub_services[0].id });
    const res = await api("DELETE", `/services/${svc.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: "Service masih dipakai oleh 2 order, tidak dapat dihapus",
    });
    expect((await api("GET", `/services/getServiceById/${svc.id}`)).json().result).toEqual(svc);
  });
});

describe("sub-services", () => {
  it("creates one with the spec message", async () => {
    const svc = await makeService("Induk");
    const res = await api("POST", "/subServices/create", { name: " Anak ", services_id: svc.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: "Data berhasil ditambahkan!",
      result: { id: expect.any(Number), name: "Anak", services_id: svc.id, version: 1 },
    });
  });

  it("validates with the spec message; an unknown service is a 400", async () => {
    const svc = await makeService("Induk Validasi");
    const cases: [object, string][] = [
      [{ name: "Anak" }, "All fields are required."],
      [{ services_id: svc.id }, "All fields are required."],
      [{ name: "", services_id: svc.id }, "All fields are required."],
      [{ name: "Anak", services_id: "abc" }, "All fields are required."],
      [{ name: "Anak", services_id: 999999 }, "Service tidak ditemukan"],
      [{ name: "Anak", services_id: svc.id, x: 1 }, 'Kunci tidak dikenali : "x"'],
    ];
    const before = await count("sub_services");
    await expectRefused((payload) => api("POST", "/subServices/create", payload), cases);
    expect(await count("sub_services")).toBe(before);
  });

  it("lists with the service name, default limit 10, search and a services_id filter", async () => {
    const svc = await makeService("Daftar Sub", ["Ds 1", "Ds 2", "Ds 3"]);
    const all = (await api("GET", "/subServices/getSubServices")).json();
    expect(all.limit).toBe(10);
    expect(all.page).toBe(0);
    expect(all.result.length).toBe(10);
    expect(Object.keys(all.result[0]).sort()).toEqual([
      "id",
      "name",
      "service_name",
      "services_id",
      "version",
    ]);

    const byService = (
      await api("GET", `/subServices/getSubServices?services_id=${svc.id}&limit=2&page=1`)
    ).json();
    expect(byService).toEqual({
      result: [{ ...svc.sub_services[2], service_name: "Daftar Sub" }],
      totalRows: 3,
      totalPage: 2,
      page: 1,
      limit: 2,
    });
    const search = (await api("GET", "/subServices/getSubServices?search_query=daftar sub")).json();
    expect(search.totalRows).toBe(3);
    expect((await api("GET", "/subServices/getSubServices?limit=101")).statusCode).toBe(400);
    expect((await api("GET", "/subServices/getSubServices?services_id=x")).statusCode).toBe(400);
  });
});

describe("GET /services/export", () => {
  it("sends the whole filtered list as CSV with a BOM, quoting and a formula guard", async () => {
    for (let i = 1; i <= 6; i++) await makeService(`Ekspor ${i}`, [`E${i}a`, `E${i}b`]);
    await makeService('Ekspor "kutip", koma', ["=SUM(A1)", "-1"]);
    const res = await api("GET", "/services/export?search_query=ekspor");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="services.csv"');
    const raw = res.rawPayload.toString("utf8");
    expect(raw.startsWith("\uFEFF")).toBe(true);
    const lines = raw.slice(1).split("\r\n");
    expect(lines[0]).toBe("No;Nama Service;Sub Service");
    expect(lines.slice(1, 8)).toEqual([
      "1;Ekspor 1;E1a, E1b",
      "2;Ekspor 2;E2a, E2b",
      "3;Ekspor 3;E3a, E3b",
      "4;Ekspor 4;E4a, E4b",
      "5;Ekspor 5;E5a, E5b",
      "6;Ekspor 6;E6a, E6b",
      `7;"Ekspor ""kutip"", koma";'=SUM(A1), -1`,
    ]);
    expect(lines[8]).toBe("");
    expect(lines.length).toBe(9);
  });

  it("guards a cell that starts with a formula character", async () => {
    await makeService("+Plus", ["@at"]);
    const res = await api("GET", "/services/export?search_query=%2Bplus");
    const lines = res.rawPayload.toString("utf8").slice(1).split("\r\n");
    expect(lines[1]).toBe("1;'+Plus;'@at");
  });

  it("401 without a token; unknown parameters 400", async () => {
    expect((await t.call({ method: "GET", url: "/api/services/export" })).statusCode).toBe(401);
    expect((await api("GET", "/services/export?page=0")).statusCode).toBe(400);
  });
});
