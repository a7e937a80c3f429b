// Deep pages of a date-sorted list start from the day the rollup's per-day counts point at, those
// of a person's report sorted by id from the id block order_id_blocks points at (report-sql.ts
// seekWindow), and totals of a refund status come from the property rollup: each
// page and total here is checked against plain OFFSET / SUM over the orders, on PGlite and on
// PostgreSQL, past the offset where the seek begins (5,000), both ways and near the end.
import { describe, expect, it } from "vitest";
import { buildTestApp, perFile } from "../helpers/app";
import { createCatalog } from "../helpers/report-fixtures";
import { bulkLoadOrders, idBlockMismatches } from "../../src/db/seed/bulk";

const LIMIT = 25;
/**
 * 24,000 generated orders over 90 days for two talents: pages past the middle are read from the
 * far end (pageWindow), so the seek (from OFFSET 5,000) needs lists of more than 10,000.
 */
const f = perFile(async () => {
  const t = await buildTestApp();
  const catalog = await createCatalog(t.db, ["Ayu", "Bima"]);
  await bulkLoadOrders(t.db, { count: 24_000, days: 90, endDate: "2031-06-30", chunk: 2000 });
  return { t, catalog, token: (await t.login()).token };
});

/** The ids the API answers for one page. */
async function apiIds(path: string): Promise<{ ids: number[]; body: Record<string, unknown> }> {
  const res = await f.t.call({ method: "GET", url: path, token: f.token });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { result: { id: number }[] };
  return { ids: body.result.map((r) => r.id), body };
}

/** The same page by plain OFFSET over the orders. */
async function sqlIds(where: string, params: unknown[], dir: string, page: number, by = "date") {
  const rows = await f.t.db.query<{ id: number }>(
    `SELECT id FROM orders ${where} ORDER BY ${by} ${dir}, id ${dir}
     LIMIT ${LIMIT} OFFSET ${page * LIMIT}`,
    params,
  );
  return rows.map((r) => Number(r.id));
}

describe("deep pages sorted by date equal plain OFFSET", () => {
  it("orders list: no filter, both directions, middle and near the end", async () => {
    for (const [dir, page] of [
      ["DESC", 200],
      ["DESC", 201],
      ["DESC", 330],
      ["DESC", 479],
      ["DESC", 700],
      ["DESC", 959],
      ["ASC", 205],
      ["ASC", 420],
      ["ASC", 958],
    ] as const) {
      const { ids } = await apiIds(
        `/api/order/orders?page=${page}&limit=${LIMIT}&sort_by=date&sort_order=${dir}`,
      );
      expect(ids, `${dir} page ${page}`).toEqual(await sqlIds("", [], dir, page));
      expect(ids).toHaveLength(LIMIT);
    }
  });

  it("orders list: a talent, a date range, refund NONE", async () => {
    const ayu = f.catalog.talents[0].id;
    const cases: [string, string, unknown[]][] = [
      [`talents_id=${ayu}`, "WHERE talents_id = $1", [ayu]],
      [
        "start_date=2031-04-10&end_date=2031-06-20",
        "WHERE date BETWEEN $1 AND $2",
        ["2031-04-10", "2031-06-20"],
      ],
      ["refund_status=NONE", "WHERE refund_status = $1", ["NONE"]],
    ];
    for (const [qs, where, params] of cases) {
      const page = 210;
      const { ids, body } = await apiIds(
        `/api/order/orders?page=${page}&limit=${LIMIT}&${qs}&sort_by=date&sort_order=DESC`,
      );
      expect(body.totalRows, qs).toBeGreaterThan(page * LIMIT);
      expect(ids, qs).toEqual(await sqlIds(where, params, "DESC", page));
    }
  });

  it("a talent's order report sorted by date", async () => {
    const bima = f.catalog.talents[1].id;
    for (const [dir, page] of [
      ["DESC", 205],
      ["ASC", 210],
    ] as const) {
      const { ids } = await apiIds(
        `/api/order/talent/${bima}?page=${page}&limit=${LIMIT}&sort_by=date&sort_order=${dir}`,
      );
      expect(ids, `${dir} page ${page}`).toEqual(
        await sqlIds("WHERE talents_id = $1", [bima], dir, page),
      );
    }
  });
});

