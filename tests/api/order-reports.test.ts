import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { buildScenario } from "../helpers/report-scenario";
import * as ref from "../../src/money/reference";
import { currentMonthIn } from "../../src/money/time";
import { CAPPED_RUN, insertOrder, insertOrderRun } from "../helpers/report-fixtures";
import { SEARCH_COUNT_CAP } from "../../src/contract/list-query";

const s = perFile(buildScenario);

describe("order summaries", () => {
  it("lists one row per talent with s.orders, the latest order's admin and the figures", async () => {
    const { body } = await s.get("/order/talents?sort_by=talent_name&sort_order=ASC");
    const groups = ref.groupSummaries(s.orders, "talent");
    const name = (id: number) =>
      ({ [s.ids.owner]: "owner", [s.ids.admin1]: "admin1", [s.ids.admin2]: "admin2" })[id];
    // the latest order's date and every figure of the reference
    const expected = groups.map(({ key, other, ...f }) => ({
      talents_id: key,
      talent_name: key === s.ids.ayu ? "Ayu" : "Bima",
      admin_id: other,
      admin_name: name(other),
      ...f,
    }));
    const all = ref.globalSummary(s.orders);
    expect(body).toEqual({
      result: expected,
      totalPage: 1,
      totalRows: 2,
      page: 0,
      limit: 10,
      totals: { page: all, all },
    });
    expect(body.result[0]).toMatchObject({
      talent_name: "Ayu",
      admin_name: "admin1",
      date: "2025-02-01",
    });
    expect(body.result[1]).toMatchObject({
      talent_name: "Bima",
      admin_name: "owner",
      date: "2025-01-05",
    });
  });

  it("applies range, search, sort and paging", async () => {
    const r = (await s.get("/order/talents?end_date=2024-12-31")).body;
    expect(r.result).toHaveLength(1);
    expect(r.result[0]).toMatchObject({
      talent_name: "Ayu",
      admin_name: "admin2",
      date: "2024-12-30",
      total_orders: 2,
    });
    expect(
      (await s.get("/order/talents?search=BIM")).body.result.map(
        (x: { talent_name: string }) => x.talent_name,
      ),
    ).toEqual(["Bima"]);
    // default sort: latest date first
    expect(
      (await s.get("/order/talents")).body.result.map(
        (x: { talent_name: string }) => x.talent_name,
      ),
    ).toEqual(["Ayu", "Bima"]);
    const p1 = (await s.get("/order/talents?limit=1&page=1&sort_by=total_orders&sort_order=desc"))
      .body;
    expect(p1).toMatchObject({ totalPage: 2, totalRows: 2, page: 1, limit: 1 });
    expect(p1.result[0].talent_name).toBe("Bima");
    expect((await s.get("/order/talents?sort_by=price")).body.message).toBe(
      "Urutan: kolom urutan tidak dikenal",
    );
    expect((await s.get("/order/talents?sort_order=UP")).body.message).toBe(
      "Arah urutan: harus ASC atau DESC",
    );
    expect((await s.get("/order/talents?limit=0")).status).toBe(400);
  });

  it("lists admins with the talent of their latest order; admins add up to the global", async () => {
    const { body } = await s.get("/order/admins?sort_by=admin_id&sort_order=ASC");
    expect(body.totalRows).toBe(3);
    const admin1 = body.result.find((r: { admin_id: number }) => r.admin_id === s.ids.admin1);
    expect(admin1).toMatchObject({
      admin_name: "admin1",
      talents_id: s.ids.ayu,
      talent_name: "Ayu",
      date: "2025-02-01",
      total_orders: 4,
    });
    const g = ref.globalSummary(s.orders);
    const sum = (k: string) =>
      body.result.reduce((s: number, r: Record<string, number>) => s + r[k], 0);
    expect([sum("total_admin_fee"), sum("tip_admin"), sum("sisa")]).toEqual([
      g.total_admin_fee,
      g.tip_admin,
      g.sisa,
    ]);
  });
});

