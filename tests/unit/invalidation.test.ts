// The invalidation table (client/lib/invalidation.ts): what each write refreshes. A payout
// refreshes what shows owed and paid money and kas, and nothing of the catalog; an order
// refreshes every root; invalidateAfter marks exactly the queries under the listed roots stale.
import { beforeEach, describe, expect, it } from "vitest";
import {
  QUERY_ROOTS,
  REFRESHES,
  invalidateAfter,
  type QueryRoot,
  type WriteKind,
} from "../../src/client/lib/invalidation";
import { queryClient } from "../../src/client/lib/query-client";

const stale = (root: QueryRoot) => queryClient.getQueryState([root, "x"])?.isInvalidated;

beforeEach(() => {
  queryClient.clear();
  for (const root of QUERY_ROOTS) queryClient.setQueryData([root, "x"], 1);
});

describe("the invalidation table", () => {
  it("names only known roots, and an order refreshes every one", () => {
    for (const roots of Object.values(REFRESHES))
      for (const r of roots) expect(QUERY_ROOTS).toContain(r);
    expect([...REFRESHES.order].sort()).toEqual([...QUERY_ROOTS].sort());
  });

  it("a payout refreshes the payout lists, the ledger, the totals, kas and the summary only", async () => {
    await invalidateAfter("payout");
    const refreshed = QUERY_ROOTS.filter(stale);
    expect(refreshed.sort()).toEqual(
      ["audit", "kas", "payout-ledger", "payout-totals", "summary", "weekly-talents"].sort(),
    );
  });

  it("every write that changes money on a screen refreshes that screen's roots", async () => {
    const shows: [WriteKind, QueryRoot[]][] = [
      ["kas", ["kas", "summary"]],
      ["rates", ["kas", "orderForm"]],
      ["period", ["periods"]],
      ["talent", ["talents", "orders", "weekly-talents", "rekap-talent", "orderForm"]],
      ["service", ["services", "orders", "orderForm"]],
      ["category", ["talentCategories", "talents"]],
      ["user", ["users", "orderForm", "dashboard", "summary"]],
      ["view", ["grid-views"]],
    ];
    for (const [kind, roots] of shows) {
      for (const root of QUERY_ROOTS) queryClient.setQueryData([root, "x"], 1);
      await invalidateAfter(kind);
      for (const root of roots) expect(stale(root), `${kind} → ${root}`).toBe(true);
      expect(stale("payout-ledger"), `${kind} leaves the ledger`).toBe(
        kind === "talent" || kind === "service" ? true : false,
      );
    }
  });

  it("queries outside the app's roots are left alone", async () => {
    queryClient.setQueryData(["session"], 1);
    await invalidateAfter("order");
    expect(queryClient.getQueryState(["session"])?.isInvalidated).toBe(false);
    expect(QUERY_ROOTS.every(stale)).toBe(true);
  });
});
