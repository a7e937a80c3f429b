// The monthly rekap of a talent and of an admin (GET /rekap/detail/*, their exports and PDFs);
// money figures go through src/money so the formulas live in one place (RULES.md D3).
import { adminName, talentName } from "./summary";
import type { Queryable } from "../../db/connection";
import * as settings from "../../db/repositories/settings";
import {
  adminFilteredSums,
  adminRekapOrders,
  rekapSums,
  talentOrdersByAdmin,
  talentFilteredSums,
  talentRekapOrders,
  type RekapPageRequest,
} from "../../db/repositories/rekap";
import { ZERO_SUMS, earnedBy, type MoneySums } from "../../money/rules";
import { currentMonthIn, monthRange } from "../../money/time";
import {
  anyColumnFilter,
  columnFilterValues,
  type ColumnFilterFields,
  type ColumnFilterValues,
} from "../../contract/column-filters";
import {
  ADMIN_REKAP_FILTERS,
  TALENT_REKAP_FILTERS,
  type AdminRekap,
  type AdminRekapQuery,
  type AdminRekapSort,
  type AdminRekapTotals,
  type TalentRekap,
  type TalentRekapQuery,
  type TalentRekapSort,
  type TalentRekapTotals,
} from "../../contract/rekap";

/** The month asked for, else the current month in the agency's zone (RULES.md D4). */
async function monthOf(db: Queryable, month: string | undefined): Promise<string> {
  return month ?? currentMonthIn((await settings.getSettings(db)).time_zone);
}

/** A paged answer when `page` or `limit` is given, else every order (the spec's client). */
function rekapPaging(q: { page?: number; limit?: number; sort_order: "ASC" | "DESC" }) {
  const paged = q.page !== undefined || q.limit !== undefined;
  return { paged, page: q.page ?? 0, limit: paged ? (q.limit ?? 10) : null, dir: q.sort_order };
}

const pageFields = (total: number, page: number, limit: number) => ({
  page,
  limit,
  totalRows: total,
  totalPage: Math.ceil(total / limit),
});

/** The set header filters of a query, or undefined (then the rollup answers the totals). */
const filtersOf = (q: Record<string, unknown>, fields: ColumnFilterFields) => {
  const v = columnFilterValues(q, fields);
  return anyColumnFilter(v) ? v : undefined;
};
export const talentFilters = (q: object) =>
  filtersOf(q as Record<string, unknown>, TALENT_REKAP_FILTERS);
export const adminFilters = (q: object) =>
  filtersOf(q as Record<string, unknown>, ADMIN_REKAP_FILTERS);

type TalentRekapOrder = TalentRekap["orders"][number];

export async function talentRekapRows(
  db: Queryable,
  id: number,
  range: { start: string; end: string },
  p: RekapPageRequest<TalentRekapSort>,
  total: number,
  filters?: ColumnFilterValues,
): Promise<TalentRekapOrder[]> {
  const rows = await talentRekapOrders(db, id, range, p, total, filters);
  return rows.map((r) => ({
    id: r.id,
    tanggal: r.date,
    handle_by: r.handle_by,
    role: r.role,
    talent: r.talent,
    client: r.client,
    umur: r.umur,
    jasa: r.jasa,
    durasi: r.durasi,
    price: r.net_price,
    gross_price: r.price,
    talent_share: r.talent_share,
    tip: r.tip_talent,
    total: earnedBy("talent", r),
  }));
}

const talentTotals = (s: MoneySums): TalentRekapTotals => ({
  total_price: s.net_price,
  total_talent_share: s.talent_share,
  total_tip: s.tip_talent,
  total: earnedBy("talent", s),
  total_orders: s.order_count,
});

export async function talentRekap(
  db: Queryable,
  id: number,
  q: Partial<TalentRekapQuery> = {},
): Promise<TalentRekap> {
  const name = await talentName(db, id);
  const month = await monthOf(db, q.month);
  const range = monthRange(month);
  const p = rekapPaging({ ...q, sort_order: q.sort_order ?? "ASC" });
  // header filters narrow the rows and every total ('Total keseluruhan' = the filtered set)
  const filters = talentFilters(q);
  const month_sums = filters
    ? await talentFilteredSums(db, id, range, filters)
    : await rekapSums(db, "talent", id, range);
  const orders = await talentRekapRows(
    db,
    id,
    range,
    { by: q.sort_by ?? "tanggal", dir: p.dir, page: p.page, limit: p.limit },
    month_sums.order_count,
    filters,
  );
  const byAdmin: Record<string, number> = {};
  for (const r of await talentOrdersByAdmin(db, id, range, filters)) byAdmin[r.username] = r.count;
  const paging = p.limit === null ? {} : pageFields(month_sums.order_count, p.page, p.limit);
  const page_totals = p.paged
    ? talentTotals(
        orders.reduce(
          (s, o) => ({
            ...s,
            order_count: s.order_count + 1,
            net_price: s.net_price + o.price,
            talent_share: s.talent_share + o.talent_share,
            tip_talent: s.tip_talent + o.tip,
          }),
          ZERO_SUMS,
        ),
      )
    : undefined;
  return {
    ...paging,
    ...(page_totals ? { page_totals } : {}),
    month,
    talent_name: name,
    orders,
    ...talentTotals(month_sums),
    orders_by_admin: byAdmin,
  };
}

type AdminRekapOrder = AdminRekap["orders"][number];

export async function adminRekapRows(
  db: Queryable,
  id: number,
  month: string,
  p: RekapPageRequest<AdminRekapSort>,
  total: number,
  filters?: ColumnFilterValues,
): Promise<AdminRekapOrder[]> {
  const rows = await adminRekapOrders(db, id, monthRange(month), p, total, filters);
  return rows.map((r) => ({
    id: r.id,
    tanggal: r.date,
    tips_admin: r.tip_admin,
    admin_fee: r.admin_fee,
    total: earnedBy("admin", r),
  }));
}

const adminTotals = (count: number, fee: number, tip: number): AdminRekapTotals => ({
  total_orders: count,
  total_admin_fee: fee,
  total_admin_tip: tip,
  total_admin_fee_including_tips: earnedBy("admin", { admin_fee: fee, tip_admin: tip }),
});

export async function adminRekap(
  db: Queryable,
  id: number,
  q: Partial<AdminRekapQuery> = {},
): Promise<AdminRekap> {
  const username = await adminName(db, id);
  const month = await monthOf(db, q.month);
  const p = rekapPaging({ ...q, sort_order: q.sort_order ?? "ASC" });
  // header filters narrow the rows and every total, as on the talent rekap
  const filters = adminFilters(q);
  const s = filters
    ? await adminFilteredSums(db, id, monthRange(month), filters)
    : await rekapSums(db, "admin", id, monthRange(month));
  const orders = await adminRekapRows(
    db,
    id,
    month,
    { by: q.sort_by ?? "tanggal", dir: p.dir, page: p.page, limit: p.limit },
    s.order_count,
    filters,
  );
  const paging = p.limit === null ? {} : pageFields(s.order_count, p.page, p.limit);
  const page_totals = p.paged
    ? adminTotals(
        orders.length,
        orders.reduce((t, o) => t + o.admin_fee, 0),
        orders.reduce((t, o) => t + o.tips_admin, 0),
      )
    : undefined;
  return {
    ...paging,
    ...(page_totals ? { page_totals } : {}),
    month,
    username,
    ...adminTotals(s.order_count, s.admin_fee, s.tip_admin),
    orders,
  };
}
