import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { catalogFixture } from "../helpers/catalog";
import type { TalentCategory } from "../../src/contract/talents";
import { expectRefused } from "../helpers/list-checks";

const c = perFile(catalogFixture);

/** An order of this talent (written with SQL; orders have their own tests). */
const insertOrder = (talentId: number) => c.insertOrder({ talents_id: talentId });

/** PUT /talentCategories/:id: the category's name and description, its talents' names by id. */
const putCategory = (id: number, name: string, description: string, talents: [number, string][]) =>
  c.api("PUT", `/talentCategories/${id}`, {
    name,
    description,
    talents: talents.map(([talentId, talentName]) => ({ id: talentId, name: talentName })),
  });

describe("talent categories", () => {
  it("creates with the spec message; validates name and description", async () => {
    const res = await c.api("POST", "/talentCategories/create", {
      name: " MC ",
      description: " Acara ",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: "Data berhasil ditambahkan!",
      result: {
        id: expect.any(Number),
        name: "MC",
        description: "Acara",
        talents: [],
        version: 1,
      },
    });
    const noDesc = await c.api("POST", "/talentCategories/create", { name: "Tanpa Deskripsi" });
    expect(noDesc.json().result.description).toBe("");
    const cases: [object, string][] = [
      [{}, "Nama kategori wajib diisi"],
      [{ name: "  " }, "Nama kategori wajib diisi"],
      [{ name: "K", description: "x".repeat(1001) }, "Deskripsi: maksimal 1000 karakter"],
      [{ name: "K", description: 5 }, "Deskripsi: harus berupa teks"],
      [{ name: "K", talents: [] }, 'Kunci tidak dikenali : "talents"'],
    ];
    await expectRefused((payload) => c.api("POST", "/talentCategories/create", payload), cases);
  });

  it("getAllCategories: every category without page/limit, paged with either", async () => {
    const cats: TalentCategory[] = [];
    for (let i = 1; i <= 6; i++) cats.push(await c.makeCategory(`Grup ${i}`, `Deskripsi ${i}`));
    const tal = await c.makeTalent("Anggota Grup", cats[0].id);
    cats[0] = { ...cats[0], talents: [{ id: tal.id, name: "Anggota Grup" }] };

    const all = (await c.api("GET", "/talentCategories/getAllCategories")).json();
    expect(Object.keys(all)).toEqual(["result"]);
    expect(all.result.length).toBe(await c.count("talent_categories"));

    const paged = (
      await c.api("GET", "/talentCategories/getAllCategories?search=grup&page=0")
    ).json();
    expect(paged).toEqual({
      result: cats.slice(0, 5),
      totalPage: 2,
      totalRows: 6,
      page: 0,
      limit: 5,
    });
    const last = (
      await c.api("GET", "/talentCategories/getAllCategories?search=grup&limit=4&page=1")
    ).json();
    expect(last.result).toEqual(cats.slice(4));
    const past = (
      await c.api("GET", "/talentCategories/getAllCategories?search=grup&limit=4&page=2")
    ).json();
    expect(past.result).toEqual([]);
    const byTalent = (
      await c.api("GET", "/talentCategories/getAllCategories?search=anggota")
    ).json();
    expect(byTalent).toEqual({ result: [cats[0]] });
    for (const qs of ["limit=0", "limit=101", "page=x", "search_query=x"]) {
      const r = await c.api("GET", `/talentCategories/getAllCategories?${qs}`);
      expect(r.statusCode, qs).toBe(400);
    }
    const one = await c.api("GET", `/talentCategories/getCategoriesById/${cats[0].id}`);
    expect(one.json()).toEqual({ result: cats[0] });
    const missing = await c.api("GET", "/talentCategories/getCategoriesById/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Kategori tidak ditemukan" });
  });

  it("PUT renames the category and its talents in one go", async () => {
    const cat = await c.makeCategory("Band", "Lama");
    const a = await c.makeTalent("Gitaris", cat.id);
    const b = await c.makeTalent("Drummer", cat.id);
    const res = await putCategory(cat.id, "Band Akustik", "Baru", [
      [a.id, " Gitaris Utama "],
      [b.id, "Drummer"],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Kategori dan talents berhasil diperbarui",
      result: {
        id: cat.id,
        name: "Band Akustik",
        description: "Baru",
        talents: [
          { id: a.id, name: "Gitaris Utama" },
          { id: b.id, name: "Drummer" },
        ],
        version: 2,
      },
    });
    const talent = (await c.api("GET", `/talent/getTalentById/${a.id}`)).json().data;
    expect(talent).toMatchObject({
      name: "Gitaris Utama",
      talent_categories: { name: "Band Akustik" },
    });
    // description and talents left out keep their value
    const nameOnly = await c.api("PUT", `/talentCategories/${cat.id}`, { name: "Band" });
    expect(nameOnly.json().result).toMatchObject({ name: "Band", description: "Baru" });
    expect(nameOnly.json().result.talents.length).toBe(2);
  });
});

