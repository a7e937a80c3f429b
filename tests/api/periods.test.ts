// Closing a month (RULES.md D9): every write path that can change a closed month's figures answers
// 423 "Periode <bulan tahun> sudah ditutup" and changes nothing; the figures stay identical;
// reopening needs the owner and a reason, and close/reopen are audited.
import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { buildScenario } from "../helpers/report-scenario";
import { currentMonthIn } from "../../src/money/time";

const s = perFile(buildScenario);

const call: typeof s.send = (...args) => s.send(...args);

const CLOSED = "Periode Januari 2025 sudah ditutup";
// 1 Jan 2025: Bima's order of 200.000 handled by admin1
const janOrder = () => s.orders.find((o) => o.date === "2025-01-01")!;

/** Every figure a closed January shows, read through the API. */
async function januaryFigures() {
  const urls = [
    "/report/summary/global?start_date=2025-01-01&end_date=2025-01-31",
    `/rekap/detail/talent/${s.ids.bima}?month=2025-01`,
    `/rekap/detail/admin/${s.ids.admin1}?month=2025-01`,
    "/payouts?start_date=2025-01-01&end_date=2025-01-31&limit=100",
    `/order/getOrderById/${janOrder().id}`,
  ];
  const out = [];
  for (const u of urls) out.push((await s.get(u)).body);
  const [{ n }] = await s.t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM orders WHERE date >= '2025-01-01' AND date < '2025-02-01'",
  );
  return { out, n };
}

describe("closing a month", () => {
  it("only the owner closes, reopens with a reason; listed in GET /periods; audited", async () => {
    const byAdmin = await call("POST", "/periods/2025-01/close", undefined, s.admin);
    expect(byAdmin.statusCode).toBe(403);
    const bad = await call("POST", "/periods/2025-13/close");
    expect(bad.statusCode).toBe(400);
    const res = await call("POST", "/periods/2025-01/close");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      month: "2025-01",
      closed: true,
      closed_by: s.ids.owner,
      closed_by_name: "owner",
    });
    expect((await call("POST", "/periods/2025-01/close")).statusCode).toBe(409);
    const list = (await s.get("/periods", s.admin)).body.data;
    expect(list.find((p: { month: string }) => p.month === "2025-01")).toMatchObject({
      closed: true,
    });
    expect(list.find((p: { month: string }) => p.month === "2024-12")).toMatchObject({
      closed: false,
      closed_at: null,
    });
    expect(list.map((p: { month: string }) => p.month)).toContain(currentMonthIn());
  });

  // a closed month's debt stays payable by a payout dated in an open month: payouts-owner.test.ts
  it("refuses every write path into the closed month and its figures stay identical", async () => {
    // a payout for a December week recorded before; deleting it would touch January (paid_at)
    const decPayout = await call(
      "POST",
      "/payouts",
      {
        person_type: "talent",
        person_id: s.ids.ayu,
        start_date: "2024-12-23",
        end_date: "2024-12-29",
        amount: 1000,
        paid_at: "2024-12-31",
        method: "Cash",
      },
      s.admin,
    );
    expect(decPayout.statusCode, decPayout.body).toBe(201);
    const before = await januaryFigures();
    const kasBefore = await s.kas();
    const id = janOrder().id;
    const attempts: [string, () => ReturnType<typeof call>][] = [
      [
        "create an order (with tips) dated in January",
        () =>
          call("POST", "/order/createOrder", {
            user_id: String(s.ids.owner),
            talents_id: String(s.ids.bima),
            price: "100000",
            no_order: "777001",
            date: "2025-01-15",
            tips: JSON.stringify([{ receiver_type: "talent", amount: 5000 }]),
          }),
      ],
      [
        "edit the price",
        () => call("PUT", `/order/updateOrder/${id}`, { customer_name: "X", price: "1" }),
      ],
      [
        "refund it",
        () =>
          call("PUT", `/order/updateOrder/${id}`, {
            customer_name: "X",
            price: "200000",
            refund_type: "REFUND_100",
          }),
      ],
      ["delete it (admin)", () => call("DELETE", `/order/deleteOrder/${id}`, undefined, s.admin)],
      ["delete it (owner)", () => call("DELETE", `/order/deleteOrder/${id}`)],
      [
        "pay a December week on a January day",
        () =>
          call("POST", "/payouts", {
            person_type: "talent",
            person_id: s.ids.ayu,
            start_date: "2024-12-23",
            end_date: "2024-12-29",
            amount: 1000,
            paid_at: "2025-01-02",
            method: "Cash",
          }),
      ],
    ];
    for (const [what, attempt] of attempts) {
      const res = await attempt();
      expect(res.statusCode, `${what}: ${res.body}`).toBe(423);
      expect(res.json().message, what).toBe(CLOSED);
    }
    expect(await januaryFigures()).toEqual(before);
    expect(await s.kas()).toBe(kasBefore);

    // kas changes land on today: closing the current month freezes kas too
    const now = currentMonthIn();
    expect((await call("POST", `/periods/${now}/close`)).statusCode).toBe(200);
    const kas = await call("PUT", "/settings/kas", { kas: 1 });
    expect(kas.statusCode).toBe(423);
    expect(await s.kas()).toBe(kasBefore);
    await call("POST", `/periods/${now}/reopen`, { reason: "uji" });
    expect((await call("PUT", "/settings/kas", { kas: kasBefore })).statusCode).toBe(200);

    // a December payout paid on 31 Dec stays deletable: December is open
    const del = await call("DELETE", `/payouts/${decPayout.json().data.id}`);
    expect(del.statusCode).toBe(200);
  });
});

describe("reopening a month", () => {
  it("reopens with a reason (owner), audited, and writes work again", async () => {
    const noReason = await call("POST", "/periods/2025-01/reopen", { reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Alasan membuka kembali periode wajib diisi");
    const byAdmin = await call("POST", "/periods/2025-01/reopen", { reason: "x" }, s.admin);
    expect(byAdmin.statusCode).toBe(403);
    const res = await call("POST", "/periods/2025-01/reopen", { reason: "Salah input harga" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      month: "2025-01",
      closed: false,
      closed_at: null,
      closed_by: null,
      closed_by_name: null,
    });
    expect((await call("POST", "/periods/2025-01/reopen", { reason: "lagi" })).statusCode).toBe(
      409,
    );
    const edit = await call("PUT", `/order/updateOrder/${janOrder().id}`, {
      customer_name: "Dedi",
      price: "210000",
    });
    expect(edit.statusCode).toBe(200);
    const audit = await s.t.db.query<{ entity_id: string; old_value: unknown; new_value: unknown }>(
      "SELECT entity_id, old_value, new_value FROM audit_log WHERE entity = 'period' AND entity_id = '2025-01' ORDER BY id",
    );
    expect(audit.map((a) => a.new_value)).toEqual([
      { closed: true },
      { closed: false, reason: "Salah input harga" },
    ]);
  });
});
