import { describe, expect, it } from "vitest";
import { OWNER, perFile } from "../helpers/app";
import { catalogFixture } from "../helpers/catalog";
import type { Talent } from "../../src/contract/talents";
import { expectRefused } from "../helpers/list-checks";

const c = perFile(catalogFixture);

/** An order of this talent (written with SQL; orders have their own tests). */
const insertOrder = (talentId: number) => c.insertOrder({ talents_id: talentId });

describe("access", () => {
  it("401 without a token, for admins and owners alike otherwise", async () => {
    for (const url of [
      "/api/talent/getAllTalents",
      "/api/talent/talents",
      "/api/talent/total",
      "/api/talent/export",
      "/api/talentCategories/getAllCategories",
      "/api/talentCategories/export",
    ]) {
      const res = await c.t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
    }
    const owner = await c.t.login(OWNER);
    const res = await c.t.call({ method: "GET", url: "/api/talent/total", token: owner.token });
    expect(res.statusCode).toBe(200);
  });

  it("403 without the XSRF header on writes, and nothing is created", async () => {
    const before = await c.count("talent_categories");
    const res = await c.t.call({
      method: "POST",
      url: "/api/talentCategories/create",
      token: c.token,
      xsrf: false,
      payload: { name: "Tanpa XSRF" },
    });
    expect(res.statusCode).toBe(403);
    expect(await c.count("talent_categories")).toBe(before);
  });
});

