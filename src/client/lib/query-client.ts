// The app's one query client, put into the store's `queryClientAtom`. Every query atom is made
// through the `atomWithQuery` exported here (lint forbids importing jotai-tanstack-query
// elsewhere), so this module has run, and the client is ours, before any query exists.
import { QueryClient } from "@tanstack/query-core";
import { queryClientAtom } from "jotai-tanstack-query";
import { loadedQueryCache, store } from "./store";

export { atomWithMutation, atomWithQuery, type AtomWithQueryResult } from "jotai-tanstack-query";
export { keepPreviousData } from "@tanstack/query-core";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (count, err) => count < 1 && !(err as { status?: number }).status,
      refetchOnWindowFocus: false,
    },
  },
});
store.set(queryClientAtom, queryClient);
loadedQueryCache.clear = () => queryClient.clear();
