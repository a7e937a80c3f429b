// The money rules of RULES.md D3 as pure integer functions. Every SQL report is tested
// against these; nothing here may use floating point on rupiah.
import { addDays } from "./time";

export type RefundStatus = "NONE" | "REFUND_50" | "REFUND_100";
export type TipReceiver = "talent" | "admin";

export interface Tip {
  receiver_type: TipReceiver;
  amount: number;
}

export const REFUND_BP: Record<RefundStatus, number> = {
  NONE: 0,
  REFUND_50: 5000,
  REFUND_100: 10000,
};

/** amount × bp / 10000, rounded half up, in integers (bp = basis points, 70 % = 7000). */
export function applyRate(amount: number, bp: number): number {
  if (!Number.isSafeInteger(amount) || !Number.isInteger(bp))
    throw new RangeError("applyRate wants integers");
  const product = BigInt(amount) * BigInt(bp) + 5000n;
  // floor division that also holds for negative products
  const q = product / 10000n;
  return Number(product % 10000n < 0n ? q - 1n : q);
}

export const refundAmount = (price: number, status: RefundStatus) =>
  applyRate(price, REFUND_BP[status]);
export const netPrice = (price: number, status: RefundStatus) =>
  price - refundAmount(price, status);

/** Percent with up to two decimals ("70", "12.5") to basis points; undefined when not representable. */
export function percentToBp(percent: number): number | undefined {
  const bp = Math.round(percent * 100);
  return Math.abs(bp - percent * 100) < 1e-6 && bp >= 0 && bp <= 10000 ? bp : undefined;
}
export const bpToPercent = (bp: number) => bp / 100;

export interface OrderMoneyInput {
  price: number;
  refund_status: RefundStatus;
  talent_rate_bp: number;
  admin_rate_bp: number;
  tips: Tip[];
}

export interface OrderMoney {
  net_price: number;
  talent_share: number;
  admin_fee: number;
  tip_talent: number;
  tip_admin: number;
}

function sumTips(tips: Tip[], receiver: TipReceiver): number {
  return tips.reduce((s, t) => (t.receiver_type === receiver ? s + t.amount : s), 0);
}

export function orderMoney(o: OrderMoneyInput): OrderMoney {
  const net = netPrice(o.price, o.refund_status);
  return {
    net_price: net,
    talent_share: applyRate(net, o.talent_rate_bp),
    admin_fee: applyRate(net, o.admin_rate_bp),
    tip_talent: sumTips(o.tips, "talent"),
    tip_admin: sumTips(o.tips, "admin"),
  };
}

/** Figures over any set of orders (RULES.md D3, second table). */
export interface Figures {
  total_uang_masuk: number;
  total_talent_fee: number;
  tip_talent: number;
  total_admin_fee: number;
  tip_admin: number;
  uang_talent_dan_tip: number;
  uang_admin_dan_tip: number;
  total_tip: number;
  sisa: number;
  total_orders: number;
  total_price: number;
}

export interface MoneySums {
  order_count: number;
  net_price: number;
  talent_share: number;
  admin_fee: number;
  tip_talent: number;
  tip_admin: number;
}

export const ZERO_SUMS: MoneySums = {
  order_count: 0,
  net_price: 0,
  talent_share: 0,
  admin_fee: 0,
  tip_talent: 0,
  tip_admin: 0,
};

export function addSums(a: MoneySums, b: MoneySums): MoneySums {
  return {
    order_count: a.order_count + b.order_count,
    net_price: a.net_price + b.net_price,
    talent_share: a.talent_share + b.talent_share,
    admin_fee: a.admin_fee + b.admin_fee,
    tip_talent: a.tip_talent + b.tip_talent,
    tip_admin: a.tip_admin + b.tip_admin,
  };
}

/**
 * What a talent or an admin earns on some orders: their share plus the tips given to them
 * (RULES.md D3: uang talent dan tip, uang admin dan tip), what a payout settles (D9). The SQL
 * copy is earnedSql in db/repositories/money-sql.ts.
 */
export function earnedBy(type: "talent", s: Pick<MoneySums, "talent_share" | "tip_talent">): number;
export function earnedBy(type: "admin", s: Pick<MoneySums, "admin_fee" | "tip_admin">): number;
export function earnedBy(type: TipReceiver, s: Partial<MoneySums>): number {
  return type === "talent" ? s.talent_share! + s.tip_talent! : s.admin_fee! + s.tip_admin!;
}

export function figures(s: MoneySums): Figures {
  const masuk = s.net_price + s.tip_talent + s.tip_admin;
  const talent = earnedBy("talent", s);
  const admin = earnedBy("admin", s);
  return {
    total_uang_masuk: masuk,
    total_talent_fee: s.talent_share,
    tip_talent: s.tip_talent,
    total_admin_fee: s.admin_fee,
    tip_admin: s.tip_admin,
    uang_talent_dan_tip: talent,
    uang_admin_dan_tip: admin,
    total_tip: s.tip_talent + s.tip_admin,
    sisa: masuk - talent - admin,
    total_orders: s.order_count,
    total_price: s.net_price,
  };
}

/** The pinned totals row of the order report grids; "Harga" sums net prices (RULES.md D3). */
export interface OrderTotals {
  price: number;
  talent_share: number;
  admin_fee: number;
  tip_talent: number;
  tip_admin: number;
  talent_fee_plus_tip: number;
  admin_fee_plus_tip: number;
  count: number;
}

export function orderTotals(s: MoneySums): OrderTotals {
  return {
    price: s.net_price,
    talent_share: s.talent_share,
    admin_fee: s.admin_fee,
    tip_talent: s.tip_talent,
    tip_admin: s.tip_admin,
    talent_fee_plus_tip: earnedBy("talent", s),
    admin_fee_plus_tip: earnedBy("admin", s),
    count: s.order_count,
  };
}

export interface WeekFigures {
  start_date: string;
  end_date: string;
  total_orders: number;
  total_income: number;
  tip_talent: number;
  tip_admin: number;
  total_tip: number;
  total_talent: number;
  total_talent_share: number;
  talent_fee_plus_tip: number;
  total_admin: number;
  sisa: number;
}

/** One weekly row from the sums of that Monday..Sunday week. */
export function weekFigures(start: string, s: MoneySums): WeekFigures {
  const f = figures(s);
  return {
    start_date: start,
    end_date: addDays(start, 6),
    total_orders: f.total_orders,
    total_income: f.total_uang_masuk,
    tip_talent: f.tip_talent,
    tip_admin: f.tip_admin,
    total_tip: f.total_tip,
    total_talent: f.total_talent_fee,
    total_talent_share: f.total_talent_fee,
    talent_fee_plus_tip: f.uang_talent_dan_tip,
    total_admin: f.total_admin_fee,
    sisa: f.sisa,
  };
}
