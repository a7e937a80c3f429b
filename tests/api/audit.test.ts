// Audit reads: one order's history (any signed-in user) and the owner-only money audit list.
import { describe, expect, it } from "vitest";

import { ADMIN, perFile } from "../helpers/app";
import { orderFixtureWithAdmin } from "../helpers/orders";

const f = perFile(orderFixtureWithAdmin);

const asAdmin = (url: string) => f.t.call({ method: "GET", url: `/api${url}`, token: f.admin });

describe("order history", () => {
  it("lists creation, each edit's changed fields (old → new) and the deletion, oldest first", async () => {
    const order = (await f.create({ price: "100000", customer_name: "Riwa" })).json().data;
    await f.update(order.id, { customer_name: "Riwa", price: "120000" });
    await f.t.call({
      method: "PUT",
      url: `/api/order/updateOrder/${order.id}`,
      token: f.admin,
      payload: { customer_name: "Riwa", price: "120000", refund_type: "REFUND_50" },
    });
    const res = await asAdmin(`/audit/order/${order.id}`);
    expect(res.statusCode).toBe(200);
    const entries = res.json().result;
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      "create",
      "update",
      "update",
    ]);
    expect(entries[0]).toMatchObject({ entity: "order", entity_id: String(order.id) });
    expect(entries[0].username).toBe("owner");
    expect(entries[0].changes).toContainEqual({ field: "price", old: null, new: 100000 });
    expect(entries[1].changes).toEqual([
      { field: "price", old: 100000, new: 120000 },
      { field: "net_price", old: 100000, new: 120000 },
      { field: "talent_share", old: 70000, new: 84000 },
      { field: "admin_fee", old: 10000, new: 12000 },
    ]);
    expect(entries[2].username).toBe(ADMIN.username);
    expect(entries[2].changes).toEqual([
      { field: "refund_status", old: "NONE", new: "REFUND_50" },
      { field: "net_price", old: 120000, new: 60000 },
      { field: "talent_share", old: 84000, new: 42000 },
      { field: "admin_fee", old: 12000, new: 6000 },
    ]);
    expect(Date.parse(entries[2].created_at)).toBeGreaterThanOrEqual(
      Date.parse(entries[0].created_at),
    );

    await f.t.call({ method: "DELETE", url: `/api/order/deleteOrder/${order.id}`, token: f.token });
    const after = (await asAdmin(`/audit/order/${order.id}`)).json().result;
    expect(after.at(-1)).toMatchObject({ action: "delete" });
    expect(after.at(-1).changes).toContainEqual({ field: "price", old: 120000, new: null });
  });

  it("answers an empty history for an id never used, and refuses bad ids and no token", async () => {
    expect((await asAdmin("/audit/order/999999")).json()).toEqual({ result: [] });
    expect((await asAdmin("/audit/order/abc")).statusCode).toBe(400);
    expect((await f.t.call({ method: "GET", url: "/api/audit/order/1" })).statusCode).toBe(401);
  });
});

