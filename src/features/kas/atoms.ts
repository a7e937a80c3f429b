// The cash balance and its history (one key: a save invalidates both). Load failures are only
// logged (RULES.md S8 'Gagal memuat kas:'); the screen keeps what it had.
import { periodToWire } from "../../contract/list-query";
import { atomWithQuery } from "../../client/lib/query-client";
import { getKas } from "./api/get-kas";
import { getKasHistory } from "./api/get-kas-history";
import { createListAtoms, type ListParams } from "../../client/lib/list-atoms";
import { paths } from "../../client/lib/paths";
import { filterKeys, KAS_HISTORY_FILTERS, pickFilters } from "../../contract/filter-fields";
import type { KasChange } from "../../contract/settings";
import { getRates, getRatesHistory } from "./api/rates";
import { currentUserAtom } from "../../client/lib/session";

const KAS_KEY = "kas";

export const kasAtom = atomWithQuery(() => ({
  queryKey: [KAS_KEY, "balance"] as const,
  queryFn: async () => {
    try {
      return (await getKas()).data;
    } catch (err) {
      console.error("Gagal memuat kas:", err);
      throw err;
    }
  },
  staleTime: 0,
}));

const HISTORY_FILTER_KEYS = filterKeys(KAS_HISTORY_FILTERS);

/** The history's header filters and Waktu's days as the API's query (the grid and its export). */
const historyQuery = (p: ListParams) => ({
  ...pickFilters(p.filters, HISTORY_FILTER_KEYS),
  ...periodToWire(p),
});

/** The kas history under the balance: its header filters and page in the URL, newest first. */
export const kasHistoryList = createListAtoms<KasChange>({
  // under KAS_KEY: a kas save refreshes it with the balance
  key: KAS_KEY,
  path: paths.kas.pattern,
  defaultSize: 50,
  filterKeys: HISTORY_FILTER_KEYS,
  fetch: async (p) => {
    const res = await getKasHistory({
      ...historyQuery(p),
      page: String(p.page),
      limit: String(p.size),
    });
    return { rows: res.data, totalRows: res.totalRows };
  },
  exportAs: { list: "kas-history", query: historyQuery },
});

/** The talent and admin rates for new orders (any signed-in user reads them). */
export const ratesAtom = atomWithQuery(() => ({
  queryKey: [KAS_KEY, "rates"] as const,
  queryFn: async () => (await getRates()).data,
  staleTime: 0,
}));

/**
 * The rate changes from the audit log: owner only on the server, so an admin never asks (a
 * refused call ends the session, RULES.md S8).
 */
export const ratesHistoryAtom = atomWithQuery((get) => ({
  queryKey: [KAS_KEY, "rates-history"] as const,
  queryFn: async () => await getRatesHistory(),
  enabled: get(currentUserAtom)?.role === "owner",
  staleTime: 0,
}));
