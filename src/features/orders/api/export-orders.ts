import { http } from "../../../client/lib/http";
import type { ExportOrdersQuery } from "../../../contract/orders";

/** GET /order/export: CSV of every order the list's filters, search and sort select. */
export const exportOrders = (q: ExportOrdersQuery) =>
  http.download("/order/export", { query: q });
