// /grid-views/:grid: save, list, update and delete named views; sharing is the owner's, a shared
// view is read-only for the others, another user's private view does not exist; bad input is a
// 400 naming the field and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, buildTestApp, OWNER, type TestApp } from "../helpers/app";
import { GRID_KEYS } from "../../src/contract/grid-layouts";
import { MAX_VIEWS_PER_GRID, VIEW_MESSAGES } from "../../src/contract/grid-views";

let t: TestApp;
let owner: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = (await t.login(OWNER)).token;
  admin = (await t.login(ADMIN)).token;
});
afterAll(() => t.close());

const state = {
  search: "refund_status=REFUND_50&size=25&sort=price&order=desc",
  columns: [
    { colId: "price", width: 140, pinned: "left" as const },
    { colId: "description", hide: true },
  ],
};
const url = (grid: string, id?: number) => `/api/grid-views/${grid}${id ? `/${id}` : ""}`;
const list = async (token: string, grid = "orders") =>
  (await t.call({ method: "GET", url: url(grid), token })).json().data as {
    id: number;
    name: string;
    shared: boolean;
    mine: boolean;
    owner_name: string;
    state: typeof state;
  }[];

/** Saves a view (POST) on `grid` as `token`. */
const save = (token: string, payload: object, grid = "orders") =>
  t.call({ method: "POST", url: url(grid), token, payload });
/** Changes (PUT) view `id` of the orders grid as `token`. */
const change = (token: string, id: number, payload: object) =>
  t.call({ method: "PUT", url: url("orders", id), token, payload });
/** Deletes view `id` of `grid` as `token`. */
const remove = (token: string, id: number, grid = "orders") =>
  t.call({ method: "DELETE", url: url(grid, id), token });

describe("named grid views", () => {
  it("saves, lists, updates and deletes a user's own view", async () => {
    const made = await save(admin, { name: "Refund bulan ini", state });
    expect(made.statusCode).toBe(201);
    const view = made.json().data;
    expect(view).toMatchObject({ name: "Refund bulan ini", shared: false, mine: true, state });

    expect((await list(admin)).map((v) => v.name)).toEqual(["Refund bulan ini"]);
    expect(await list(owner)).toEqual([]); // private to its maker
    expect(await list(admin, "users")).toEqual([]); // per grid

    const renamed = await change(admin, view.id, {
      name: "Refund 50",
      state: { ...state, search: "refund_status=REFUND_50" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: "Refund 50",
      state: { search: "refund_status=REFUND_50" },
    });

    const dup = await save(admin, { name: "Refund 50", state });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("Nama tampilan sudah dipakai di grid ini");

    const gone = await remove(admin, view.id);
    expect(gone.statusCode).toBe(200);
    expect(await list(admin)).toEqual([]);
    const again = await remove(admin, view.id);
    expect(again.statusCode).toBe(404);
  });

  it("only an owner shares; a shared view is listed for all and changed by its maker only", async () => {
    const refused = await save(admin, { name: "Semua", shared: true, state });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Hanya owner yang dapat membagikan tampilan ke semua pengguna",
    );
    expect(await list(admin)).toEqual([]);

    const shared = (await save(owner, { name: "Bersama", shared: true, state })).json().data;
    const seen = await list(admin);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      name: "Bersama",
      shared: true,
      mine: false,
      owner_name: "owner",
    });

    for (const method of ["PUT", "DELETE"] as const) {
      const res = await t.call({
        method,
        url: url("orders", shared.id),
        token: admin,
        ...(method === "PUT" ? { payload: { name: "Diambil", state } } : {}),
      });
      expect(res.statusCode, method).toBe(403);
    }
    expect((await list(owner))[0].name).toBe("Bersama");

    // unshared, it no longer exists for the admin
    await change(owner, shared.id, { name: "Bersama", shared: false, state });
    expect(await list(admin)).toEqual([]);
    const hidden = await remove(admin, shared.id);
    expect(hidden.statusCode).toBe(404);
  });

  it("refuses malformed input with a 400 naming the field", async () => {
    const cases: [object, string][] = [
      [{ name: "", state }, "name"],
      [{ name: "x", state: { ...state, search: "?a=1" } }, "search"],
      [{ name: "x", state: { ...state, columns: [{ colId: "a", width: 5 }] } }, "width"],
      [{ name: "x", state, extra: 1 }, "extra"],
    ];
    for (const [payload, field] of cases) {
      const res = await save(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      // the field by its wire path (an unknown key: named in the sentence)
      const body = res.json() as { message: string; field?: string };
      expect(body.field ?? body.message, JSON.stringify(payload)).toContain(field);
    }
    const badGrid = await t.call({ method: "GET", url: url("Orders!"), token: admin });
    expect(badGrid.statusCode).toBe(400);
    expect(await list(admin)).toEqual([]);
  });
});

describe("named grid views: the registry of grids and the per-grid allowance", () => {
  it("takes grid keys from the registry of grids only, for views and layouts", async () => {
    for (const [method, path, payload] of [
      ["POST", url("invented-grid"), { name: "x", state }],
      ["GET", url("invented-grid"), undefined],
      ["PUT", "/api/grid-layouts/invented-grid", { columns: [] }],
      ["GET", "/api/grid-layouts/invented-grid", undefined],
    ] as const) {
      const res = await t.call({ method, url: path, token: admin, payload });
      expect(res.statusCode, `${method} ${path}`).toBe(400);
      expect(res.json()).toMatchObject({ message: "Tabel: grid tidak dikenal", field: "grid" });
    }
    const stored = await t.db.query(
      "SELECT 1 FROM grid_views WHERE grid = 'invented-grid' UNION ALL SELECT 1 FROM grid_layouts WHERE grid = 'invented-grid'",
    );
    expect(stored).toEqual([]);
    // every grid the screens declare is in the registry (the prop is typed GridKey)
    expect(GRID_KEYS).toContain("orders");
  });

  it(`keeps at most ${MAX_VIEWS_PER_GRID} views per user and grid, with a clear message`, async () => {
    const saveAs = (name: string, grid = "audit") => save(admin, { name, state }, grid);
    for (let i = 0; i < MAX_VIEWS_PER_GRID; i++)
      expect((await saveAs(`v${i}`)).statusCode).toBe(201);
    const over = await saveAs("satu lagi");
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(VIEW_MESSAGES.tooMany);
    expect(over.json().message).toMatch(/^Paling banyak 30 tampilan tersimpan per tabel/);
    expect(await list(admin, "audit")).toHaveLength(MAX_VIEWS_PER_GRID);
    // another grid, or another user, has its own allowance
    expect((await saveAs("v0", "users")).statusCode).toBe(201);
    const ownerSave = await save(owner, { name: "milik owner", state }, "audit");
    expect(ownerSave.statusCode).toBe(201);
    // deleting one makes room again
    const first = (await list(admin, "audit"))[0];
    await remove(admin, first.id, "audit");
    expect((await saveAs("baru")).statusCode).toBe(201);
  });
});
