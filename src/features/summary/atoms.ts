// State of /admin/summary: the date range lives in the URL (`?start=&end=`, list-atoms), the
// global summary and the reconciliation follow it, and the detail popups load one talent or
// admin for the same range.
import { atomWithQuery } from "../../client/lib/query-client";
import { entityAtoms } from "../../client/lib/entity-atoms";
import { createListAtoms, type ListParams } from "../../client/lib/list-atoms";
import { SUMMARY_PEOPLE_FILTERS, filterKeys, pickFilters } from "../../contract/filter-fields";
import { paths } from "../../client/lib/paths";
import type { GlobalSummary } from "../../contract/summary";
import { getAdminSummary } from "./api/get-admin-summary";
import { getGlobalSummary } from "./api/get-global-summary";
import { getReconcile } from "./api/get-reconcile";
import { getPayoutTotals } from "./api/get-payout-totals";
import { getTalentSummary } from "./api/get-talent-summary";

const SUMMARY_KEY = "summary";

const rangeQuery = (r: { start: string; end: string }) => ({
  start_date: r.start || undefined,
  end_date: r.end || undefined,
});

/** The range, and the name filters in the headers of the two lists. */
export const summaryQuery = (p: ListParams) => ({
  ...rangeQuery(p),
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
    queryFn: async () => (await getReconcile(rangeQuery(range))).data,
  };
});

/** Issue 24: owed, paid and outstanding to talents and admins over the summary's range. */
export const payoutTotalsAtom = atomWithQuery((get) => {
  const range = get(summaryState.rangeAtom);
  return {
    queryKey: [SUMMARY_KEY, "payouts", range] as const,
    queryFn: () => getPayoutTotals(rangeQuery(range)),
  };
});

/** Composite key `${id}|${start}|${end}`: the detail follows the summary's range. */
export const detailKey = (id: number, r: { start: string; end: string }) =>
  `${id}|${r.start}|${r.end}`;
const parseKey = (k: string) => {
  const [id, start, end] = k.split("|");
  return { id: Number(id), q: rangeQuery({ start, end }) };
};

export const talentDetail = entityAtoms(`${SUMMARY_KEY}-talent`, async (k: string) => {
  const { id, q } = parseKey(k);
  return (await getTalentSummary(id, q)).data;
});

export const adminDetail = entityAtoms(`${SUMMARY_KEY}-admin`, async (k: string) => {
  const { id, q } = parseKey(k);
  return (await getAdminSummary(id, q)).data;
});
