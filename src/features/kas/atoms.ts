// The cash balance and its history (one key: a save invalidates both). Load failures are only
// logged (RULES.md S8 'Gagal memuat kas:'); the screen keeps what it had.
import { atomWithQuery } from "../../client/lib/query-client";
import { queryClient } from "../../client/lib/query-client";
import { getKas } from "./api/get-kas";
import { getKasHistory } from "./api/get-kas-history";
import { getPeriods } from "./api/periods";

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

export const kasHistoryAtom = atomWithQuery(() => ({
  queryKey: [KAS_KEY, "history"] as const,
  queryFn: async () => (await getKasHistory()).data,
  staleTime: 0,
}));

export const invalidateKas = () => queryClient.invalidateQueries({ queryKey: [KAS_KEY] });

/** The months and whether each is closed (issue 24); a close or reopen invalidates it. */
export const periodsAtom = atomWithQuery(() => ({
  queryKey: [KAS_KEY, "periods"] as const,
  queryFn: async () => (await getPeriods()).data,
  staleTime: 0,
}));
