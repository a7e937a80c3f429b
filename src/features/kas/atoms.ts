// The cash balance and its history (one key: a save invalidates both). Load failures are only
// logged (RULES.md S8 'Gagal memuat kas:'); the screen keeps what it had.
import { atomWithQuery } from "../../client/lib/query-client";
import { queryClient } from "../../client/lib/query-client";
import { getKas } from "./api/get-kas";
import { getKasHistory } from "./api/get-kas-history";
import { getPeriods } from "./api/periods";
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
