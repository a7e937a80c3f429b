// GET /order/export: every order the list's filters, search and sort select, as CSV (no paging,
// no search cap), streamed in chunks with the catalog exports' cell guard (server/csv.ts).
import type { App } from "../types";
import { orderExportApi } from "../../contract/api/order-export";
import { allOrderRows } from "../../db/repositories/orders-list";
import { listFilter } from "../usecases/orders";
import { sendCsvStream, type CsvCell } from "../csv";
import { implement } from "./implement";

/** GET /order/export columns (money in whole rupiah, dates YYYY-MM-DD). */
const ORDER_CSV_HEADER = [
  "No",
  "No Order",
  "Admin",
  "Tanggal",
  "Talent",
  "Customer",
  "Umur",
  "Jasa",
  "Sub Jasa",
  "Durasi (menit)",
  "Harga",
  "Harga Bersih",
  "Status Refund",
  "Metode Pembayaran",
  "Tempat Pembayaran",
  "Deskripsi",
];

export default async function orderExportRoutes(app: App) {
  implement(app, orderExportApi, {
    export: async (req, reply) => {
      const { filter, sort } = listFilter(req.query);
      async function* rows(): AsyncGenerator<CsvCell[][]> {
        let n = 0;
        for await (const chunk of allOrderRows(app.db, filter, sort))
          yield chunk.map((o) => [
            ++n,
            o.no_order,
            o.admin_name,
            o.date,
            o.talent_name,
            o.customer_name,
            o.customer_age,
            o.service_name,
            o.sub_service_name,
            o.duration,
            o.price,
            o.net_price,
            o.refund_status,
            o.payment_method,
            o.payment_place,
            o.description,
          ]);
      }
      return sendCsvStream(reply, "orders.csv", ORDER_CSV_HEADER, rows());
    },
  });
}
