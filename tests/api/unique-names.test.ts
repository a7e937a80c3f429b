// RULES.md D10: a double click on Simpan (or two admins) cannot duplicate a service, a
// sub-service of one service, a talent or a category. Names compare without case and with
// runs of spaces as one; the second create or a rename onto a taken name is 409 'Nama sudah
// digunakan' and changes nothing. Two creates sent at once leave exactly one row.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogFixture, type CatalogFixture } from "../helpers/catalog";
import { NAME_TAKEN_MESSAGE } from "../../src/contract/common";

let f: CatalogFixture;
beforeAll(async () => {
  f = await catalogFixture();
});
afterAll(() => f.t.close());

const TAKEN = { message: NAME_TAKEN_MESSAGE };

describe("services", () => {
  it("a second service of the same name, in any case and spacing, is 409", async () => {
    await f.makeService("Pijat Refleksi");
    const before = await f.count("services");
    for (const name of ["Pijat Refleksi", "pijat refleksi", "  PIJAT   Refleksi "]) {
      const res = await f.api("POST", "/services/createServices", { name });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual(TAKEN);
    }
    expect(await f.count("services")).toBe(before);
  });

  it("two creates sent together (a double click) leave one row", async () => {
    const before = await f.count("services");
    const answers = await Promise.all(
      [0, 1, 2].map(() => f.api("POST", "/services/createServices", { name: "Karaoke" })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await f.count("services")).toBe(before + 1);
  });

  it("renaming onto a taken name is 409; the service keeps its name", async () => {
    const spa = await f.makeService("Spa");
    const res = await f.api("PUT", `/services/${spa.id}`, {
      name: "karaoke",
      sub_services: [],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(TAKEN);
    const [row] = await f.t.db.query<{ name: string }>("SELECT name FROM services WHERE id = $1", [
      spa.id,
    ]);
    expect(row.name).toBe("Spa");
  });
});

describe("sub-services", () => {
  it("two sub-services of one service may not share a name; another service may use it", async () => {
    const a = await f.makeService("Hiburan", ["Band"]);
    const b = await f.makeService("Acara");
    const again = await f.api("POST", "/subServices/create", { name: "BAND", services_id: a.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(TAKEN);
    const elsewhere = await f.api("POST", "/subServices/create", {
      name: "Band",
      services_id: b.id,
    });
    expect(elsewhere.statusCode).toBe(201);
    // the edit form's list with the same new name twice saves nothing
    const put = await f.api("PUT", `/services/${b.id}`, {
      name: "Acara",
      sub_services: [
        { id: elsewhere.json().result.id, name: "Band" },
        { name: "DJ" },
        { name: "dj" },
      ],
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toEqual(TAKEN);
    const subs = await f.t.db.query<{ name: string }>(
      "SELECT name FROM sub_services WHERE services_id = $1 ORDER BY id",
      [b.id],
    );
    expect(subs.map((s) => s.name)).toEqual(["Band"]);
  });
});

describe("talents and categories", () => {
  it("a second talent or category of the same name is 409 and nothing is added", async () => {
    const cat = await f.makeCategory("VIP");
    await f.makeTalent("Sinta Dewi", cat.id);
    const talents = await f.count("talents");
    const categories = await f.count("talent_categories");
    const t = await f.api("POST", "/talent/createTalent", {
      name: "sinta  dewi",
      gender: "Woman",
      talent_categories_id: cat.id,
    });
    expect(t.statusCode).toBe(409);
    expect(t.json()).toEqual(TAKEN);
    const c = await f.api("POST", "/talentCategories/create", { name: " vip ", description: "" });
    expect(c.statusCode).toBe(409);
    expect(c.json()).toEqual(TAKEN);
    expect(await f.count("talents")).toBe(talents);
    expect(await f.count("talent_categories")).toBe(categories);
  });

  it("renaming a talent onto another's name is 409; a change of case of its own name is fine", async () => {
    const cat = await f.makeCategory("Reguler");
    const rina = await f.makeTalent("Rina", cat.id);
    const res = await f.api("PUT", `/talent/${rina.id}`, { name: "SINTA DEWI" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(TAKEN);
    const own = await f.api("PUT", `/talent/${rina.id}`, { name: "RINA" });
    expect(own.statusCode).toBe(200);
  });
});

describe("migration 11 on data that already repeats", () => {
  it("renames later duplicates with their id, so the indexes hold", async () => {
    const { up } = await import("../../src/db/migrations/0011_unique_names");
    await f.t.db.transaction(async (tx) => {
      await tx.exec(
        "DROP INDEX services_name_unique; INSERT INTO services (name) VALUES ('Dobel'), ('dobel ')",
      );
      await tx.exec(up);
    });
    const rows = await f.t.db.query<{ id: number; name: string }>(
      "SELECT id, name FROM services WHERE lower(name) LIKE 'dobel%' ORDER BY id",
    );
    expect(rows.map((r) => r.name)).toEqual(["Dobel", `dobel  (${rows[1].id})`]);
    const again = await f.api("POST", "/services/createServices", { name: "DOBEL" });
    expect(again.statusCode).toBe(409);
  });
});
