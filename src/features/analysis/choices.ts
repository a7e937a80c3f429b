// The analysis screen's choices in Indonesian and its ready-made views. Zod-free: the page's
// chunk reads the contract's names only.
import type { PivotCols, PivotRow, PivotValue } from "../../contract/values";

export const ROW_LABELS: Record<PivotRow, string> = {
  talent: "Talent",
  admin: "Admin",
  service: "Jasa",
  sub_service: "Sub jasa",
  payment_method: "Metode bayar",
  payment_place: "Tempat bayar",
  refund_status: "Refund",
  customer_gender: "Gender customer",
};

export const COL_LABELS: Record<PivotCols, string> = {
  none: "Tanpa periode",
  week: "Per minggu",
  month: "Per bulan",
  quarter: "Per kuartal",
  year: "Per tahun",
};

export const VALUE_LABELS: Record<PivotValue, string> = {
  count: "Jumlah order",
  price: "Harga",
  net_price: "Harga bersih",
  talent_share: "Talent share",
  admin_fee: "Admin fee",
  tip_talent: "Tip talent",
  tip_admin: "Tip admin",
  sisa: "Sisa",
  paid: "Dibayar",
  outstanding: "Belum dibayar",
};

/** The pivot a first visit shows. */
export const DEFAULT_CHOICE = { rows: "talent", cols: "month", values: "count,net_price" };

/** Ready-made views: each one a query string of the screen (a link, like a saved view). */
export const READY_VIEWS: { name: string; search: string }[] = [
  {
    name: "Talent per minggu",
    search: "rows=talent&cols=week&values=count,talent_share,tip_talent,paid,outstanding",
  },
  {
    name: "Admin per bulan",
    search: "rows=admin&cols=month&values=count,admin_fee,tip_admin,paid,outstanding",
  },
  { name: "Jasa per bulan", search: "rows=service&cols=month&values=count,net_price,sisa" },
];