describe("talent categories: refusals and deletes", () => {
  it("PUT with a talent of another category is a 400 and changes nothing; 404 unknown", async () => {
    const cat = await c.makeCategory("Solo");
    const mine = await c.makeTalent("Milik", cat.id);
    const other = await c.makeTalent("Orang Lain", (await c.makeCategory("Lain")).id);
    const before = (await c.api("GET", `/talentCategories/getCategoriesById/${cat.id}`)).json();
    const res = await putCategory(cat.id, "Solo Baru", "x", [
      [mine.id, "Milik Baru"],
      [other.id, "Curi"],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `Talent ${other.id} bukan anggota kategori ini` });
    expect((await c.api("GET", `/talentCategories/getCategoriesById/${cat.id}`)).json()).toEqual(
      before,
    );
    const dup = await c.api("PUT", `/talentCategories/${cat.id}`, {
      name: "S",
      talents: [
        { id: mine.id, name: "a" },
        { id: mine.id, name: "b" },
      ],
    });
    expect(dup.json()).toEqual({ message: "Talent yang sama tercantum lebih dari sekali" });
    const blank = await c.api("PUT", `/talentCategories/${cat.id}`, {
      name: "S",
      talents: [{ id: mine.id, name: "" }],
    });
    expect(blank.json()).toEqual({ message: "Nama talent wajib diisi" });
    const missing = await c.api("PUT", "/talentCategories/999999", { name: "S" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Kategori tidak ditemukan" });
  });

  it("DELETE: an empty category goes; one with talents is a 409, with or without orders", async () => {
    const empty = await c.makeCategory("Kosong");
    const ok = await c.api("DELETE", `/talentCategories/${empty.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: "Data berhasil dihapus." });
    expect((await c.api("DELETE", `/talentCategories/${empty.id}`)).statusCode).toBe(404);

    const withTalents = await c.makeCategory("Berisi");
    await c.makeTalent("Satu", withTalents.id);
    await c.makeTalent("Dua", withTalents.id);
    const r1 = await c.api("DELETE", `/talentCategories/${withTalents.id}`);
    expect(r1.statusCode).toBe(409);
    expect(r1.json()).toEqual({
      message:
        "Kategori masih memiliki 2 talent, pindahkan atau hapus talent tersebut terlebih dahulu",
    });

    const withOrders = await c.makeCategory("Laris");
    const star = await c.makeTalent("Bintang", withOrders.id);
    await insertOrder(star.id);
    await insertOrder(star.id);
    const r2 = await c.api("DELETE", `/talentCategories/${withOrders.id}`);
    expect(r2.statusCode).toBe(409);
    expect(r2.json()).toEqual({
      message:
        "Kategori masih memiliki 1 talent yang dipakai oleh 2 order, pindahkan atau hapus talent tersebut terlebih dahulu",
    });
    expect(
      (await c.api("GET", `/talentCategories/getCategoriesById/${withOrders.id}`)).statusCode,
    ).toBe(200);
    const audit = await c.t.db.query(
      "SELECT action FROM audit_log WHERE entity = 'talent_category' AND entity_id = $1 ORDER BY id",
      [String(empty.id)],
    );
    expect(audit).toEqual([{ action: "create" }, { action: "delete" }]);
  });
});
