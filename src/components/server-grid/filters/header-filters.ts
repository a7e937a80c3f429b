// Filters in the grid's header (spreadsheet style): a column opts in with
// `context: { headerFilter: {...} }` (see HeaderFilterSpec) and shows its control under its
// title; the values are the caller's (list atoms → URL → server), keyed by the API's names.
// AG Grid's filter modules are not used (~28 KB gzip on every grid route): the control is ours,
// rendered as AG Grid's `innerHeaderComponent`, so sort arrows and resizing stay AG Grid's.
import type { ColDef } from "ag-grid-community";
import { useEffect, useState } from "react";
import { formatNumber, formatRupiah } from "../../../client/lib/format";
import { toShown } from "../../report/date-range";

/** What a column filters by; keys are the API's query names. */
export type HeaderFilterSpec =
  /** "contains" text, `key` = the field (e.g. `customer_name`). */
  | { kind: "text"; key: string }
  /**
   * from–to on figures: `<key>_min` / `<key>_max`; `money` reads rupiah text; `signed` takes a
   * '-'; `max`: the list query's bound on this figure (RULES.md D8), refused past it (and below
   * −max when signed) with the rupiah parser's message before anything is asked.
   */
  | { kind: "range"; key: string; money?: boolean; signed?: boolean; max?: number }
  /** a date range: `start` / `end` (YYYY-MM-DD), the list's period. */
  | { kind: "date" }
  /** one of the column's values ('Semua' = none). */
  | { kind: "select"; key: string; options: readonly { value: string; label: string }[] };

/**
 * What a from–to or date filter says when set: `Rp 1.000.000 – …` on money, `18 – 30` on
 * figures, `01/03/2025 – 31/03/2025` on dates; "" when neither end is set. Words and rupiah,
 * never the query's digits (RULES.md D4).
 */
export function rangeText(kind: "range" | "date", money: boolean, a: string, b: string): string {
  if (!a && !b) return "";
  const end = (v: string) =>
    !v ? "…" : kind === "date" ? toShown(v) || v : money ? formatRupiah(v) : formatNumber(v);
  return `${end(a)} – ${end(b)}`;
}

/** `rangeText` of a spec over the values ("" when it is not set); a text or select shows its value. */
export function filterText(spec: HeaderFilterSpec, values: Record<string, string>): string {
  const v = (k: string) => values[k] ?? "";
  if (spec.kind === "range")
    return rangeText("range", !!spec.money, v(`${spec.key}_min`), v(`${spec.key}_max`));
  if (spec.kind === "date") return rangeText("date", false, v("start"), v("end"));
  if (spec.kind === "select") return spec.options.find((o) => o.value === v(spec.key))?.label ?? "";
  return v(spec.key);
}

/** The keys a spec writes (what 'Hapus filter' clears and what shows it as active). */
export function keysOf(spec: HeaderFilterSpec): string[] {
  if (spec.kind === "date") return ["start", "end"];
  if (spec.kind === "range") return [`${spec.key}_min`, `${spec.key}_max`];
  return [spec.key];
}

export const specOf = <Row>(def: ColDef<Row>): HeaderFilterSpec | undefined =>
  (def.context as { headerFilter?: HeaderFilterSpec } | undefined)?.headerFilter;

/** The caller's filter values and their setter (a patch; "" clears a key). */
export interface HeaderFilters {
  values: Record<string, string>;
  onChange: (patch: Record<string, string>) => void;
}

/**
 * The header cells read the values from this store (AG Grid renders header components once; a
 * store they subscribe to lets them follow the URL without rebuilding the columns).
 */
export class HeaderFilterStore {
  values: Record<string, string> = {};
  onChange: HeaderFilters["onChange"] = () => {};
  private listeners = new Set<() => void>();
  /**
   * Text typed into a filter and not sent yet (it waits TEXT_DELAY_MS for more keys). The store
   * keeps it, not the header: AG Grid re-creates the headers when the grid's columns are rebuilt
   * (the talent list's, when the category picker refetches after a save), and a draft kept in the
   * header was lost with it: the typed filter was never applied.
   */
  private drafts = new Map<string, { text: string; timer: ReturnType<typeof setTimeout> }>();
  draftOf = (key: string) => this.drafts.get(key)?.text;
  type(key: string, text: string) {
    clearTimeout(this.drafts.get(key)?.timer);
    const timer = setTimeout(() => {
      this.drafts.delete(key);
      const next = text.trim();
      if (next !== (this.values[key] ?? "")) this.onChange({ [key]: next });
    }, TEXT_DELAY_MS);
    this.drafts.set(key, { text, timer });
  }
  /** The grid is gone: drafts are dropped, not sent (the user has left the list). */
  dispose() {
    for (const d of this.drafts.values()) clearTimeout(d.timer);
    this.drafts.clear();
  }
  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };
  get = () => this.values;
  publish(next: HeaderFilters) {
    this.onChange = next.onChange;
    if (JSON.stringify(next.values) === JSON.stringify(this.values)) return;
    this.values = next.values;
    for (const fn of this.listeners) fn();
  }
}

/** The grid's store, kept in step with the caller's values. */
export function useHeaderFilterStore(filters: HeaderFilters | undefined) {
  const [store] = useState(() => new HeaderFilterStore());
  useEffect(() => {
    if (filters) store.publish(filters);
  });
  useEffect(() => () => store.dispose(), [store]);
  return filters ? store : undefined;
}

/** How long a text filter waits for more keys before it asks the server. */
export const TEXT_DELAY_MS = 300;

/** Taller header room for title + control. */
export const FILTER_HEADER_HEIGHT = 62;

/** True when any of the grid's header filters holds a value. */
export function anyFilterSet<Row>(columns: ColDef<Row>[], values: Record<string, string>) {
  return columns.some((d) => {
    const spec = specOf(d);
    return spec ? keysOf(spec).some((k) => values[k]) : false;
  });
}

/** The patch that clears every header filter of the grid. */
export function clearPatch<Row>(columns: ColDef<Row>[]): Record<string, string> {
  const patch: Record<string, string> = {};
  for (const d of columns) {
    const spec = specOf(d);
    if (spec) for (const k of keysOf(spec)) patch[k] = "";
  }
  return patch;
}

/** Column props of a header filter: `{ field: "customer_name", ...filterBy.text("customer_name") }`. */
export const filterBy = {
  text: (key: string) => ({ context: { headerFilter: { kind: "text", key } as HeaderFilterSpec } }),
  range: (key: string) => ({
    context: { headerFilter: { kind: "range", key } as HeaderFilterSpec },
  }),
  /** Rupiah from–to within the list query's bound on it (contract rupiahRange, RULES.md D8). */
  money: (key: string, max: number, signed = false) => ({
    context: {
      headerFilter: { kind: "range", key, money: true, signed, max } as HeaderFilterSpec,
    },
  }),
  date: () => ({ context: { headerFilter: { kind: "date" } as HeaderFilterSpec } }),
  select: (key: string, values: readonly string[], label?: (v: string) => string) => ({
    context: {
      headerFilter: {
        kind: "select",
        key,
        options: values.map((v) => ({ value: v, label: label?.(v) ?? v })),
      } as HeaderFilterSpec,
    },
  }),
};
