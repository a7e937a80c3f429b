import { expect } from "vitest";
import { ADMIN, buildTestApp, type TestApp } from "./app";
import type { Service } from "../../src/contract/services";
import type { Talent, TalentCategory } from "../../src/contract/talents";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** The real app signed in as an admin, with makers for catalog rows and SQL-written orders. */
export interface CatalogFixture {
  t: TestApp;
  token: string;
  adminId: number;
  api(method: Method, url: string, payload?: object): ReturnType<TestApp["call"]>;
  count(table: string): Promise<number>;
  makeService(name: string, subs?: string[]): Promise<Service>;
  makeCategory(name: string, description?: string): Promise<TalentCategory>;
  makeTalent(name: string, categoryId: number, gender?: "Man" | "Woman"): Promise<Talent>;
  /** An order row written with SQL, only to make catalog rows "in use". */
  insertOrder(refs: {
    talents_id: number;
    services_id?: number;
    sub_service_id?: number;
  }): Promise<void>;
}

export async function catalogFixture(): Promise<CatalogFixture> {
  const t = await buildTestApp();
  const { token } = await t.login(ADMIN);
  const [{ id: adminId }] = await t.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = $1",
    [ADMIN.email],
  );
  let noOrder = 1000;
  const api: CatalogFixture["api"] = (method, url, payload) =>
    t.call({ method, url: `/api${url}`, token, payload });

  return {
    t,
    token,
    adminId,
    api,
    count: async (table) =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n,
    async makeService(name, subs = []) {
      const res = await api("POST", "/services/createServices", { name });
      expect(res.statusCode).toBe(201);
      if (!subs.length) return res.json().result;
      const put = await api("PUT", `/services/${res.json().result.id}`, {
        name,
        sub_services: subs.map((n) => ({ name: n })),
      });
      expect(put.statusCode).toBe(200);
      return put.json().result;
    },
    async makeCategory(name, description = "") {
      const res = await api("POST", "/talentCategories/create", { name, description });
      expect(res.statusCode).toBe(201);
      return res.json().result;
    },
    async makeTalent(name, categoryId, gender = "Woman") {
      const res = await api("POST", "/talent/createTalent", {
        name,
        gender,
        talent_categories_id: categoryId,
      });
      expect(res.statusCode).toBe(201);
      return res.json().data;
    },
    async insertOrder(refs) {
      await t.db.query(
        `INSERT INTO orders (no_order, user_id, talents_id, services_id, sub_service_id, date, price,
           net_price, talent_rate_bp, admin_rate_bp, talent_share, admin_fee)
         VALUES ($1, $2, $3, $4, $5, '2025-03-03', 100000, 100000, 7000, 1000, 70000, 10000)`,
        [
          noOrder++,
          adminId,
          refs.talents_id,
          refs.services_id ?? null,
          refs.sub_service_id ?? null,
        ],
      );
    },
  };
}
