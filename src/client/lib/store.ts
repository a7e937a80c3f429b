import { createStore } from "jotai";
import { QueryClient } from "@tanstack/query-core";
import { queryClientAtom } from "jotai-tanstack-query";

/** One jotai store and one query client for the app, reachable from non-React code too. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (count, err) => count < 1 && !(err as { status?: number }).status,
      refetchOnWindowFocus: false,
    },
  },
});
export const store = createStore();
store.set(queryClientAtom, queryClient);
