// Phones: under 600 px a grid keeps the money pinned on the right and lets everything
// else scroll, so the identifying column is the first thing in the scrolling part instead of a
// sliver between pinned blocks; the row number gives its room to the data.
import { useSyncExternalStore } from "react";
import type { ColDef } from "ag-grid-community";

const watch = (query: string) => (onChange: () => void) => {
  const mq = window.matchMedia(query);
  mq.addEventListener("change", onChange);
  return () => mq.removeEventListener("change", onChange);
};
const media = (query: string) => {
  const subscribe = watch(query);
  return () =>
    useSyncExternalStore(
      subscribe,
      () => window.matchMedia(query).matches,
      () => false,
    );
};

export const useNarrow = media("(max-width: 600px)");
/** A window below ~1400 px: `secondary` columns (grids/column-types.ts) start hidden. */
export const useCompact = media("(max-width: 1399px)");

/** A column as a phone shows it: left pins dropped, the row number hidden. */
export function forNarrow<Row>(def: ColDef<Row>): ColDef<Row> {
  if (def.colId === "rowNumber") return { ...def, hide: true, pinned: null };
  return def.pinned === "left" || def.pinned === true ? { ...def, pinned: null } : def;
}
