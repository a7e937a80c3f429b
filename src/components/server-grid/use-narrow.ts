// Phones (issue 25): under 600 px a grid keeps the money pinned on the right and lets everything
// else scroll, so the identifying column is the first thing in the scrolling part instead of a
// sliver between pinned blocks; the row number gives its room to the data.
import { useSyncExternalStore } from "react";
import type { ColDef } from "ag-grid-community";

const QUERY = "(max-width: 600px)";

function subscribe(onChange: () => void) {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener("change", onChange);
  return () => mq.removeEventListener("change", onChange);
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/** A column as a phone shows it: left pins dropped, the row number hidden. */
export function forNarrow<Row>(def: ColDef<Row>): ColDef<Row> {
  if (def.colId === "rowNumber") return { ...def, hide: true, pinned: null };
  return def.pinned === "left" || def.pinned === true ? { ...def, pinned: null } : def;
}
