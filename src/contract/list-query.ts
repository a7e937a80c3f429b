// A list's query under one name per concept, on the server (use cases, repositories) and in the
// browser (list atoms, grids): `search`, the period `{ start, end }`, the sort `{ by, dir }` and
// the header filters (filter-fields.ts). The spec fixes other names on the wire (`search_query`,
// `start_date` / `end_date`, `sort_by` / `sort_order`, RULES.md S7); this module is the one place
// that maps between the two, both ways. No zod: the browser's list atoms load it.

export type SortDir = "ASC" | "DESC";

/**
 * A free-text search of the order list or a person's report counts its matches only up to this
 * many: past it the answer says `totalRowsCapped: true` ("10.000+ data") and leaves the all-rows
 * totals out, so a common word costs a page read, not a pass over every match.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** A list's sort: one of the list's sort keys and a direction. */
export interface ListSort<K extends string = string> {
  by: K;
  dir: SortDir;
}

/** Inclusive period of days (`YYYY-MM-DD`); either end may be open. */
export interface DateRange {
  start?: string;
  end?: string;
}

/** The wire's sort keys (a catalog list's `sort_by` is optional: its own order by id). */
export interface SortWire<K extends string = string> {
  sort_by?: K;
  sort_order?: SortDir;
}

/** Wire → sort: `sort_by` / `sort_order` as a ListSort (none when the list sends no key). */
export function sortFromWire<K extends string>(q: { sort_by: K; sort_order: SortDir }): ListSort<K>;
export function sortFromWire<K extends string>(
  q: SortWire<K> & { sort_order: SortDir },
): ListSort<K> | undefined;
export function sortFromWire<K extends string>(q: SortWire<K> & { sort_order: SortDir }) {
  return q.sort_by === undefined ? undefined : { by: q.sort_by, dir: q.sort_order };
}

/** Sort → wire (absent when unsorted: the list's default order). */
export const sortToWire = <K extends string>(s: ListSort<K> | null | undefined): SortWire<K> =>
  s ? { sort_by: s.by, sort_order: s.dir } : {};

/** Wire → period. */
export const periodFromWire = (q: { start_date?: string; end_date?: string }): DateRange => ({
  start: q.start_date,
  end: q.end_date,
});

/** Period → wire ("" or absent: an open end, left out). */
export const periodToWire = (p: DateRange) => ({
  start_date: p.start || undefined,
  end_date: p.end || undefined,
});

/** A paged list's query under the inward names (use cases, repositories). */
export interface ListInput<K extends string = string> {
  search: string;
  period: DateRange;
  sort: ListSort<K>;
  page: number;
  limit: number;
}

/** Wire → ListInput: the spec's names mapped once, at the route (RULES.md S7). */
export const listFromWire = <K extends string>(q: {
  search: string;
  start_date?: string;
  end_date?: string;
  sort_by: K;
  sort_order: SortDir;
  page: number;
  limit: number;
}): ListInput<K> => ({
  search: q.search,
  period: periodFromWire(q),
  sort: sortFromWire(q),
  page: q.page,
  limit: q.limit,
});
