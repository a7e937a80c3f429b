import { createStore } from "jotai";

/** One jotai store for the app, reachable from non-React code too. The query client joins it in
 * query-client.ts, which loads with the first page that queries (not in the entry: /login). */
export const store = createStore();

/** Set by query-client.ts when it loads: clearing a cache that was never loaded costs nothing. */
export const loadedQueryCache: { clear?: () => void } = {};
