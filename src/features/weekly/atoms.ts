// State of the weekly screens: each list's page, size, sort, search, period and talent id live in
// the URL (client/lib/list-atoms.ts), so a reload or a shared link shows the same report.
import { periodToWire } from "../../contract/list-query";
import { entityAtoms } from "../../client/lib/entity-atoms";
import { createListAtoms, pagedCall, type ListParams } from "../../client/lib/list-atoms";
import { WEEK_FILTERS, filterKeys, pickFilters } from "../../contract/filter-fields";
import { paths } from "../../client/lib/paths";
import type { OrderSummaryRow } from "../../contract/order-reports";
import type { WeekTotals, WeeklyRow } from "../../contract/weekly";
import { getOrderTalents } from "./api/get-order-talents";
import { getTalent } from "./api/get-talent";
import { getWeekly } from "./api/get-weekly";
import { getWeeklyTalent } from "./api/get-weekly-talent";

/** RULES.md S9: weekly talent list 5/10/25 default 10; weekly talent detail 5/10/25/50 default 10. */
export const WEEKLY_TALENT_PAGE_SIZES = [5, 10, 25];
export const WEEKLY_DETAIL_PAGE_SIZES = [5, 10, 25, 50];

/** /admin/report/weekly: every week of the range; `?view=grid` shows the grid instead of cards. */
/** The week grids' header filters (each week's figures from–to), as the API's query. */
const WEEK_FILTER_KEYS = filterKeys(WEEK_FILTERS);
const weekFilters = (p: ListParams) => pickFilters(p.filters, WEEK_FILTER_KEYS);
const weeklyQuery = (p: ListParams) => ({ ...periodToWire(p), ...weekFilters(p) });

export const weeklyList = createListAtoms<WeeklyRow, { totals: WeekTotals }>({
  key: "weekly",
  path: paths.weekly.pattern,
  defaultSize: 10,
  filterKeys: ["view", ...WEEK_FILTER_KEYS],
  fetch: async (p) => {
    const res = await getWeekly(weeklyQuery(p));
    return { rows: res.data, totalRows: res.data.length, totals: res.totals };
  },
  exportAs: { list: "weekly", query: weeklyQuery },
});

/** The names in the talent list's headers (GET /order/talents takes them; its figures too). */
const WEEKLY_TALENT_FILTERS = { text: ["admin_name", "talent_name"] };

/** /admin/report/weekly-talent: one row per talent (GET /order/talents). */
export const weeklyTalentList = createListAtoms<OrderSummaryRow>({
  key: "weekly-talent",
  path: paths.weeklyTalent.pattern,
  defaultSize: 10,
  defaultSort: { by: "date", dir: "DESC" },
  ...pagedCall(getOrderTalents, "weekly-talent", WEEKLY_TALENT_FILTERS, {
    search: "search",
    period: true,
  }),
});

/** /admin/report/weekly-talent-report/:id: one talent's weeks (the API pages from 1). */
export const weeklyTalentReport = createListAtoms<
  WeeklyRow,
  { totals: { page: WeekTotals; all: WeekTotals } | null }
>({
  key: "weekly-talent-report",
  path: paths.weeklyTalentReport.pattern,
  defaultSize: 10,
  maxSize: 50,
  filterKeys: WEEK_FILTER_KEYS,
  fetch: async (p) => {
    if (p.scopeId === null) return { rows: [], totalRows: 0, totals: null };
    const res = await getWeeklyTalent(p.scopeId, {
      ...weekFilters(p),
      page: p.page + 1,
      limit: p.size,
    });
    return { rows: res.data, totalRows: res.totalRows, totals: res.totals };
  },
  exportAs: { list: "weekly-talent-report", query: weekFilters },
});

/** A talent's name for report titles. */
export const talentById = entityAtoms(
  "report-talent",
  async (id: number) => (await getTalent(id)).data,
  {
    staleTime: 60_000,
  },
);
