import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";

import { orderFixture, type Fields } from "../helpers/orders";
import { ORDER_MESSAGES } from "../../src/contract/orders";

const f = perFile(orderFixture);

describe("edit, rates and delete", () => {
  it("computes refunds to the rupiah with the order's own rates, even after the rates change", async () => {
    const first = (await f.create({ price: "15001" })).json().data;
    expect(first).toMatchObject({ net_price: 15001, talent_share: 10501, admin_fee: 1500 });
    await f.t.db.query(
      "UPDATE settings SET talent_rate_bp = 6000, admin_rate_bp = 1500 WHERE id = 1",
    );
    try {
      const second = (await f.create({ price: "15001" })).json().data;
      expect(second).toMatchObject({
        talent_rate_bp: 6000,
        admin_rate_bp: 1500,
        talent_share: 9001,
        admin_fee: 2250,
      });
      const res = await f.update(first.id, {
        customer_name: "Budi",
        price: "15001",
        refund_type: "REFUND_50",
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe("Order berhasil diupdate!");
      expect(res.json().data).toMatchObject({
        refund_status: "REFUND_50",
        price: 15001,
        net_price: 7500,
        talent_rate_bp: 7000,
        admin_rate_bp: 1000,
        talent_share: 5250,
        admin_fee: 750,
        customer_name: "Budi",
      });
      const full = await f.update(first.id, {
        customer_name: "Budi",
        price: "20000",
        refund_type: "REFUND_100",
      });
      expect(full.json().data).toMatchObject({ net_price: 0, talent_share: 0, admin_fee: 0 });
      const keep = await f.update(first.id, { customer_name: "Budi", price: "30000" });
      expect(keep.json().data).toMatchObject({
        refund_status: "REFUND_100",
        net_price: 0,
        description: "",
      });
    } finally {
      await f.t.db.query(
        "UPDATE settings SET talent_rate_bp = 7000, admin_rate_bp = 1000 WHERE id = 1",
      );
    }
  });

  it("validates the edit form and answers 404 for an unknown order", async () => {
    const id = (await f.create()).json().data.id;
    const cases: [Fields, string][] = [
      [{ price: "1000" }, ORDER_MESSAGES.updateRequired],
      [{ customer_name: "  ", price: "1000" }, ORDER_MESSAGES.updateRequired],
      [{ customer_name: "A" }, ORDER_MESSAGES.updateRequired],
      [{ customer_name: "A", price: "1e3" }, "Harga: harus berupa angka (digit saja)"],
      [
        { customer_name: "A", price: "1000", refund_type: "REFUND_10" },
        "Refund: harus NONE, REFUND_50 atau REFUND_100",
      ],
      [{ customer_name: "A", price: "1000", tips: "[]" }, 'Kunci tidak dikenali : "tips"'],
    ];
    for (const [fields, message] of cases) {
      const res = await f.update(id, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const missing = await f.update(99999, { customer_name: "A", price: "1000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Order tidak ditemukan" });
    expect((await f.get("/order/getOrderById/99999")).json()).toEqual({
      message: "Order tidak ditemukan",
    });
    expect((await f.get("/order/getOrderById/abc")).statusCode).toBe(400);
    expect((await f.get(`/order/getOrderById/${id}`)).json().data.customer_name).toBe(
      "Budi Santoso",
    );
  });

  it("deletes an order out of every report and keeps it, tips included, in the audit log", async () => {
    const date = "2024-01-15";
    const rollup = () =>
      f.t.db.query<Record<string, number>>(
        `SELECT COALESCE(SUM(order_count),0)::int AS n, COALESCE(SUM(net_price),0)::int AS net,
                COALESCE(SUM(tip_talent),0)::int AS tt, COALESCE(SUM(tip_admin),0)::int AS ta
         FROM order_rollup_daily WHERE date = $1`,
        [date],
      );
    const tips = JSON.stringify([{ receiver_type: "admin", amount: 7000 }]);
    const created = (await f.create({ date, tips })).json().data;
    const edited = (
      await f.update(created.id, { customer_name: "Sari", price: "90000", description: "ubah" })
    ).json().data;
    expect(await rollup()).toEqual([{ n: 1, net: 90000, tt: 0, ta: 7000 }]);
    const del = await f.t.call({
      method: "DELETE",
      url: `/api/order/deleteOrder/${created.id}`,
      token: f.token,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: "Data berhasil dihapus." });
    expect(await rollup()).toEqual([{ n: 0, net: 0, tt: 0, ta: 0 }]);
    expect(
      await f.count("SELECT count(*)::int AS n FROM order_tips WHERE order_id = $1", [created.id]),
    ).toBe(0);
    expect((await f.get(`/order/getOrderById/${created.id}`)).statusCode).toBe(404);
    const again = await f.t.call({
      method: "DELETE",
      url: `/api/order/deleteOrder/${created.id}`,
      token: f.token,
    });
    expect(again.statusCode).toBe(404);

    const audit = await f.t.db.query<{
      action: string;
      user_id: number;
      old_value: unknown;
      new_value: unknown;
    }>(
      "SELECT action, user_id, old_value, new_value FROM audit_log WHERE entity = 'order' AND entity_id = $1 ORDER BY id",
      [String(created.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(["create", "update", "delete"]);
    expect(audit.every((a) => a.user_id === f.ids.owner)).toBe(true);
    expect(audit[0]).toMatchObject({ old_value: null, new_value: created });
    expect(audit[1]).toMatchObject({ old_value: created, new_value: edited });
    expect(audit[2]).toMatchObject({ old_value: edited, new_value: null });
    expect((audit[2].old_value as { tips: unknown[] }).tips).toHaveLength(1);
  });
});
