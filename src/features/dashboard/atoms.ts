// Dashboard data (RULES.md S2): three totals and the 'Order Terbaru' list, and (beyond the spec)
// the charts' weeks and the month's top talents. Load failures are only
// logged (RULES.md S8 'Gagal memuat data'); the query keeps the previous values on screen.
import { atomWithQuery } from "../../client/lib/query-client";
import { createListAtoms } from "../../client/lib/list-atoms";
import { orderQuery } from "../../client/lib/order-query";
import { ORDER_FILTERS, filterKeys } from "../../contract/filter-fields";
import { paths } from "../../client/lib/paths";
import type { TotalResponse } from "../../contract/common";
import type { OrderRow } from "../../contract/orders";
import { getAdminTotal } from "./api/get-admin-total";
import { getOrderTotal } from "./api/get-order-total";
import { getOrders } from "./api/get-orders";
import { getTalentTotal } from "./api/get-talent-total";
import { getTopTalents } from "./api/get-top-talents";
import { getWeekly } from "./api/get-weekly";
import { queryAtom } from "../../client/lib/invalidation";
import { addDays, currentMonthIn, monthRange, todayIn, weekEnd, weekStart } from "../../money/time";

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
  defaultSort: { by: "date", dir: "DESC" },
  // the header filters only: the latest orders have no refund, talent or admin select
  filterKeys: filterKeys({ text: ORDER_FILTERS.text, ranges: ORDER_FILTERS.ranges }),
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

/** The income chart's weeks: this week and the 11 before it (RULES.md D4: Monday to Sunday). */
export const CHART_WEEKS = 12;
const TOP_TALENTS = 10;

export const weeklyIncomeAtom = queryAtom("dashboard", () => {
  const lastMonday = weekStart(todayIn());
  const range = {
    start_date: addDays(lastMonday, -7 * (CHART_WEEKS - 1)),
    end_date: weekEnd(lastMonday),
  };
  return {
    key: ["chart-weeks", lastMonday],
    queryFn: logged(async () => ({ lastMonday, weeks: (await getWeekly(range)).data })),
  };
});

export const topTalentsAtom = queryAtom("dashboard", () => {
  const { start, end } = monthRange(currentMonthIn());
  return {
    key: ["top-talents", start],
    queryFn: logged(
      async () => (await getTopTalents({ start_date: start, end_date: end }, TOP_TALENTS)).result,
    ),
  };
});