describe("order reports", () => {
  it("answers a talent's orders with the row shape, page totals and all totals", async () => {
    const { status, body } = await s.get(`/order/talent/${s.ids.ayu}?limit=2`);
    expect(status).toBe(200);
    const ayu = s.orders.filter((o) => o.talents_id === s.ids.ayu).sort((a, b) => a.id - b.id);
    expect(body).toMatchObject({ totalPage: 2, totalRows: 4, page: 0, limit: 2 });
    expect(body.result.map((r: { id: number }) => r.id)).toEqual(ayu.slice(0, 2).map((o) => o.id));
    expect(body.result[1]).toEqual({
      id: ayu[1].id,
      no_order: expect.any(Number),
      date: "2024-12-30",
      price: 15001,
      net_price: 7500,
      refund_status: "REFUND_50",
      talent_share: 5250,
      admin_fee: 750,
      tip_talent: 0,
      tip_admin: 5000,
      talent_fee_plus_tip: 5250,
      admin_fee_plus_tip: 5750,
      customer_name: "Budi",
      customer_age: 30,
      duration: 120,
      talent: { name: "Ayu" },
      handler: { username: "admin2" },
      sub_service: { name: "MC Formal" },
      service: { name: "MC & Host" },
      tips: [{ receiver_type: "admin", amount: 5000 }],
    });
    expect(body.totals).toEqual({
      page: ref.orderTotals(ayu.slice(0, 2)),
      all: ref.orderTotals(ayu),
    });
  });

  it("keeps totals.all when the page size changes, and filters with search", async () => {
    const a = (await s.get(`/order/admin/${s.ids.admin1}?limit=1`)).body;
    const b = (await s.get(`/order/admin/${s.ids.admin1}?limit=100&sort_by=date&sort_order=DESC`))
      .body;
    expect(a.totals.all).toEqual(b.totals.all);
    expect(b.totals.page).toEqual(b.totals.all);
    expect(b.result.map((r: { date: string }) => r.date)).toEqual([
      "2025-02-01",
      "2025-01-31",
      "2025-01-01",
      "2024-12-29",
    ]);
    const found = (await s.get(`/order/admin/${s.ids.admin1}?search=citra`)).body;
    expect(found.totalRows).toBe(1);
    expect(found.totals.all).toEqual(
      ref.orderTotals(s.orders.filter((o) => o.date === "2025-01-31")),
    );
    expect((await s.get(`/order/talent/${s.ids.citra}`)).body).toMatchObject({
      result: [],
      totalRows: 0,
      totalPage: 0,
    });
    expect((await s.get("/order/talent/99999")).status).toBe(404);
    expect((await s.get(`/order/talent/${s.ids.ayu}?sort_by=talent`)).status).toBe(400);
  });

  it("searches as one ILIKE over the joined names would, by name tables first", async () => {
    // the old condition, read straight off the joined rows: the reference for the answers
    const plain = async (key: "talents_id" | "user_id", id: number, text: string) =>
      (
        await s.t.db.query<{ id: number }>(
          `SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id
             JOIN talents t ON t.id = o.talents_id
             LEFT JOIN services sv ON sv.id = o.services_id
             LEFT JOIN sub_services ss ON ss.id = o.sub_service_id
           WHERE o.${key} = $1 AND (o.customer_name ILIKE $2 OR o.no_order::text ILIKE $2
             OR t.name ILIKE $2 OR u.username ILIKE $2 OR ss.name ILIKE $2 OR sv.name ILIKE $2)
           ORDER BY o.id`,
          [id, `%${text.replace(/[\\%_]/g, (c) => "\\" + c)}%`],
        )
      ).map((r) => r.id);
    const digits = String(
      (await s.t.db.query<{ no_order: number }>("SELECT min(no_order) AS no_order FROM orders"))[0]
        .no_order,
    ).slice(0, 2);
    const texts = ["andi", "citra", "BIM", "admin", "formal", "host", "&", digits, "%", "zzz"];
    let found = 0;
    for (const text of texts)
      for (const [key, by, id] of [
        ["talents_id", "talent", s.ids.ayu],
        ["talents_id", "talent", s.ids.bima],
        ["user_id", "admin", s.ids.admin1],
      ] as const) {
        const want = await plain(key, id, text);
        const body = (
          await s.get(`/order/${by}/${id}?limit=100&search=${encodeURIComponent(text)}`)
        ).body;
        expect(
          body.result.map((r: { id: number }) => r.id),
          `${by} ${id} ${text}`,
        ).toEqual(want);
        expect(body.totalRows).toBe(want.length);
        found += want.length;
      }
    expect(found).toBeGreaterThan(10);
  });

  it("walks every page, from either end, in the same order as one big page", async () => {
    const ids = (body: { result: { id: number }[] }) => body.result.map((r) => r.id);
    for (const sort of [
      "",
      "&sort_by=date&sort_order=DESC",
      "&sort_by=customer_age&sort_order=ASC",
      "&search=a",
    ]) {
      for (const by of [`talent/${s.ids.ayu}`, `admin/${s.ids.admin1}`]) {
        const all = ids((await s.get(`/order/${by}?limit=100${sort}`)).body);
        for (const size of [1, 3]) {
          const walked: number[] = [];
          for (let p = 0; p * size < all.length; p++) {
            walked.push(...ids((await s.get(`/order/${by}?limit=${size}&page=${p}${sort}`)).body));
          }
          expect(walked, `${by} ${sort} size ${size}`).toEqual(all);
        }
      }
    }
  });
});

