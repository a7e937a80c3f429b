// GET /order/export: every order the list's filters, search and sort select (no paging, no
// search cap), as `;` CSV or .xlsx, streamed in chunks. `columns` picks the grid's visible
// columns in their order; the file name says the screen, the period and the day of the export.
import type { App } from "../types";
import { orderExportApi } from "../../contract/api/order-export";
import type { OrderExportColumn, OrderRow } from "../../contract/orders";
import { ORDER_EXPORT_COLUMNS } from "../../contract/values";
import { todayIn } from "../../money/time";
import { exportOrderRows } from "../usecases/orders";
import { rowNumberColumn, sendTable, type ExportColumn } from "../export/table-export";
import { implement } from "./implement";

/** The grid's headers; money in whole rupiah, dates as dates. */
const COLUMNS: Record<OrderExportColumn, ExportColumn<OrderRow>> = {
  rowNumber: rowNumberColumn(),
  no_order: { header: "No Order", kind: "int", value: (r) => r.no_order, total: false },
  admin_name: { header: "Admin", value: (r) => r.admin_name },
  date: { header: "Tanggal", kind: "date", value: (r) => r.date },
  talent_name: { header: "Talent", value: (r) => r.talent_name },
  customer_name: { header: "Customer", value: (r) => r.customer_name, width: 24 },
  customer_age: { header: "Umur", kind: "int", value: (r) => r.customer_age, total: false },
  service_name: { header: "Jasa", value: (r) => r.service_name },
  sub_service_name: { header: "Sub Jasa", value: (r) => r.sub_service_name },
  duration: { header: "Durasi (menit)", kind: "int", value: (r) => r.duration, total: false },
  price: { header: "Harga", kind: "money", value: (r) => r.price },
  net_price: { header: "Harga Bersih", kind: "money", value: (r) => r.net_price },
  refund_status: { header: "Status Refund", value: (r) => r.refund_status },
  payment_method: { header: "Metode Pembayaran", value: (r) => r.payment_method },
  payment_place: { header: "Tempat Pembayaran", value: (r) => r.payment_place },
  description: { header: "Deskripsi", value: (r) => r.description, width: 30 },
};

/** `daftar-order_2025-01-01_2025-01-31_diekspor-2025-02-03` (open ends read `awal` / `akhir`). */
function fileName(start: string | undefined, end: string | undefined): string {
  const period = start || end ? `${start ?? "awal"}_${end ?? "akhir"}` : "semua-tanggal";
  return `daftar-order_${period}_diekspor-${todayIn()}`;
}

export default async function orderExportRoutes(app: App) {
  implement(app, orderExportApi, {
    export: async (req, reply) => {
      const ids = req.query.columns?.length ? req.query.columns : ORDER_EXPORT_COLUMNS;
      return sendTable(reply, req.query.format, {
        fileName: fileName(req.query.start_date, req.query.end_date),
        sheet: "Daftar Order",
        columns: ids.map((id) => COLUMNS[id]),
        rows: exportOrderRows(app.db, req.query),
      });
    },
  });
}