describe("deep pages of a person's report sorted by id equal plain OFFSET", () => {
  /** The talent or handler with the most orders (every user handles some of the generated ones). */
  const busiest = async (key: "talents_id" | "user_id") =>
    Number(
      (
        await f.t.db.query<{ id: number }>(
          `SELECT ${key} AS id FROM orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
        )
      )[0].id,
    );
  const PEOPLE = [
    ["talent", "talents_id"],
    ["admin", "user_id"],
  ] as const;

  /** Every listed page of the busiest talent's and handler's report, against plain OFFSET. */
  async function checkPages(pages: [string, number][]) {
    for (const [by, key] of PEOPLE) {
      const id = await busiest(key);
      const { body } = await apiIds(`/api/order/${by}/${id}?page=0&limit=${LIMIT}`);
      const last = (body.totalPage as number) - 1;
      expect(last * LIMIT, `${by}: deep enough to seek`).toBeGreaterThan(10_000);
      for (const [dir, at] of pages) {
        const page = Math.round(at * last);
        // the default sort (spec: sort_by id, ASC) and the same sort asked for DESC
        const qs = dir === "ASC" ? "" : "&sort_by=id&sort_order=DESC";
        const { ids } = await apiIds(`/api/order/${by}/${id}?page=${page}&limit=${LIMIT}${qs}`);
        const want = await sqlIds(`WHERE ${key} = $1`, [id], dir, page, "id");
        expect(ids, `${by} ${dir} page ${page} of ${last}`).toEqual(want);
        expect(ids.length).toBeGreaterThan(0);
      }
    }
  }

  // from OFFSET 5,000 on a page is read from the blocks, past the middle from the far end
  const PAGES: [string, number][] = [
    ["ASC", 0.3],
    ["ASC", 0.45],
    ["ASC", 0.5],
    ["ASC", 0.55],
    ["ASC", 1],
    ["DESC", 0.44],
    ["DESC", 0.5],
    ["DESC", 0.77],
  ];

  it("talent and handler, both directions, middle and near the end", async () => {
    await checkPages(PAGES);
  });

  it("read from the id blocks: a miscounted block moves the middle page", async () => {
    const id = await busiest("user_id");
    const path = `/api/order/admin/${id}?page=240&limit=${LIMIT}`;
    const before = (await apiIds(path)).ids;
    expect(before).toEqual(await sqlIds("WHERE user_id = $1", [id], "ASC", 240, "id"));
    const first = "dim = 'admin' AND key = $1 AND block = (SELECT min(block) FROM order_id_blocks)";
    await f.t.db.query(`UPDATE order_id_blocks SET order_count = order_count + 25 WHERE ${first}`, [
      id,
    ]);
    try {
      expect((await apiIds(path)).ids).not.toEqual(before);
    } finally {
      await f.t.db.query(
        `UPDATE order_id_blocks SET order_count = order_count - 25 WHERE ${first}`,
        [id],
      );
    }
    expect((await apiIds(path)).ids).toEqual(before);
  });

  it("still equal after orders move to another talent and handler, and some are deleted", async () => {
    const talent = await busiest("talents_id");
    const admin = await busiest("user_id");
    // one statement each: the id blocks follow every order a statement moves or removes
    await f.t.db.query(
      "UPDATE orders SET talents_id = (SELECT min(id) FROM talents WHERE id <> $1) WHERE talents_id = $1 AND id % 13 = 0",
      [talent],
    );
    await f.t.db.query(
      "UPDATE orders SET user_id = (SELECT min(id) FROM users WHERE id <> $1) WHERE user_id = $1 AND id % 17 = 0",
      [admin],
    );
    await f.t.db.query("UPDATE orders SET price = price WHERE id % 3 = 0");
    await f.t.db.query("DELETE FROM order_tips WHERE order_id % 11 = 0");
    await f.t.db.query("DELETE FROM orders WHERE id % 11 = 0");
    expect(await idBlockMismatches(f.t.db)).toBe(0);
    await checkPages(PAGES);
  });
});

describe("refund status totals from the property rollup", () => {
  it("equal the orders' sums, with and without a date range", async () => {
    for (const status of ["NONE", "REFUND_50", "REFUND_100"]) {
      for (const [qs, where, params] of [
        ["", "", []],
        [
          "&start_date=2031-05-01&end_date=2031-05-31",
          "AND date BETWEEN $2 AND $3",
          ["2031-05-01", "2031-05-31"],
        ],
      ] as [string, string, string[]][]) {
        const { body } = await apiIds(
          `/api/order/orders?page=0&limit=${LIMIT}&refund_status=${status}${qs}`,
        );
        const [naive] = await f.t.db.query<{ count: number; price: number; net_price: number }>(
          `SELECT count(*)::int AS count, COALESCE(SUM(price), 0)::bigint AS price,
                  COALESCE(SUM(net_price), 0)::bigint AS net_price
           FROM orders WHERE refund_status = $1 ${where}`,
          [status, ...params],
        );
        const all = (body.totals as { all: typeof naive }).all;
        expect(all, status + qs).toEqual({
          count: naive.count,
          price: Number(naive.price),
          net_price: Number(naive.net_price),
        });
        expect(body.totalRows).toBe(naive.count);
      }
    }
  });
});
