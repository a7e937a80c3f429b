import { call } from "../../../client/lib/call";
import { orderExportApi } from "../../../contract/api/order-export";
import type { ExportOrdersQuery } from "../../../contract/orders";

/** GET /order/export: CSV of every order the list's filters, search and sort select. */
export const exportOrders = (query: ExportOrdersQuery) => call(orderExportApi.export, { query });
