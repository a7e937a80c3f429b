import { describe, expect, it } from "vitest";
import { perFile } from "../helpers/app";
import { buildScenario } from "../helpers/report-scenario";
import { insertOrder } from "../helpers/report-fixtures";
import { MAX_KAS, RUPIAH_MESSAGES } from "../../src/contract/rupiah";
import { expectRefused } from "../helpers/list-checks";

const s = perFile(buildScenario);

describe("settings", () => {
  it("reads and writes kas, auditing old and new in the same transaction", async () => {
    const put = await s.send("PUT", "/settings/kas", { kas: 2500000 }, s.admin);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ data: { kas: 2500000, version: 2 } });
    const neg = await s.send("PUT", "/settings/kas", { kas: -150000 });
    expect(neg.json()).toEqual({ data: { kas: -150000, version: 3 } });
    expect((await s.get("/settings/kas")).body).toEqual({ data: { kas: -150000, version: 3 } });
    expect((await s.get("/report/summary/global")).body.data.kas).toBe(-150000);
    const audit = await s.t.db.query<{ user_id: number; old_value: unknown; new_value: unknown }>(
      "SELECT user_id, old_value, new_value FROM audit_log WHERE entity = 'settings' AND entity_id = 'kas' ORDER BY id",
    );
    expect(audit).toEqual([
      { user_id: s.ids.admin1, old_value: { kas: 0 }, new_value: { kas: 2500000 } },
      { user_id: s.ids.owner, old_value: { kas: 2500000 }, new_value: { kas: -150000 } },
    ]);
  });

  it("rejects kas that is not a safe integer with 400", async () => {
    const cases: [string, string][] = [
      ['{"kas": 1.5}', `Kas: ${RUPIAH_MESSAGES.sen}`],
      ['{"kas": "1000"}', "Kas: harus berupa angka"],
      ['{"kas": 9007199254740993}', `Kas: ${RUPIAH_MESSAGES.tooLarge(MAX_KAS)}`],
      ['{"kas": null}', "Kas: harus berupa angka"],
      ["{}", "Kas: wajib diisi"],
      ['{"kas": 1, "extra": 2}', 'Kunci tidak dikenali : "extra"'],
    ];
    const json = { "content-type": "application/json" };
    await expectRefused(
      (payload) =>
        s.t.call({
          method: "PUT",
          url: "/api/settings/kas",
          token: s.owner,
          payload,
          headers: json,
        }),
      cases,
    );
    expect(await s.kas()).toBe(-150000);
  });

  it("reads and writes rates as percents stored in basis points, audited", async () => {
    expect((await s.get("/settings/rates")).body).toEqual({
      data: { talent_rate: 70, admin_rate: 10 },
    });
    const put = await s.send("PUT", "/settings/rates", { talent_rate: 65.5, admin_rate: 12.25 });
    expect(put.json()).toEqual({ data: { talent_rate: 65.5, admin_rate: 12.25 } });
    const [row] = await s.t.db.query("SELECT talent_rate_bp, admin_rate_bp FROM settings");
    expect(row).toEqual({ talent_rate_bp: 6550, admin_rate_bp: 1225 });
    const [a] = await s.t.db.query<{ old_value: unknown; new_value: unknown }>(
      "SELECT old_value, new_value FROM audit_log WHERE entity_id = 'rates'",
    );
    expect(a).toEqual({
      old_value: { talent_rate_bp: 7000, admin_rate_bp: 1000 },
      new_value: { talent_rate_bp: 6550, admin_rate_bp: 1225 },
    });
    const cases: [object, string][] = [
      [{ talent_rate: 70.123, admin_rate: 10 }, "Rate talent: maksimal dua angka desimal"],
      [{ talent_rate: 101, admin_rate: 0 }, "Rate talent: maksimal 100"],
      [{ talent_rate: 50, admin_rate: -1 }, "Rate admin: minimal 0"],
      [
        { talent_rate: 95, admin_rate: 5.01 },
        "Jumlah rate talent dan rate admin tidak boleh lebih dari 100%",
      ],
      [{ talent_rate: "70", admin_rate: 10 }, "Rate talent: harus berupa angka"],
      [{ talent_rate: 70 }, "Rate admin: wajib diisi"],
    ];
    await expectRefused((payload) => s.send("PUT", "/settings/rates", payload), cases);
    await s.send("PUT", "/settings/rates", { talent_rate: 70, admin_rate: 10 });
  });
});

describe("concurrency", () => {
  it("loses no kas edit: last write wins and every change is audited in order", async () => {
    const [{ n: before }] = await s.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity_id = 'kas'",
    );
    const values = Array.from({ length: 20 }, (_, i) => (i + 1) * 1000);
    const res = await Promise.all(values.map((kas) => s.send("PUT", "/settings/kas", { kas })));
    expect(res.every((r) => r.statusCode === 200)).toBe(true);
    const audit = await s.t.db.query<{ old_value: { kas: number }; new_value: { kas: number } }>(
      "SELECT old_value, new_value FROM audit_log WHERE entity_id = 'kas' ORDER BY id",
    );
    const mine = audit.slice(before);
    expect(mine.map((a) => a.new_value.kas).sort((x, y) => x - y)).toEqual(values);
    // each edit saw the one before it: the audit forms a chain with no lost update
    for (let i = 1; i < audit.length; i++)
      expect(audit[i].old_value).toEqual(audit[i - 1].new_value);
    expect(await s.kas()).toBe(mine[mine.length - 1].new_value.kas);
  });

  it("keeps the rollup equal to a naive GROUP BY under parallel order inserts", async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        insertOrder(s.t.db, s.cat, {
          date: i % 2 ? "2025-03-01" : "2025-03-02",
          talents_id: i % 3 ? s.ids.ayu : s.ids.bima,
          user_id: s.ids.admin1,
          price: 10001 + i,
          tips: [{ receiver_type: "talent", amount: i }],
        }),
      ),
    );
    const cols = "date, talents_id, user_id";
    const naive = await s.t.db.query(
      `SELECT ${cols}, count(*) AS order_count, SUM(price) AS price, SUM(net_price) AS net_price,
         SUM(talent_share) AS talent_share, SUM(admin_fee) AS admin_fee,
         SUM(tip_talent) AS tip_talent, SUM(tip_admin) AS tip_admin
       FROM orders GROUP BY ${cols} ORDER BY ${cols}`,
    );
    const rollup = await s.t.db.query(
      `SELECT ${cols}, order_count, price, net_price, talent_share, admin_fee, tip_talent, tip_admin
       FROM order_rollup_daily WHERE order_count > 0 ORDER BY ${cols}`,
    );
    expect(rollup).toEqual(naive);
  });
});
