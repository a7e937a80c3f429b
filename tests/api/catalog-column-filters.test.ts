// Header filters of the catalog lists and the money audit: each filter combined with
// the search, sort and paging, the rows equal to plain SQL over the same filters, and unknown or
// malformed filters refused with a 400 naming the field; the catalog exports (.xlsx through
// POST /grid-export/:list) hold the filtered set.
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, perFile, signedInApp } from "../helpers/app";
import { changeKasAt, expect400 } from "../helpers/list-checks";
import { firstSheet } from "../helpers/files";

const s = perFile(signedInApp);

const get = (url: string) => s.t.call({ method: "GET", url: `/api${url}`, token: s.token });
const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();
const names = async (path: string, q: Record<string, string>) =>
  ((await get(`${path}?${qs(q)}`)).json().result as { name: string }[]).map((r) => r.name);
const sqlNames = async (sql: string, params: unknown[] = []) =>
  (await s.t.db.query<{ name: string }>(sql, params)).map((r) => r.name);

/** The .xlsx the grid's 'Export Excel' asks for, read back as rows of cell values. */
async function xlsxRows(list: string, query: Record<string, string>, columns: object[]) {
  const res = await s.t.call({
    method: "POST",
    url: `/api/grid-export/${list}`,
    token: s.token,
    payload: { format: "xlsx", query, columns },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const rows: unknown[][] = [];
  (await firstSheet(res.rawPayload)).eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

describe("services", () => {
  beforeAll(async () => {
    const services: [string, string[]][] = [
      ["Saring Pijat", ["Saring Kaki", "Saring Punggung"]],
      ["Saring Lulur", ["Lulur Emas"]],
      ["Saring Spa", []],
      ["Lain Totok", ["Saring Wajah"]],
    ];
    for (const [name, subs] of services) {
      const [{ id }] = await s.t.db.query<{ id: number }>(
        "INSERT INTO services (name) VALUES ($1) RETURNING id",
        [name],
      );
      for (const sub of subs)
        await s.t.db.query("INSERT INTO sub_services (name, services_id) VALUES ($1, $2)", [
          sub,
          id,
        ]);
    }
  });
  const path = "/services/getServices";

  it("filters by name and by a sub-service's name, with search, sort and paging", async () => {
    const q = { name: "saring", sub_service: "SARING", sort_by: "name", sort_order: "DESC" };
    const expected = await sqlNames(
      `SELECT s.name FROM services s WHERE s.name ILIKE '%saring%' AND EXISTS (SELECT 1 FROM
         sub_services ss WHERE ss.services_id = s.id AND ss.name ILIKE '%saring%')
        ORDER BY s.name DESC`,
    );
    expect(expected).toEqual(["Saring Pijat"]);
    expect(await names(path, { ...q, limit: "10" })).toEqual(expected);
    // a match never spans two sub-service names ("Kaki\nSaring")
    expect(await names(path, { sub_service: "kaki saring" })).toEqual([]);
    // combined with the search (name or sub-service name), one per page
    const page = (await get(`${path}?${qs({ search_query: "emas", name: "saring" })}`)).json();
    expect(page).toMatchObject({ totalRows: 1 });
    expect(page.result[0].name).toBe("Saring Lulur");
    const paged = (
      await get(`${path}?${qs({ name: "saring", sort_by: "name", limit: "1", page: "2" })}`)
    ).json();
    expect(paged).toMatchObject({ totalRows: 3, totalPage: 3 });
    expect(paged.result[0].name).toBe("Saring Spa");
  });

  it("exports the filtered services as xlsx, sub-services by name", async () => {
    const rows = await xlsxRows("services", { name: "saring", sub_service: "saring" }, [
      { field: "rowNumber", header: "No", kind: "rownum" },
      { field: "name", header: "Nama Service" },
      { field: "sub_services", header: "Sub Service" },
    ]);
    expect(rows).toEqual([
      ["No", "Nama Service", "Sub Service"],
      [1, "Saring Pijat", "Saring Kaki, Saring Punggung"],
    ]);
  });

  it("refuses unknown and malformed filters naming the field", async () => {
    await expect400(get, path, [
      ["sub_services=x", /sub_services/],
      ["name=" + "x".repeat(101), /^Nama: maksimal 100/],
      ["sub_service=a%01b", /^Sub service: /],
    ]);
  });
});

describe("talents and categories", () => {
  let groupA = 0;
  beforeAll(async () => {
    const cat = async (name: string, description: string) =>
      (
        await s.t.db.query<{ id: number }>(
          "INSERT INTO talent_categories (name, description) VALUES ($1, $2) RETURNING id",
          [name, description],
        )
      )[0].id;
    groupA = await cat("Kelompok Saring A", "Penyanyi pagi");
    const groupB = await cat("Kelompok Saring B", "Penari malam");
    await cat("Grup Saring Kosong", "tanpa talent");
    const talents: [string, string, string, number][] = [
      ["Saring Ayu", "Woman", "NONE", groupA],
      ["Saring Bima", "Man", "SP1", groupA],
      ["Saring Citra", "Woman", "SP1", groupB],
      ["Dewi Lain", "Woman", "SP1", groupA],
    ];
    for (const [name, gender, sp, category] of talents)
      await s.t.db.query(
        `INSERT INTO talents (name, gender, sp_status, talent_categories_id)
         VALUES ($1, $2, $3, $4)`,
        [name, gender, sp, category],
      );
  });

  it("filters talents by name, gender, category and SP status, with search and sort", async () => {
    const path = "/talent/getAllTalents";
    const q = { name: "saring", gender: "Woman", sp_status: "SP1", sort_by: "name" };
    const expected = await sqlNames(
      `SELECT name FROM talents WHERE name ILIKE '%saring%' AND gender = 'Woman'
         AND sp_status = 'SP1' ORDER BY name`,
    );
    expect(expected).toEqual(["Saring Citra"]);
    expect(await names(path, q)).toEqual(expected);
    const inA = await sqlNames(
      "SELECT name FROM talents WHERE talent_categories_id = $1 AND sp_status = 'SP1' ORDER BY id",
      [groupA],
    );
    expect(inA).toEqual(["Saring Bima", "Dewi Lain"]);
    expect(
      await names(path, { talent_categories_id: String(groupA), sp_status: "SP1", limit: "25" }),
    ).toEqual(inA);
    // the search (talent or category name) narrows the same set
    expect(
      await names(path, { search: "dewi", talent_categories_id: String(groupA), limit: "25" }),
    ).toEqual(["Dewi Lain"]);
    const paged = (await get(`${path}?${qs({ name: "saring", limit: "1", page: "1" })}`)).json();
    expect(paged).toMatchObject({ totalRows: 3, totalPage: 3 });
    expect(paged.result[0].name).toBe("Saring Bima");
  });

  it("filters categories by name, a talent's name and description, paged or not", async () => {
    const path = "/talentCategories/getAllCategories";
    const expected = await sqlNames(
      `SELECT c.name FROM talent_categories c WHERE c.name ILIKE '%saring%'
         AND c.description ILIKE '%pagi%' AND EXISTS (SELECT 1 FROM talents t
           WHERE t.talent_categories_id = c.id AND t.name ILIKE '%bima%') ORDER BY c.id`,
    );
    expect(expected).toEqual(["Kelompok Saring A"]);
    const q = { name: "saring", talent: "bima", description: "pagi" };
    expect(await names(path, { ...q, page: "0", limit: "5" })).toEqual(expected);
    // the pickers' unpaged call takes the filters too
    expect(await names(path, q)).toEqual(expected);
    const byTalent = await names(path, { talent: "saring", sort_by: "name", sort_order: "DESC" });
    expect(byTalent).toEqual(["Kelompok Saring B", "Kelompok Saring A"]);
    expect(await names(path, { search: "citra", name: "kelompok", limit: "5" })).toEqual([
      "Kelompok Saring B",
    ]);
  });

  it("exports the filtered talents and categories as xlsx, with the grid's labels", async () => {
    const talents = await xlsxRows(
      "talents",
      { talent_categories_id: String(groupA), sp_status: "SP1", sort_by: "name" },
      [
        { field: "name", header: "Nama" },
        { field: "talent_categories_id", header: "Kategori", labels: { [groupA]: "Kelompok A" } },
        { field: "sp_status", header: "Status SP" },
      ],
    );
    expect(talents).toEqual([
      ["Nama", "Kategori", "Status SP"],
      ["Dewi Lain", "Kelompok A", "SP1"],
      ["Saring Bima", "Kelompok A", "SP1"],
    ]);
    const categories = await xlsxRows("categories", { talent: "saring", sort_by: "name" }, [
      { field: "name", header: "Kategori" },
      { field: "talents", header: "Talent" },
    ]);
    expect(categories).toEqual([
      ["Kategori", "Talent"],
      ["Kelompok Saring A", "Saring Ayu, Saring Bima, Dewi Lain"],
      ["Kelompok Saring B", "Saring Citra"],
    ]);
  });

  it("refuses unknown and malformed filters naming the field", async () => {
    await expect400(get, "/talent/getAllTalents", [
      ["category=1", /category/],
      ["gender=Other", /^Gender: harus salah satu dari: Man, Woman/],
      ["sp_status=SP4", /^Status SP: harus salah satu dari/],
      ["talent_categories_id=abc", /^Kategori: harus berupa id/],
      ["talent_categories_id=0", /^Kategori: harus berupa id/],
    ]);
    await expect400(get, "/talentCategories/getAllCategories", [
      ["talents=x", /talents/],
      ["description=" + "x".repeat(101), /^Deskripsi: maksimal 100/],
    ]);
  });
});

describe("money audit", () => {
  beforeAll(async () => {
    const admin = (await s.t.login(ADMIN)).token;
    for (const [who, kas, at] of [
      [s.token, 1_000_000, "2033-05-02T03:00:00Z"],
      [admin, 2_000_000, "2033-05-10T03:00:00Z"],
      // 17:30 UTC on 31 May is 00:30 on 1 June in Jakarta
      [admin, 3_000_000, "2033-05-31T17:30:00Z"],
    ] as const) {
      await changeKasAt(s.t, who, kas, at);
    }
  });
  const ids = async (q: Record<string, string>) =>
    ((await get(`/audit?${qs(q)}`)).json().result as { id: number }[]).map((r) => r.id);

  it("filters by user text, action, entity and Jakarta days, newest first", async () => {
    const expected = (
      await s.t.db.query<{ id: string }>(
        `SELECT a.id FROM audit_log a JOIN users u ON u.id = a.user_id
          WHERE a.entity = 'settings' AND a.entity_id = 'kas' AND a.action = 'update'
            AND u.username ILIKE '%admin%' AND a.created_at >= '2033-05-01T00:00:00+07'
            AND a.created_at < '2033-06-01T00:00:00+07' ORDER BY a.created_at DESC, a.id DESC`,
      )
    ).map((r) => Number(r.id));
    expect(expected).toHaveLength(1);
    const q = {
      username: "ADMIN",
      action: "update",
      entity: "kas",
      start_date: "2033-05-01",
      end_date: "2033-05-31",
    };
    expect(await ids(q)).toEqual(expected);
    expect((await get(`/audit?${qs(q)}`)).json().totalRows).toBe(1);
    // the 1 June (Jakarta) change is outside May
    expect(await ids({ ...q, start_date: "2033-06-01", end_date: "" })).toHaveLength(1);
    // the spec's user_id still narrows (old clients)
    const [owner] = await s.t.db.query<{ id: number }>(
      "SELECT user_id AS id FROM audit_log WHERE created_at = '2033-05-02T03:00:00Z'",
    );
    const byId = { user_id: String(owner.id), start_date: "2033-05-01", end_date: "2033-06-30" };
    expect(await ids(byId)).toHaveLength(1);
    expect(await ids({ ...byId, username: "admin" })).toEqual([]);
    expect(await ids({ ...q, action: "delete" })).toEqual([]);
    expect(await ids({ ...q, entity: "rates" })).toEqual([]);
  });

  it("refuses unknown and malformed filters naming the field", async () => {
    await expect400(get, "/audit", [
      ["user=admin", /user/],
      ["action=drop", /^Aksi: harus salah satu dari: create, update, delete/],
      ["username=" + "x".repeat(101), /^Username: maksimal 100/],
      [
        "start_date=2033-06-02&end_date=2033-06-01",
        /^Tanggal akhir: tidak boleh sebelum tanggal mulai/,
      ],
    ]);
  });
});
