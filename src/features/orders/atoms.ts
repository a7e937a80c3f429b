// State of /admin/orders: the paged list (page, size, sort, search, refund status, talent,
// admin and date range — all in the URL's query string via createListAtoms), the pickers of the
// filters, and one order's detail and history for the popup. An order's money shows in the
// dashboard and every report too, so a change refreshes every query, not only the list.
import { createListAtoms } from "../../client/lib/list-atoms";
import { ORDER_FILTER_KEYS, orderQuery } from "../../client/lib/order-query";
import { entityAtoms } from "../../client/lib/entity-atoms";
import { paths } from "../../client/lib/paths";
import type { OrderRow, OrdersPage } from "../../contract/orders";
import { getOrderHistory } from "./api/get-order-history";
import { getOrders } from "./api/get-orders";

const ORDERS_KEY = "orders";

/** RULES.md S9: orders 5/10/25, default 10. */
export const ORDER_PAGE_SIZES = [5, 10, 25];

/** The answer's totals under the contract's names: `totals.all` is null past the search cap. */
export type OrderListExtra = Pick<OrdersPage, "totals" | "totalRowsCapped">;

export const ordersList = createListAtoms<OrderRow, OrderListExtra>({
  key: ORDERS_KEY,
  path: paths.orders.pattern,
  defaultSize: 10,
  defaultSort: { by: "date", dir: "DESC" },
  filterKeys: ORDER_FILTER_KEYS,
  fetch: async (p) => {
    const res = await getOrders({ ...orderQuery(p), page: String(p.page), limit: String(p.size) });
    return {
      rows: res.result,
      totalRows: res.totalRows,
      totals: res.totals,
      totalRowsCapped: res.totalRowsCapped,
    };
  },
});

export const orderHistoryById = entityAtoms(
  "order-history",
  async (id) => (await getOrderHistory(id)).result,
);