describe("rekap", () => {
  it("answers the monthly talent report with exactly the spec fields", async () => {
    const { body } = await s.get(`/rekap/detail/talent/${s.ids.bima}?month=2025-01`);
    const r = ref.talentRekap(s.orders, s.ids.bima, "2025-01");
    expect(Object.keys(body.data).sort()).toEqual([
      "month",
      "orders",
      "orders_by_admin",
      "talent_name",
      "total",
      "total_orders",
      "total_price",
      "total_talent_share",
      "total_tip",
    ]);
    expect(body.data).toMatchObject({
      month: "2025-01",
      talent_name: "Bima",
      total_orders: 2,
      total_price: r.total_price,
      total_talent_share: r.total_talent_share,
      total_tip: r.total_tip,
      total: r.total,
      orders_by_admin: { admin1: 1, owner: 1 },
    });
    expect(body.data.orders[1]).toEqual({
      id: s.orders[3].id,
      tanggal: "2025-01-05",
      handle_by: "owner",
      role: "owner",
      talent: "Bima",
      client: "Budi",
      umur: 30,
      jasa: "MC Formal",
      durasi: 120,
      price: 0,
      gross_price: 50000,
      talent_share: 0,
      tip: 7000,
      total: 7000,
    });
  });

  it("puts the 1st of a month in its own month, defaults to the current month", async () => {
    const feb = (await s.get(`/rekap/detail/talent/${s.ids.ayu}?month=2025-02`)).body.data;
    expect(feb.orders.map((o: { tanggal: string }) => o.tanggal)).toEqual(["2025-02-01"]);
    const dec = (await s.get(`/rekap/detail/talent/${s.ids.ayu}?month=2024-12`)).body.data;
    expect(dec.orders.map((o: { tanggal: string }) => o.tanggal)).toEqual([
      "2024-12-29",
      "2024-12-30",
    ]);
    const now = (await s.get(`/rekap/detail/talent/${s.ids.ayu}`)).body.data;
    expect(now).toMatchObject({
      month: currentMonthIn("Asia/Jakarta"),
      total_orders: 0,
      orders: [],
    });
    expect((await s.get(`/rekap/detail/talent/${s.ids.ayu}?month=2025-1`)).body.message).toBe(
      "Bulan: format bulan harus YYYY-MM",
    );
    expect((await s.get("/rekap/detail/admin/99999?month=2025-01")).status).toBe(404);
  });

  it("answers the monthly admin report", async () => {
    const { body } = await s.get(`/rekap/detail/admin/${s.ids.admin1}?month=2025-01`);
    const r = ref.adminRekap(s.orders, s.ids.admin1, "2025-01");
    expect(body).toEqual({ data: { month: "2025-01", username: "admin1", ...r } });
    expect(r.orders).toHaveLength(2);
  });
});

