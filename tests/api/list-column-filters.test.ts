// Header filters of the lists beyond orders: each list's filters combined with its
// search and sort, the rows (and totals, where the list has them) equal to plain SQL over the
// same filters, and unknown or malformed filters refused with a 400 naming the field.
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, perFile, signedInApp } from "../helpers/app";
import { changeKasAt, expect400 } from "../helpers/list-checks";

const s = perFile(signedInApp);

const get = (url: string) => s.t.call({ method: "GET", url: `/api${url}`, token: s.token });
const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();

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
      const res = await s.t.call({
        method: "POST",
        url: "/api/users/createUser",
        token: s.token,
        payload: { username, email, password: "password1", confirmPassword: "password1", role },
      });
      expect(res.statusCode).toBe(201);
      await s.t.db.query("UPDATE users SET created_at = $2 WHERE email = $1", [email, at]);
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
    const sql = await s.t.db.query<{ username: string }>(
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
    await expect400(get, "/users/getUsers", [
      ["colour=red", /colour/],
      ["role=boss", /^Role: harus salah satu dari: owner, admin/],
      ["start_date=2031-13-01", /^Tanggal mulai: /],
      [
        "start_date=2031-05-01&end_date=2031-04-01",
        /^Tanggal akhir: tidak boleh sebelum tanggal mulai/,
      ],
      ["username=" + "x".repeat(101), /^Username: maksimal 100/],
    ]);
  });
});

describe("kas history", () => {
  beforeAll(async () => {
    const admin = (await s.t.login(ADMIN)).token;
    const changes: [string, number, string][] = [
      [s.token, 2_500_000, "2032-01-05T03:00:00Z"],
      [admin, -150_000, "2032-01-20T03:00:00Z"],
      [s.token, 800_000, "2032-02-03T03:00:00Z"],
      // 18:00 UTC on 29 February (2032 is a leap year) is 1 March in Jakarta
      [admin, 1_200_000, "2032-02-29T18:00:00Z"],
    ];
    for (const [who, kas, at] of changes) {
      await changeKasAt(s.t, who, kas, at);
    }
  });

  const newKas = async (q: Record<string, string>) =>
    ((await get(`/settings/kas/history?${qs(q)}`)).json().data as { new_kas: number }[]).map(
      (r) => r.new_kas,
    );

  it("filters by who, balance ranges (negative too) and Jakarta days, newest first", async () => {
    expect(await newKas({ username: "ADMIN" })).toEqual([1_200_000, -150_000]);
    expect(await newKas({ new_kas_max: "-1" })).toEqual([-150_000]);
    expect(await newKas({ old_kas_min: "-200000", old_kas_max: "1000000" })).toEqual([
      1_200_000, 800_000, 2_500_000,
    ]);
    expect(await newKas({ start_date: "2032-02-01", end_date: "2032-02-29" })).toEqual([800_000]);
    expect(await newKas({ start_date: "2032-03-01", username: "admin" })).toEqual([1_200_000]);
    // the same set as plain SQL over the audit log
    const sql = await s.t.db.query<{ new_kas: string }>(
      `SELECT a.new_value->>'kas' AS new_kas FROM audit_log a JOIN users u ON u.id = a.user_id
        WHERE a.entity = 'settings' AND a.entity_id = 'kas' AND u.username ILIKE '%owner%'
          AND (a.new_value->>'kas')::bigint >= 1000000 ORDER BY a.id DESC`,
    );
    expect(await newKas({ username: "owner", new_kas_min: "1000000" })).toEqual(
      sql.map((r) => Number(r.new_kas)),
    );
  });

  it("refuses unknown and malformed filters naming the field", async () => {
    await expect400(get, "/settings/kas/history", [
      ["colour=red", /colour/],
      ["limit=0", /^Jumlah per halaman: /],
      ["source=bank", /^Sumber: harus salah satu dari: manual, payout/],
      ["new_kas_min=1.000", /^Kas baru \(dari\): harus berupa angka/],
      [
        "old_kas_min=5&old_kas_max=-5",
        /^Kas lama \(sampai\): tidak boleh kurang dari kas lama \(dari\)/,
      ],
      ["end_date=2032-02-30", /^Tanggal akhir: tanggal tidak valid/],
    ]);
  });

  it("pages newest first with the count of every match, and filters by what moved kas", async () => {
    const page = async (q: Record<string, string>) => {
      const body = (await get(`/settings/kas/history?${qs(q)}`)).json();
      return { kas: body.data.map((r: { new_kas: number }) => r.new_kas), total: body.totalRows };
    };
    const all = await page({ limit: "100" });
    expect(await page({ limit: "2" })).toEqual({ kas: all.kas.slice(0, 2), total: all.total });
    expect(await page({ limit: "2", page: "1" })).toEqual({
      kas: all.kas.slice(2, 4),
      total: all.total,
    });
    // a payout's kas move names its payout (RULES.md D9); by hand, none
    await s.t.db.query(
      `INSERT INTO audit_log (user_id, action, entity, entity_id, old_value, new_value)
       VALUES (NULL, 'update', 'settings', 'kas', '{"kas": 1200000}',
               '{"kas": 900000, "payout_id": 77}'::jsonb)`,
    );
    expect(await page({ source: "payout" })).toEqual({ kas: [900_000], total: 1 });
    const manual = await page({ source: "manual", limit: "100" });
    expect(manual).toEqual({ kas: all.kas, total: all.total });
  });
});
