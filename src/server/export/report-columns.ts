// Export columns of the order-report, order-summary and rekap grids: the grids' own Indonesian
// headers, money as integer rupiah. The reports helper's grids add theirs beside these.
import type { OrderReportRow, OrderSummaryRow } from "../../contract/order-reports";
import type { AdminRekapOrder, TalentRekapOrder } from "../usecases/rekap";
import type { ExportColumn } from "./table-export";

const no = <R>(): ExportColumn<R> => ({
  header: "No",
  kind: "int",
  value: (_r, i) => i + 1,
  total: false,
  width: 6,
});

export const orderSummaryColumns = (by: "talent" | "admin"): ExportColumn<OrderSummaryRow>[] => [
  no(),
  by === "talent"
    ? { header: "Talent", value: (r) => r.talent_name, width: 24 }
    : { header: "Admin", value: (r) => r.admin_name, width: 24 },
  by === "talent"
    ? { header: "Admin Terakhir", value: (r) => r.admin_name }
    : { header: "Talent Terakhir", value: (r) => r.talent_name },
  { header: "Tanggal Order", kind: "date", value: (r) => r.date },
  { header: "Total Order", kind: "int", value: (r) => r.total_orders, total: true },
  { header: "Total Uang Masuk", kind: "money", value: (r) => r.total_uang_masuk },
  { header: "Harga", kind: "money", value: (r) => r.total_price },
  { header: "Talent Fee", kind: "money", value: (r) => r.total_talent_fee },
  { header: "Tip Talent", kind: "money", value: (r) => r.tip_talent },
  { header: "Admin Fee", kind: "money", value: (r) => r.total_admin_fee },
  { header: "Tip Admin", kind: "money", value: (r) => r.tip_admin },
  { header: "Sisa", kind: "money", value: (r) => r.sisa },
];

export const orderReportColumns: ExportColumn<OrderReportRow>[] = [
  no(),
  { header: "No Order", kind: "int", value: (r) => r.no_order, total: false },
  { header: "Handle By", value: (r) => r.handler.username },
  { header: "Tanggal", kind: "date", value: (r) => r.date },
  { header: "Talent", value: (r) => r.talent.name },
  { header: "Client", value: (r) => r.customer_name },
  { header: "Umur", kind: "int", value: (r) => r.customer_age, total: false },
  { header: "Jasa", value: (r) => r.sub_service?.name ?? r.service?.name ?? "" },
  { header: "Durasi", kind: "int", value: (r) => r.duration, total: false },
  { header: "Status Refund", value: (r) => r.refund_status },
  { header: "Harga", kind: "money", value: (r) => r.net_price },
  { header: "Tip Talent", kind: "money", value: (r) => r.tip_talent },
  { header: "Talent Fee", kind: "money", value: (r) => r.talent_share },
  { header: "Talent Fee (+Tip)", kind: "money", value: (r) => r.talent_share + r.tip_talent },
  { header: "Tip Admin", kind: "money", value: (r) => r.tip_admin },
  { header: "Admin Fee", kind: "money", value: (r) => r.admin_fee },
  { header: "Total Admin Fee", kind: "money", value: (r) => r.admin_fee + r.tip_admin },
];

export const talentRekapColumns: ExportColumn<TalentRekapOrder>[] = [
  { header: "Tanggal", kind: "date", value: (r) => r.tanggal },
  { header: "Handle By", value: (r) => r.handle_by },
  { header: "Role", value: (r) => r.role },
  { header: "Talent", value: (r) => r.talent },
  { header: "Client", value: (r) => r.client },
  { header: "Umur", kind: "int", value: (r) => r.umur, total: false },
  { header: "Jasa", value: (r) => r.jasa },
  { header: "Durasi", kind: "int", value: (r) => r.durasi, total: false },
  { header: "Harga", kind: "money", value: (r) => r.price },
  { header: "Talent Share", kind: "money", value: (r) => r.talent_share },
  { header: "Tip", kind: "money", value: (r) => r.tip },
  { header: "Total", kind: "money", value: (r) => r.total },
];

export const adminRekapColumns: ExportColumn<AdminRekapOrder>[] = [
  { header: "Tanggal", kind: "date", value: (r) => r.tanggal },
  { header: "Tip Admin", kind: "money", value: (r) => r.tips_admin },
  { header: "Admin Fee", kind: "money", value: (r) => r.admin_fee },
  { header: "Total", kind: "money", value: (r) => r.total },
];