describe("latest order on a shared date", () => {
  it("takes the higher id when two orders of one talent share the latest date", async () => {
    const first = await insertOrder(s.t.db, s.cat, {
      date: "2025-04-01",
      talents_id: s.ids.citra,
      user_id: s.ids.admin2,
      price: 1000,
    });
    const second = await insertOrder(s.t.db, s.cat, {
      date: "2025-04-01",
      talents_id: s.ids.citra,
      user_id: s.ids.admin1,
      price: 2000,
    });
    expect(second.id).toBeGreaterThan(first.id);
    const q = "start_date=2025-04-01&end_date=2025-04-01";
    const talents = (await s.get(`/order/talents?${q}`)).body.result;
    expect(talents).toHaveLength(1);
    expect(talents[0]).toMatchObject({
      talent_name: "Citra",
      admin_name: "admin1",
      total_orders: 2,
      total_price: 3000,
    });
    const admins = (await s.get(`/order/admins?${q}&sort_by=admin_name&sort_order=ASC`)).body
      .result;
    expect(
      admins.map((r: { admin_name: string; talent_name: string }) => [r.admin_name, r.talent_name]),
    ).toEqual([
      ["admin1", "Citra"],
      ["admin2", "Citra"],
    ]);
  });
});

describe("a report's search past the count cap", () => {
  it("counts to the cap, says so, pages within it, and exports every match", async () => {
    // a talent and a handler of their own, so the other tests' reports stay as they are
    const [talent] = await s.t.db.query<{ id: number }>(
      "INSERT INTO talents (name, gender) VALUES ('Dewi Batas', 'Woman') RETURNING id",
    );
    const handler = await s.t.addUser({
      username: "admin-batas",
      email: "batas@test.local",
      password: "batas-pass-123",
      role: "admin",
    });
    await insertOrderRun(s.t.db, { userId: handler, talentId: talent.id, ...CAPPED_RUN });
    const plain = async (order: string, offset: number) =>
      (
        await s.t.db.query<{ id: number }>(
          `SELECT id FROM orders WHERE talents_id = $1 AND customer_name ILIKE '%capword%'
           ORDER BY ${order} LIMIT 10 OFFSET ${offset}`,
          [talent.id],
        )
      ).map((r) => r.id);
    const ids = (b: { result: { id: number }[] }) => b.result.map((r) => r.id);
    const url = (q: string) => `/order/talent/${talent.id}?limit=10&search=capword${q}`;

    const first = (await s.get(url(""))).body;
    expect(first.totalRowsCapped).toBe(true);
    expect(first.totalRows).toBe(SEARCH_COUNT_CAP);
    expect(first.totals.all).toBeNull();
    expect(first.totals.page.count).toBe(10);
    expect(ids(first)).toEqual(await plain("id", 0));
    const lastPage = SEARCH_COUNT_CAP / 10 - 1;
    const last = (await s.get(url(`&page=${lastPage}&sort_by=date&sort_order=DESC`))).body;
    expect(ids(last)).toEqual(await plain("date DESC, id DESC", SEARCH_COUNT_CAP - 10));
    expect((await s.get(url(`&page=${lastPage + 1}`))).body.result).toEqual([]);
    // the handler's report counts the same way; a narrower text is exact again
    const mine = (await s.get(`/order/admin/${handler}?search=capword`)).body;
    expect([mine.totalRowsCapped, mine.totals.all]).toEqual([true, null]);
    const narrow = (await s.get(url("%201234"))).body;
    expect(narrow.totalRowsCapped).toBe(false);
    expect(narrow.totals.all.count).toBe(narrow.totalRows);
    expect(narrow.totalRows).toBe(
      (
        await s.t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM orders WHERE customer_name ILIKE '%capword 1234%'",
        )
      )[0].n,
    );
    // the file holds every match: exports are not capped
    const file = await s.t.call({
      method: "GET",
      url: `/api/order/talent/${talent.id}/export?search=capword`,
      token: s.owner,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body.trimEnd().split("\r\n")).toHaveLength(CAPPED_RUN.count + 1);
  });
});
