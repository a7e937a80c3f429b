// What each write refreshes, in one table keyed by the entity the server writes (the audit log's
// entity names): after a save, `invalidateAfter(kind)` marks every query under the listed key
// roots stale; those on screen refetch at once, the others when they next mount. Rows are never
// patched in place. A live update from the server (another user's write) can refetch through
// the same table. Every query key starts with a QueryRoot: list atoms and entity atoms take it
// as their `key`; other queries are made with `queryAtom(root, ...)` (older ones still name their
// root as the first element of `queryKey`).
import type { Getter } from "jotai";
import { atomWithQuery, queryClient } from "./query-client";

/** Every list and report that shows an order's money or its talent, admin and service names. */
const ORDER_VIEWS = [
  "orders",
  "order-history",
  "dashboard",
  "dashboard-orders",
  "summary",
  "summary-talent",
  "summary-admin",
  "weekly",
  "weekly-talent",
  "weekly-talent-report",
  "report-talent",
  "order-summaries-talent",
  "order-summaries-admin",
  "order-report-talent",
  "order-report-admin",
  "report-person",
  "rekap-talent",
  "rekap-admin",
  "weekly-talents",
  "payout-ledger",
  "analysis",
] as const;

/** The first element of every query key of the app. */
export const QUERY_ROOTS = [
  ...ORDER_VIEWS,
  // the order form's pickers and rates, the payout totals and the months, kas (with its history
  // and the rates), the catalog, the users, the audit log, saved grid views
  "orderForm",
  "payout-totals",
  "periods",
  "kas",
  "services",
  "talents",
  "talentCategories",
  "users",
  "audit",
  "grid-views",
  // past imports: their counts and undo change with the orders they wrote
  "imports",
] as const;
export type QueryRoot = (typeof QUERY_ROOTS)[number];

/** What the server writes (audit entities), plus a user's own saved views and layouts. */
export type WriteKind =
  | "order"
  | "payout"
  | "kas"
  | "rates"
  | "period"
  | "service"
  | "talent"
  | "category"
  | "user"
  | "view"
  | "layout";

/** Write kind → the key roots it refreshes. */
export const REFRESHES: Record<WriteKind, readonly QueryRoot[]> = {
  // an order's money shows everywhere: every list, report, total, ledger and the audit log
  order: QUERY_ROOTS,
  // a payout: what is owed and paid, kas (lowered in the same transaction), the summary's
  // reconciliation of payouts against kas
  payout: ["weekly-talents", "payout-ledger", "payout-totals", "summary", "kas", "audit"],
  kas: ["kas", "summary", "audit"],
  // rates apply to new orders only: the kas screen's rates and the order form's preview
  rates: ["kas", "orderForm", "audit"],
  period: ["periods", "audit"],
  // names show in the order lists and reports; the pickers of the order form
  service: ["services", "orderForm", ...ORDER_VIEWS, "audit"],
  talent: ["talents", "talentCategories", "orderForm", ...ORDER_VIEWS, "audit"],
  category: ["talentCategories", "talents", "audit"],
  // a new admin: the user picker, the dashboard's count, the summary's admins
  user: ["users", "orderForm", "dashboard", "summary", "audit"],
  view: ["grid-views"],
  // a column layout is the grid's own state, applied where it is saved: no query shows it
  layout: [],
};

/**
 * A query atom whose key is `[root, ...key]`: the writes the table lists for `root` refresh it.
 * Entity atoms are made through it, and so should any new query atom be.
 */
export function queryAtom<T>(
  root: QueryRoot,
  options: (get: Getter) => {
    key: readonly unknown[];
    queryFn: () => Promise<T>;
    staleTime?: number;
    enabled?: boolean;
  },
) {
  return atomWithQuery((get) => {
    const { key, ...rest } = options(get);
    return { ...rest, queryKey: [root, ...key] };
  });
}

/** Marks stale every query a write of these kinds changes (on-screen ones refetch now). */
export function invalidateAfter(...kinds: WriteKind[]): Promise<void> {
  return invalidateRoots(kinds.flatMap((k) => REFRESHES[k]));
}

/** Marks stale every query under these key roots, each once (the live stream's windows). */
export function invalidateRoots(list: readonly QueryRoot[]): Promise<void> {
  const roots = new Set<unknown>(list);
  return queryClient.invalidateQueries({ predicate: (q) => roots.has(q.queryKey[0]) });
}
