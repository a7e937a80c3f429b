// The file columns of the lists whose own export routes send no columns of their own (GET
// /order/export picks among the orders' by field, the report, rekap and catalog files write all
// of theirs): each header and kind declared once here, written by the one export path
// (server/export/list-export.ts) exactly as the grid's own columns are (RULES.md S5).
import type { ExportColumnSpec, ListId } from "./lists";

/** A grid column as the grids send it, plus what only a declaration says. */
export type ListColumn = ExportColumnSpec & {
  /** Read when `field` is empty ('Jasa': the sub-service, else the service). */
  or?: string;
  /** Summed in the xlsx total row (money columns are by default). */
  total?: boolean;
};

const no: ListColumn = { field: "rowNumber", header: "No", kind: "rownum" };
const text = (field: string, header: string): ListColumn => ({ field, header });
const int = (field: string, header: string): ListColumn => ({ field, header, kind: "int" });
const money = (field: string, header: string): ListColumn => ({ field, header, kind: "money" });
const date = (field: string, header: string): ListColumn => ({ field, header, kind: "date" });

const orderReport: ListColumn[] = [
  no,
  int("no_order", "No Order"),
  text("handler.username", "Handle By"),
  date("date", "Tanggal"),
  text("talent.name", "Talent"),
  text("customer_name", "Client"),
  int("customer_age", "Umur"),
  { ...text("sub_service.name", "Jasa"), or: "service.name" },
  int("duration", "Durasi"),
  text("refund_status", "Status Refund"),
  money("net_price", "Harga"),
  money("tip_talent", "Tip Talent"),
  money("talent_share", "Talent Fee"),
  money("talent_fee_plus_tip", "Talent Fee (+Tip)"),
  money("tip_admin", "Tip Admin"),
  money("admin_fee", "Admin Fee"),
  money("admin_fee_plus_tip", "Total Admin Fee"),
];

const orderSummary = (person: ListColumn, last: ListColumn): ListColumn[] => [
  no,
  person,
  last,
  date("date", "Tanggal Order"),
  { ...int("total_orders", "Total Order"), total: true },
  money("total_uang_masuk", "Total Uang Masuk"),
  money("total_price", "Harga"),
  money("total_talent_fee", "Talent Fee"),
  money("tip_talent", "Tip Talent"),
  money("total_admin_fee", "Admin Fee"),
  money("tip_admin", "Tip Admin"),
  money("sisa", "Sisa"),
];

export const LIST_COLUMNS: Partial<Record<ListId, readonly ListColumn[]>> = {
  /** GET /order/export's `columns` are these fields (contract/values ORDER_EXPORT_COLUMNS). */
  orders: [
    no,
    int("no_order", "No Order"),
    text("admin_name", "Admin"),
    date("date", "Tanggal"),
    text("talent_name", "Talent"),
    text("customer_name", "Customer"),
    int("customer_age", "Umur"),
    text("service_name", "Jasa"),
    text("sub_service_name", "Sub Jasa"),
    int("duration", "Durasi (menit)"),
    money("price", "Harga"),
    money("net_price", "Harga Bersih"),
    text("refund_status", "Status Refund"),
    text("payment_method", "Metode Pembayaran"),
    text("payment_place", "Tempat Pembayaran"),
    text("description", "Deskripsi"),
  ],
  "order-report-talent": orderReport,
  "order-report-admin": orderReport,
  "order-summaries-talent": orderSummary(
    text("talent_name", "Talent"),
    text("admin_name", "Admin Terakhir"),
  ),
  "order-summaries-admin": orderSummary(
    text("admin_name", "Admin"),
    text("talent_name", "Talent Terakhir"),
  ),
  "rekap-talent": [
    date("tanggal", "Tanggal"),
    text("handle_by", "Handle By"),
    text("role", "Role"),
    text("talent", "Talent"),
    text("client", "Client"),
    int("umur", "Umur"),
    text("jasa", "Jasa"),
    int("durasi", "Durasi"),
    money("price", "Harga"),
    money("talent_share", "Talent Share"),
    money("tip", "Tip"),
    money("total", "Total"),
  ],
  "rekap-admin": [
    date("tanggal", "Tanggal"),
    money("tips_admin", "Tip Admin"),
    money("admin_fee", "Admin Fee"),
    money("total", "Total"),
  ],
  talents: [
    no,
    text("name", "Nama"),
    text("gender", "Gender"),
    text("talent_categories.name", "Kategori"),
    text("sp_status", "Status SP"),
  ],
  categories: [
    no,
    text("name", "Kategori"),
    text("talents", "Talent"),
    text("description", "Deskripsi"),
  ],
  services: [no, text("name", "Nama Service"), text("sub_services", "Sub Service")],
};
