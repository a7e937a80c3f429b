// State of /admin/summary: the date range lives in the URL (`?start=&end=`, list-atoms), the
// global summary and the reconciliation follow it, and the detail popups load one talent or
// admin for the same range.
import { periodToWire } from "../../contract/list-query";
import { atomWithQuery } from "../../client/lib/query-client";
import { entityAtoms } from "../../client/lib/entity-atoms";
import { createListAtoms, type ListParams } from "../../client/lib/list-atoms";
import { SUMMARY_PEOPLE_FILTERS, filterKeys, pickFilters } from "../../contract/filter-fields";
import { paths } from "../../client/lib/paths";
import type { GlobalSummary } from "../../contract/summary";
import { getAdminSummary } from "./api/get-admin-summary";
import { getGlobalSummary } from "./api/get-global-summary";
import { getReconcile } from "./api/get-reconcile";
import { getTalentSummary } from "./api/get-talent-summary";
import { getWeeklyTrend } from "./api/get-weekly";
import { queryAtom } from "../../client/lib/invalidation";

const SUMMARY_KEY = "summary";

/** The range, and the name filters in the headers of the two lists. */
export const summaryQuery = (p: ListParams) => ({
  ...periodToWire(p),
  ...pickFilters(p.filters, filterKeys(SUMMARY_PEOPLE_FILTERS)),
});

/**
 * The summary as a "list" of the kit: its rows are the talents and admins of the summary, so
 * the range, Back and reload go through the same URL state as every report.
 */
export const summaryState = createListAtoms<never, { summary: GlobalSummary }>({
  key: SUMMARY_KEY,
  path: paths.summary.pattern,
  defaultSize: 10,
  filterKeys: filterKeys(SUMMARY_PEOPLE_FILTERS),
  fetch: async (p) => {
    const { data } = await getGlobalSummary(summaryQuery(p));
    return { rows: [], totalRows: 0, summary: data };
  },
});

export const reconcileAtom = atomWithQuery((get) => {
  const range = get(summaryState.rangeAtom);
  return {
    queryKey: [SUMMARY_KEY, "reconcile", range] as const,
    queryFn: async () => (await getReconcile(periodToWire(range))).data,
  };
});

/** Composite key `${id}|${start}|${end}`: the detail follows the summary's range. */
export const detailKey = (id: number, r: { start: string; end: string }) =>
  `${id}|${r.start}|${r.end}`;
const parseKey = (k: string) => {
  const [id, start, end] = k.split("|");
  return { id: Number(id), q: periodToWire({ start, end }) };
};

export const talentDetail = entityAtoms(`${SUMMARY_KEY}-talent`, async (k: string) => {
  const { id, q } = parseKey(k);
  return (await getTalentSummary(id, q)).data;
});

export const adminDetail = entityAtoms(`${SUMMARY_KEY}-admin`, async (k: string) => {
  const { id, q } = parseKey(k);
  return (await getAdminSummary(id, q)).data;
});

/** The range's weeks (its trend chart); their sums are the summary's figures (RULES.md D3). */
export const trendAtom = queryAtom(SUMMARY_KEY, (get) => {
  const range = get(summaryState.rangeAtom);
  return {
    key: ["chart-weeks", range],
    queryFn: async () => (await getWeeklyTrend(periodToWire(range))).data,
  };
});