describe("talents", () => {
  it("creates a talent with the spec message and reads it back as { data }", async () => {
    const cat = await c.makeCategory("Penyanyi");
    const res = await c.api("POST", "/talent/createTalent", {
      name: "  Ayu  ",
      gender: "Woman",
      talent_categories_id: cat.id,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: "Talent berhasil ditambahkan!",
      data: {
        id: expect.any(Number),
        name: "Ayu",
        gender: "Woman",
        sp_status: "NONE",
        talent_categories_id: cat.id,
        talent_categories: { id: cat.id, name: "Penyanyi" },
        phone: null,
        version: 1,
      },
    });
    const got = await c.api("GET", `/talent/getTalentById/${body.data.id}`);
    expect(got.json()).toEqual({ data: body.data });
    const missing = await c.api("GET", "/talent/getTalentById/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Talent tidak ditemukan" });
  });

  it("validates createTalent with the spec message and changes nothing", async () => {
    const cat = await c.makeCategory("Validasi Talent");
    const good = { name: "Budi", gender: "Man", talent_categories_id: cat.id };
    const cases: [object, string][] = [
      [{ ...good, name: "" }, "All fields are required."],
      [{ gender: "Man", talent_categories_id: cat.id }, "All fields are required."],
      [{ name: "Budi", talent_categories_id: cat.id }, "All fields are required."],
      [{ name: "Budi", gender: "Man" }, "All fields are required."],
      [{ ...good, gender: "Pria" }, "Gender: harus Man atau Woman"],
      [{ ...good, name: "x".repeat(121) }, "Nama: maksimal 120 karakter"],
      [{ ...good, talent_categories_id: 999999 }, "Kategori tidak ditemukan"],
      [{ ...good, sp_status: "SP1" }, 'Kunci tidak dikenali : "sp_status"'],
    ];
    const before = await c.count("talents");
    await expectRefused((payload) => c.api("POST", "/talent/createTalent", payload), cases);
    expect(await c.count("talents")).toBe(before);
  });

  it("updates with the full edit-form body or a single grid cell", async () => {
    const a = await c.makeCategory("Kat A");
    const b = await c.makeCategory("Kat B");
    const tal = await c.makeTalent("Citra", a.id);
    const full = await c.api("PUT", `/talent/${tal.id}`, {
      name: "Citra Dewi",
      gender: "Woman",
      talent_categories_id: b.id,
      sp_status: "SP1",
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toEqual({
      message: "Talent berhasil diperbarui",
      data: {
        id: tal.id,
        name: "Citra Dewi",
        gender: "Woman",
        sp_status: "SP1",
        talent_categories_id: b.id,
        talent_categories: { id: b.id, name: "Kat B" },
        phone: null,
        version: 2,
      },
    });
    const sp = await c.api("PUT", `/talent/${tal.id}`, { sp_status: "SP3" });
    expect(sp.json().data).toMatchObject({
      name: "Citra Dewi",
      sp_status: "SP3",
      talent_categories_id: b.id,
    });
    const cat = await c.api("PUT", `/talent/${tal.id}`, { talent_categories_id: a.id });
    expect(cat.json().data).toMatchObject({
      sp_status: "SP3",
      talent_categories: { id: a.id, name: "Kat A" },
    });
    const audit = await c.t.db.query(
      "SELECT 1 FROM audit_log WHERE entity = 'talent' AND entity_id = $1 AND action = 'update'",
      [String(tal.id)],
    );
    expect(audit.length).toBe(3);
  });

  it("validates updates; 404 for an unknown talent", async () => {
    const cat = await c.makeCategory("Kat Update");
    const tal = await c.makeTalent("Dedi", cat.id, "Man");
    const cases: [object, string][] = [
      [{}, "Tidak ada data yang diubah"],
      [{ sp_status: "SP4" }, "Status SP: harus NONE, SP1, SP2 atau SP3"],
      [{ sp_status: "sp1" }, "Status SP: harus NONE, SP1, SP2 atau SP3"],
      [{ gender: "man" }, "Gender: harus Man atau Woman"],
      [{ name: " " }, "Nama talent wajib diisi"],
      [{ talent_categories_id: 999999 }, "Kategori tidak ditemukan"],
      [{ talent_categories_id: null }, "Kategori wajib dipilih"],
      [{ nickname: "D" }, 'Kunci tidak dikenali : "nickname"'],
    ];
    await expectRefused((payload) => c.api("PUT", `/talent/${tal.id}`, payload), cases);
    expect((await c.api("GET", `/talent/getTalentById/${tal.id}`)).json().data).toEqual(tal);
    const missing = await c.api("PUT", "/talent/999999", { sp_status: "SP1" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Talent tidak ditemukan" });
  });
});

describe("talents: deletes and reads", () => {
  it("deletes an unused talent; 409 while orders use it; 404 afterwards", async () => {
    const cat = await c.makeCategory("Kat Hapus");
    const free = await c.makeTalent("Bebas", cat.id);
    const busy = await c.makeTalent("Sibuk", cat.id);
    await insertOrder(busy.id);
    const ok = await c.api("DELETE", `/talent/${free.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: "Data berhasil dihapus." });
    expect((await c.api("DELETE", `/talent/${free.id}`)).statusCode).toBe(404);
    const refused = await c.api("DELETE", `/talent/${busy.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: "Talent masih dipakai oleh 1 order, tidak dapat dihapus",
    });
    expect((await c.api("GET", `/talent/getTalentById/${busy.id}`)).statusCode).toBe(200);
  });

  it("pages by id, searches talent and category names, and refuses bad limits", async () => {
    const cat = await c.makeCategory("Penari Jaipong");
    const made: Talent[] = [];
    for (let i = 1; i <= 5; i++) made.push(await c.makeTalent(`Paging ${i}`, cat.id));
    const page = async (qs: string) => (await c.api("GET", `/talent/getAllTalents?${qs}`)).json();
    expect(await page("search=paging&limit=2")).toEqual({
      result: made.slice(0, 2),
      totalPage: 3,
      totalRows: 5,
      page: 0,
      limit: 2,
    });
    expect((await page("search=paging&limit=2&page=2")).result).toEqual(made.slice(4));
    expect((await page("search=paging&limit=2&page=3")).result).toEqual([]);
    expect((await page("search=JAIPONG")).result).toEqual(made);
    expect((await page("")).limit).toBe(10);
    for (const qs of ["limit=0", "limit=101", "page=-1", "search_query=x"]) {
      expect((await c.api("GET", `/talent/getAllTalents?${qs}`)).statusCode, qs).toBe(400);
    }
  });

  it("lists every talent by name for pickers and counts them", async () => {
    const cat = await c.makeCategory("Kat Picker");
    await c.makeTalent("Zaskia", cat.id);
    await c.makeTalent("Agus", cat.id);
    const res = (await c.api("GET", "/talent/talents")).json();
    const names = res.result.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(Object.keys(res.result[0]).sort()).toEqual(["id", "name"]);
    expect((await c.api("GET", "/talent/total")).json()).toEqual({
      total: await c.count("talents"),
    });
    expect(res.result.length).toBe(await c.count("talents"));
  });
});

describe("CSV export", () => {
  it("/talent/export sends every matching talent with a BOM, quoting and a formula guard", async () => {
    const cat = await c.makeCategory("Ekspor, Kategori");
    for (let i = 1; i <= 11; i++)
      await c.makeTalent(`Ekspor ${i}`, cat.id, i % 2 ? "Man" : "Woman");
    const odd = await c.makeTalent('=Ekspor "12"', cat.id);
    await c.api("PUT", `/talent/${odd.id}`, { sp_status: "SP2" });
    const res = await c.api("GET", "/talent/export?search=ekspor");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="talent.csv"');
    const raw = res.rawPayload.toString("utf8");
    expect(raw.charCodeAt(0)).toBe(0xfeff);
    const lines = raw.slice(1).split("\r\n");
    expect(lines[0]).toBe("No;Nama;Gender;Kategori;Status SP");
    expect(lines[1]).toBe("1;Ekspor 1;Man;Ekspor, Kategori;NONE");
    expect(lines[12]).toBe(`12;"'=Ekspor ""12""";Woman;Ekspor, Kategori;SP2`);
    expect(lines.length).toBe(14); // header + 12 rows + the final empty line
  });

  it("/talentCategories/export lists each category with its talents and description", async () => {
    const cat = await c.makeCategory("Kategori CSV", "Baris 1\nbaris 2");
    await c.makeTalent("Tari", cat.id);
    await c.makeTalent("Nyanyi", cat.id);
    await c.makeCategory("-Kategori CSV minus", "@deskripsi");
    const res = await c.api("GET", "/talentCategories/export?search=kategori csv");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="kategori-talent.csv"');
    const raw = res.rawPayload.toString("utf8");
    expect(raw).toBe(
      "\uFEFFNo;Kategori;Talent;Deskripsi\r\n" +
        '1;Kategori CSV;Tari, Nyanyi;"Baris 1\nbaris 2"\r\n' +
        "2;'-Kategori CSV minus;;'@deskripsi\r\n",
    );
    expect((await c.api("GET", "/talentCategories/export?page=0")).statusCode).toBe(400);
  });
});
