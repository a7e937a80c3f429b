// Dashboard data (RULES.md S2): three totals and the 'Order Terbaru' list. Load failures are only
// logged (RULES.md S8 'Gagal memuat data'); the query keeps the previous values on screen.
import { atomWithQuery } from "../../client/lib/query-client";
import { createListAtoms } from "../../client/lib/list-atoms";
import { ORDER_COLUMN_FILTER_KEYS, orderQuery } from "../../client/lib/order-query";
import { paths } from "../../client/lib/paths";
import type { TotalResponse } from "../../contract/common";
import type { OrderRow } from "../../contract/orders";
import { getAdminTotal } from "./api/get-admin-total";
import { getOrderTotal } from "./api/get-order-total";
import { getOrders } from "./api/get-orders";
import { getTalentTotal } from "./api/get-talent-total";

export const DASHBOARD_PAGE_SIZES = [5, 10, 25];

function logged<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (err) {
      console.error("Gagal memuat data", err);
      throw err;
    }
  };
}

const totalAtom = (name: string, load: () => Promise<TotalResponse>) =>
  atomWithQuery(() => ({
    queryKey: ["dashboard", "total", name] as const,
    queryFn: logged(async () => (await load()).total),
  }));

export const orderTotalAtom = totalAtom("orders", getOrderTotal);
export const talentTotalAtom = totalAtom("talents", getTalentTotal);
export const adminTotalAtom = totalAtom("admins", getAdminTotal);

export const latestOrdersList = createListAtoms<OrderRow>({
  key: "dashboard-orders",
  path: paths.dashboard.pattern,
  defaultSize: 10,
  defaultSort: { field: "date", direction: "desc" },
  filterKeys: ORDER_COLUMN_FILTER_KEYS,
  fetch: (p) =>
    logged(async () => {
      const res = await getOrders({
        ...orderQuery(p),
        page: String(p.page),
        limit: String(p.size),
      });
      return { rows: res.result ?? res.data, totalRows: res.totalRows };
    })(),
  exportAs: { list: "dashboard-orders", query: orderQuery },
});
