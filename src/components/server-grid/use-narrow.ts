// Phones (issue 25): under 600 px a grid keeps the money pinned on the right and lets everything
// else scroll, so the identifying column is the first thing in the scrolling part instead of a
// sliver between pinned blocks; the row number gives its room to the data.
import { useSyncExternalStore } from "react";
import type { ColDef } from "ag-grid-community";

/** A window below ~1400 px: `secondary` columns (grids/column-types.ts) start hidden. */
export const COMPACT = "(max-width: 1399px)";

const subscribers = new Map<string, (onChange: () => void) => () => void>();
const subscribeTo = (query: string) => {
  let s = subscribers.get(query);
  if (!s) {
    s = (onChange) => {
      const mq = window.matchMedia(query);
      mq.addEventListener("change", onChange);
      return () => mq.removeEventListener("change", onChange);
    };
    subscribers.set(query, s);
  }
  return s;
};

export function useNarrow(query = "(max-width: 600px)"): boolean {
  return useSyncExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A column as a phone shows it: left pins dropped, the row number hidden. */
export function forNarrow<Row>(def: ColDef<Row>): ColDef<Row> {
  if (def.colId === "rowNumber") return { ...def, hide: true, pinned: null };
  return def.pinned === "left" || def.pinned === true ? { ...def, pinned: null } : def;
}
