import { describe, expect, it } from "vitest";
import {
  applyRate,
  figures,
  netPrice,
  orderMoney,
  percentToBp,
  refundAmount,
} from "../../src/money/rules";
import { addDays, monthRange, weekEnd, weekStart } from "../../src/money/time";
import * as ref from "../../src/money/reference";

describe("rules", () => {
  it("rounds half up in integers", () => {
    expect(applyRate(15001, 5000)).toBe(7501); // 7500.5 → 7501
    expect(applyRate(15, 7000)).toBe(11); // 10.5 → 11
    expect(applyRate(14, 7000)).toBe(10); // 9.8 → 10
    expect(applyRate(1, 4999)).toBe(0); // 0.4999 → 0
    expect(applyRate(0, 7000)).toBe(0);
    expect(applyRate(1_000_000_000, 10000)).toBe(1_000_000_000);
  });

  it("refunds 0 %, 50 % or 100 %: 15001 with REFUND_50 refunds 7501 and nets 7500", () => {
    expect(refundAmount(15001, "REFUND_50")).toBe(7501);
    expect(netPrice(15001, "REFUND_50")).toBe(7500);
    expect(netPrice(15001, "NONE")).toBe(15001);
    expect(netPrice(15001, "REFUND_100")).toBe(0);
  });

  it("computes shares on the net price and never refunds tips", () => {
    const m = orderMoney({
      price: 15001,
      refund_status: "REFUND_50",
      talent_rate_bp: 7000,
      admin_rate_bp: 1000,
      tips: [
        { receiver_type: "talent", amount: 1000 },
        { receiver_type: "admin", amount: 500 },
        { receiver_type: "talent", amount: 1 },
      ],
    });
    expect(m).toEqual({
      net_price: 7500,
      talent_share: 5250,
      admin_fee: 750,
      tip_talent: 1001,
      tip_admin: 500,
    });
  });

  it("derives the figures of RULES.md D3", () => {
    const f = figures({
      order_count: 2,
      net_price: 1000,
      talent_share: 700,
      admin_fee: 100,
      tip_talent: 50,
      tip_admin: 20,
    });
    expect(f).toEqual({
      total_uang_masuk: 1070,
      total_talent_fee: 700,
      tip_talent: 50,
      total_admin_fee: 100,
      tip_admin: 20,
      uang_talent_dan_tip: 750,
      uang_admin_dan_tip: 120,
      total_tip: 70,
      sisa: 200,
      total_orders: 2,
      total_price: 1000,
    });
  });

  it("converts percents with two decimals to basis points only", () => {
    expect(percentToBp(70)).toBe(7000);
    expect(percentToBp(12.25)).toBe(1225);
    expect(percentToBp(0.01)).toBe(1);
    expect(percentToBp(12.345)).toBeUndefined();
    expect(percentToBp(100.01)).toBeUndefined();
  });
});

describe("time", () => {
  it("runs weeks Monday to Sunday", () => {
    expect(weekStart("2025-03-03")).toBe("2025-03-03"); // Monday
    expect(weekStart("2025-03-09")).toBe("2025-03-03"); // Sunday → the Monday before
    expect(weekEnd("2025-03-05")).toBe("2025-03-09");
    expect(weekStart("2025-01-01")).toBe("2024-12-30"); // across the year end
    expect(weekEnd("2024-12-30")).toBe("2025-01-05");
    expect(weekStart("2024-03-01")).toBe("2024-02-26"); // leap year
  });

  it("gives month ranges including February and December", () => {
    expect(monthRange("2024-02")).toEqual({ start: "2024-02-01", end: "2024-02-29" });
    expect(monthRange("2025-02")).toEqual({ start: "2025-02-01", end: "2025-02-28" });
    expect(monthRange("2024-12")).toEqual({ start: "2024-12-01", end: "2024-12-31" });
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
  });
});

describe("reference", () => {
  const o = (
    id: number,
    date: string,
    talents_id: number,
    user_id: number,
    price: number,
    extra: Partial<ref.RefOrder> = {},
  ): ref.RefOrder => ({
    id,
    date,
    talents_id,
    user_id,
    price,
    refund_status: "NONE",
    talent_rate_bp: 7000,
    admin_rate_bp: 1000,
    tips: [],
    ...extra,
  });
  const orders = [
    o(1, "2024-12-29", 1, 10, 100000, { tips: [{ receiver_type: "talent", amount: 10000 }] }),
    o(2, "2024-12-30", 1, 11, 15001, {
      refund_status: "REFUND_50",
      tips: [{ receiver_type: "admin", amount: 5000 }],
    }),
    o(3, "2025-01-05", 2, 10, 20000),
    o(4, "2025-01-05", 2, 11, 30000, { talent_rate_bp: 6550, admin_rate_bp: 1250 }),
  ];

  it("sums the global figures and filters inclusive ranges", () => {
    const g = ref.globalSummary(orders);
    expect(g.total_price).toBe(100000 + 7500 + 20000 + 30000);
    expect(g.total_uang_masuk).toBe(g.total_price + 15000);
    expect(g.total_talent_fee).toBe(70000 + 5250 + 14000 + 19650);
    expect(g.total_admin_fee).toBe(10000 + 750 + 2000 + 3750);
    expect(ref.globalSummary(orders, { start: "2024-12-30", end: "2025-01-05" }).total_orders).toBe(
      3,
    );
  });

  it("puts a Sunday order in the week that started the Monday before, newest week first", () => {
    const w = ref.weeklyRows(orders);
    expect(w.map((r) => [r.start_date, r.end_date, r.total_orders])).toEqual([
      ["2024-12-30", "2025-01-05", 3],
      ["2024-12-23", "2024-12-29", 1],
    ]);
    expect(w.reduce((s, r) => s + r.sisa, 0)).toBe(ref.globalSummary(orders).sisa);
  });

  it("names the latest order's other side in the group summaries", () => {
    const byTalent = ref.groupSummaries(orders, "talent");
    expect(byTalent.map((g) => [g.key, g.other, g.date])).toEqual([
      [1, 11, "2024-12-30"],
      [2, 11, "2025-01-05"], // same date: the higher id wins
    ]);
    const byAdmin = ref.groupSummaries(orders, "admin");
    expect(byAdmin.map((g) => [g.key, g.other, g.total_orders])).toEqual([
      [10, 2, 2],
      [11, 2, 2],
    ]);
  });

  it("includes tips in the per-talent and per-admin totals", () => {
    expect(ref.talentSummary(orders, 1)).toEqual({
      talent_fee: 75250,
      total_tip_talent: 10000,
      total_talent_share: 85250,
    });
    expect(ref.adminSummary(orders, 11)).toEqual({
      admin_fee: 4500,
      total_tip_admin: 5000,
      total_admin_fee: 9500,
    });
  });

  it("keeps months apart at the 1st and across the year end", () => {
    expect(ref.talentRekap(orders, 1, "2024-12").total_orders).toBe(2);
    expect(ref.talentRekap(orders, 2, "2025-01")).toMatchObject({
      total_orders: 2,
      orders_by_admin_id: { 10: 1, 11: 1 },
    });
    expect(ref.adminRekap(orders, 11, "2025-01").orders.map((x) => x.id)).toEqual([4]);
    expect(ref.orderTotals(orders.slice(0, 2))).toEqual({
      price: 107500,
      talent_share: 75250,
      admin_fee: 10750,
      tip_talent: 10000,
      tip_admin: 5000,
      talent_fee_plus_tip: 85250,
      admin_fee_plus_tip: 15750,
      count: 2,
    });
  });
});
