// Header filters of the lists beyond orders (issue 23): each list's filters combined with its
// search and sort, the rows (and totals, where the list has them) equal to plain SQL over the
// same filters, and unknown or malformed filters refused with a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await t.login()).token;
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: "GET", url: `/api${url}`, token });
const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();

async function expect400(path: string, cases: [string, RegExp][]) {
  for (const [query, message] of cases) {
    const res = await get(`${path}?${query}`);
    expect(res.statusCode, query).toBe(400);
    expect(res.json().message, query).toMatch(message);
  }
}

describe("users", () => {
  beforeAll(async () => {
    const people = [
      ["Filter Ana", "ana@filter.test", "admin", "2031-03-01T10:00:00Z"],
      ["filter budi", "budi@filter.test", "owner", "2031-03-15T10:00:00Z"],
      ["Cici", "cici@filter.test", "admin", "2031-04-02T10:00:00Z"],
      // 17:30 UTC on 31 March is 00:30 on 1 April in Jakarta
      ["Filter Dodi", "dodi@lain.test", "admin", "2031-03-31T17:30:00Z"],
    ];
    for (const [username, email, role, at] of people) {
      const res = await t.call({
        method: "POST",
        url: "/api/users/createUser",
        token,
        payload: { username, email, password: "password1", confirmPassword: "password1", role },
      });
      expect(res.statusCode).toBe(201);
      await t.db.query("UPDATE users SET created_at = $2 WHERE email = $1", [email, at]);
    }
  });

  it("combines text, role and created days with search and sort", async () => {
    const body = (
      await get(
        `/users/getUsers?${qs({
          username: "filter",
          email: "filter.test",
          role: "admin",
          start_date: "2031-03-01",
          end_date: "2031-03-31",
          sort_by: "username",
          sort_order: "DESC",
        })}`,
      )
    ).json();
    const sql = await t.db.query<{ username: string }>(
      `SELECT username FROM users WHERE username ILIKE '%filter%' AND email ILIKE '%filter.test%'
         AND role = 'admin' AND created_at >= '2031-03-01T00:00:00+07'
         AND created_at < '2031-04-01T00:00:00+07' ORDER BY lower(username) DESC`,
    );
    expect(sql.map((r) => r.username)).toEqual(["Filter Ana"]);
    expect(body.result.map((u: { username: string }) => u.username)).toEqual(["Filter Ana"]);
    expect(body.totalRows).toBe(1);

    // the Jakarta day decides: Dodi was made on 1 April there
    const april = (await get(`/users/getUsers?start_date=2031-04-01&end_date=2031-04-30`)).json();
    expect(april.result.map((u: { username: string }) => u.username).sort()).toEqual([
      "Cici",
      "Filter Dodi",
    ]);
    // with the search (username or email): Ana, Cici (…@filter.test) and Dodi, one per page
    const searched = (
      await get(`/users/getUsers?search_query=filter&role=admin&limit=1&page=1&sort_by=username`)
    ).json();
    expect(searched).toMatchObject({ totalRows: 3, totalPage: 3 });
    expect(searched.result[0].username).toBe("Filter Ana");
  });

  it("refuses unknown and malformed filters naming the field", async () => {
    await expect400("/users/getUsers", [
      ["colour=red", /colour/],
      ["role=boss", /^role: harus salah satu dari: owner, admin/],
      ["start_date=2031-13-01", /^start_date: /],
      ["start_date=2031-05-01&end_date=2031-04-01", /^end_date: tidak boleh sebelum start_date/],
      ["username=" + "x".repeat(101), /^username: maksimal 100/],
    ]);
  });
});