describe("money audit list (owner only)", () => {
  it("pages every money change newest first, filtered by entity, user and date", async () => {
    const kas = await f.t.call({
      method: "PUT",
      url: "/api/settings/kas",
      token: f.token,
      payload: { kas: 750000 },
    });
    expect(kas.statusCode).toBe(200);
    await f.t.call({
      method: "PUT",
      url: "/api/settings/rates",
      token: f.token,
      payload: { talent_rate: 65, admin_rate: 10 },
    });
    const byAdmin = (await f.create({ price: "5000" })).json().data;
    await f.t.call({
      method: "PUT",
      url: `/api/order/updateOrder/${byAdmin.id}`,
      token: f.admin,
      payload: { customer_name: "X", price: "6000" },
    });
    // a catalog change is audited too, but is not a money change
    await f.t.call({
      method: "POST",
      url: "/api/services/createServices",
      token: f.token,
      payload: { name: "Audit Service" },
    });

    const all = (await f.get("/audit?limit=100")).json();
    const naive = await f.count(
      `SELECT count(*)::int AS n FROM audit_log
       WHERE entity IN ('order', 'payout', 'period', 'service', 'sub_service', 'talent',
                        'talent_category', 'user')
          OR (entity = 'settings' AND entity_id IN ('kas', 'rates'))`,
    );
    expect(all.totalRows).toBe(naive);
    // every entity the log holds is viewable: the service created above too
    expect(all.result.map((e: { entity: string }) => e.entity)).toContain("service");
    const ids = all.result.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const kasPage = (await f.get("/audit?entity=kas")).json();
    expect(kasPage.totalRows).toBe(1);
    expect(kasPage.result[0]).toMatchObject({ entity: "kas", action: "update", username: "owner" });
    expect(kasPage.result[0].changes).toEqual([{ field: "kas", old: 0, new: 750000 }]);

    const rates = (await f.get("/audit?entity=rates")).json().result[0];
    expect(rates.changes).toEqual([{ field: "talent_rate", old: 70, new: 65 }]);

    const adminId = f.ids.admin;
    const mine = (await f.get(`/audit?user_id=${adminId}`)).json();
    expect(mine.result.length).toBeGreaterThan(0);
    expect(mine.result.every((e: { user_id: number }) => e.user_id === adminId)).toBe(true);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());
    const todays = (await f.get(`/audit?start_date=${today}&end_date=${today}`)).json();
    expect(todays.totalRows).toBe(naive);
    const past = (await f.get("/audit?start_date=2000-01-01&end_date=2000-01-31")).json();
    expect(past).toMatchObject({ result: [], totalRows: 0 });

    const paged = (await f.get("/audit?limit=2&page=1")).json();
    expect(paged.result.map((e: { id: number }) => e.id)).toEqual(ids.slice(2, 4));
    expect(paged).toMatchObject({ page: 1, limit: 2, totalRows: naive });
  });

  it("refuses admins (403) and bad filters (400 naming the field)", async () => {
    const denied = await asAdmin("/audit");
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("Akses ditolak. Halaman ini hanya untuk Owner.");
    for (const [q, field] of [
      ["entity=gudang", "entity"],
      ["user_id=abc", "user_id"],
      ["start_date=2030-02-30", "start_date"],
      ["start_date=2030-02-02&end_date=2030-02-01", "end_date"],
      ["limit=0", "limit"],
      ["foo=1", ""],
    ]) {
      const res = await f.get(`/audit?${q}`);
      expect(res.statusCode, q).toBe(400);
      // the field by its wire path; its words are in the message (RULES.md D6)
      if (field) expect(res.json().field, q).toBe(field);
    }
  });
});

describe("every entity written is viewable and filterable (GET /audit?entity=)", () => {
  it("shows payouts, closed and reopened months, catalog and user changes with their changes", async () => {
    const call = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      f.t.call({ method, url: `/api${url}`, token: f.token, payload });
    const category = await call("POST", "/talentCategories/create", {
      name: "Audit Kategori",
      description: "x",
    });
    expect(category.statusCode, category.body).toBeLessThan(300);
    const [{ id: categoryId }] = await f.t.db.query<{ id: number }>(
      "SELECT id FROM talent_categories WHERE name = 'Audit Kategori'",
    );
    const talent = await call("POST", "/talent/createTalent", {
      name: "Audit Talent",
      gender: "Woman",
      talent_categories_id: categoryId,
    });
    expect(talent.statusCode, talent.body).toBeLessThan(300);
    expect((await call("POST", "/periods/2020-11/close")).statusCode).toBe(200);
    expect(
      (await call("POST", "/periods/2020-11/reopen", { reason: "Salah tutup" })).statusCode,
    ).toBe(200);
    const user = await call("POST", "/users/createUser", {
      username: "auditee",
      email: "auditee@test.local",
      password: "auditee-pass-1",
      confirmPassword: "auditee-pass-1",
      role: "admin",
    });
    expect(user.statusCode, user.body).toBeLessThan(300);

    const of = async (entity: string) => (await f.get(`/audit?entity=${entity}&limit=100`)).json();
    const periods = await of("period");
    expect(periods.result.map((e: { entity_id: string; username: string }) => e.entity_id)).toEqual(
      ["2020-11", "2020-11"],
    );
    expect(periods.result[0].username).toBe("owner");
    expect(periods.result[0].changes).toContainEqual({
      field: "reason",
      old: null,
      new: "Salah tutup",
    });
    // who had closed it by name (never the raw user id), when as an instant
    const fields = periods.result[0].changes.map((c: { field: string }) => c.field);
    expect(fields).toEqual(["closed", "closed_at", "closed_by_name", "reason"]);
    expect(periods.result[0].changes[2]).toEqual({
      field: "closed_by_name",
      old: "owner",
      new: null,
    });
    expect(periods.result[1].changes).toContainEqual({
      field: "closed",
      old: "false",
      new: "true",
    });
    for (const entity of ["talent", "category", "user", "service"]) {
      const page = await of(entity);
      expect(page.totalRows, entity).toBeGreaterThan(0);
      expect(
        page.result.every((e: { entity: string }) => e.entity === entity),
        entity,
      ).toBe(true);
      expect(page.result[0].changes.length, entity).toBeGreaterThan(0);
    }
    const talents = await of("talent");
    expect(talents.result[0].changes).toContainEqual({
      field: "name",
      old: null,
      new: "Audit Talent",
    });
  });
});
