// Server sorting of the catalog lists (sort_by / sort_order): every page is in the asked order,
// ties fall back to the id, an unknown column is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OWNER, type TestApp } from "../helpers/app";
import { catalogFixture, type CatalogFixture } from "../helpers/catalog";

let t: TestApp;
let api: CatalogFixture["api"];

beforeAll(async () => {
  const f = await catalogFixture();
  ({ t, api } = f);
  const a = await f.makeCategory("Sort A", "zeta");
  const b = await f.makeCategory("Sort B", "alpha");
  await f.makeTalent("Sort Cici", a.id, "Woman");
  await f.makeTalent("Sort Andi", b.id, "Man");
  await f.makeTalent("Sort Budi", a.id, "Man");
  await f.makeService("Sort Zumba");
  await f.makeService("Sort Aerobik");
});
afterAll(() => t.close());

const names = (body: string, key = "name") =>
  (JSON.parse(body) as { result: Record<string, string>[] }).result.map((r) => r[key]);

describe("catalog sorting", () => {
  it("sorts talents by name both ways and by category name", async () => {
    const asc = await api("GET", "/talent/getAllTalents?search=Sort&sort_by=name&sort_order=ASC");
    expect(names(asc.body)).toEqual(["Sort Andi", "Sort Budi", "Sort Cici"]);
    const desc = await api("GET", "/talent/getAllTalents?search=Sort&sort_by=name&sort_order=desc");
    expect(names(desc.body)).toEqual(["Sort Cici", "Sort Budi", "Sort Andi"]);
    const byCat = await api(
      "GET",
      "/talent/getAllTalents?search=Sort&sort_by=talent_categories_id&sort_order=DESC",
    );
    // Category B first, then A's two talents in id order (DESC: the later id first).
    expect(names(byCat.body)).toEqual(["Sort Andi", "Sort Budi", "Sort Cici"]);
  });

  it("pages through a sort without repeats", async () => {
    const seen: string[] = [];
    for (const page of [0, 1, 2]) {
      const res = await api(
        "GET",
        `/talent/getAllTalents?search=Sort&sort_by=gender&page=${page}&limit=1`,
      );
      seen.push(...names(res.body));
    }
    expect(new Set(seen).size).toBe(3);
    expect(seen[2]).toBe("Sort Cici"); // the only Woman sorts after Man
  });

  it("sorts services, categories and users", async () => {
    const svc = await api("GET", "/services/getServices?search_query=Sort&sort_by=name");
    expect(names(svc.body)).toEqual(["Sort Aerobik", "Sort Zumba"]);
    const cat = await api(
      "GET",
      "/talentCategories/getAllCategories?search=Sort&page=0&limit=5&sort_by=description",
    );
    expect(names(cat.body)).toEqual(["Sort B", "Sort A"]);
    const owner = await t.login(OWNER);
    const users = await t.call({
      method: "GET",
      url: "/api/users/getUsers?sort_by=email&sort_order=DESC&limit=100",
      token: owner.token,
    });
    const expected = await t.db.query<{ email: string }>(
      "SELECT email FROM users ORDER BY email DESC, id DESC",
    );
    expect(names(users.body, "email")).toEqual(expected.map((r) => r.email));
  });

  it("refuses an unknown sort column or order with a 400 naming the field", async () => {
    const bad = await api("GET", "/talent/getAllTalents?sort_by=password");
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({
      message: "Urutan: kolom urutan tidak dikenal",
      field: "sort_by",
    });
    const order = await api("GET", "/services/getServices?sort_by=name&sort_order=up");
    expect(order.statusCode).toBe(400);
    expect(JSON.parse(order.body).field).toBe("sort_order");
  });
});
