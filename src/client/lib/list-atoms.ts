// The state of one server-paged list or report: page, size, sort, search, filters, a period
// (date range and/or month) and a scope id, kept in atoms AND in the URL's query string, so a
// reload, Back or a shared link shows the same page. Parameter atoms feed one query atom.
//
// Usage (features/<area>/atoms.ts):
//   export const talentReport = createListAtoms<Row>({
//     key: "talent-report",
//     path: paths.talentReport.pattern,   // the route the list lives on; ":id" → params.scopeId
//     defaultSize: 10,
//     defaultSort: { by: "date", dir: "DESC" },
//     filterKeys: ["refund_status"],     // query-string keys kept as filters
//     defaultMonth: () => currentMonthIn(), // lists with a month picker (`?month=`)
//     fetch: (p) => getReport(p.scopeId!, { page: p.page, limit: p.size, ... }),
//   });
// then in the page: `useListGrid(talentReport)` → spread `grid` into ServerGrid.
//
// URL keys (defaults are left out): page (1-based, as the pager shows it), size, q (search),
// sort + order (asc|desc), start + end (YYYY-MM-DD), month (YYYY-MM), and each filter key.
// `urlPrefix` prefixes every key, for a second list on the same screen; lists without `path`
// (dialogs) keep their state in atoms only. Changing size, search, a filter, the sort or the
// period returns to the first page (RULES.md S4). Mutations invalidate `key`; rows are never edited
// in place. Leaving the path for a child route (a form dialog over the list) and coming back
// without a query string restores the list's last state.
import { periodToWire, sortToWire, type ListSort } from "../../contract/list-query";
import { filterKeys, pickFilters, type ColumnFilterFields } from "../../contract/filter-fields";
import { atom } from "jotai";
import type { ListId } from "../../contract/lists";
import { atomWithQuery, keepPreviousData, queryClient } from "./query-client";
import { matchPath } from "react-router-dom";
import { store } from "./store";
import { currentLocation, onLocation, replaceSearch, type UrlLocation } from "./url-state";
import type { QueryRoot } from "./invalidation";

export interface ListParams {
  /** 0-based page. */
  page: number;
  size: number;
  search: string;
  filters: Record<string, string>;
  sort: ListSort | null;
  /** Date range, YYYY-MM-DD or "" when open. */
  start: string;
  end: string;
  /** YYYY-MM or "" (lists without a month picker). */
  month: string;
  /** The `:id` (or `scopeParam`) of the list's path: one talent's or one admin's report. */
  scopeId: number | null;
}

interface PageResult<Row> {
  rows: Row[];
  totalRows: number;
}
// Server sums for pinned rows travel in the list's `Extra` (e.g. `{ totals: { page, all } }`),
// typed per list: createListAtoms<Row, { totals: ... }>.

/** The Extra of a list that hands its grid ready labelled pinned rows (`pinnedRow(...)`). */
export interface PinnedTotals<Row> {
  totals: Partial<Row>[];
}

export interface ListOptions<Row, Extra = unknown> {
  /** The root of the list's query keys: what invalidation.ts refreshes after a write. */
  key: QueryRoot;
  defaultSize: number;
  fetch: (p: ListParams) => Promise<PageResult<Row> & Extra>;
  /** Filters in force when the URL names none. */
  initialFilters?: Record<string, string>;
  /** Route pattern the list is shown on; its query string mirrors the list's state. */
  path?: string;
  /** Route param holding the scope id. Default "id". */
  scopeParam?: string;
  /** Prefix of every query-string key (two lists on one screen). */
  urlPrefix?: string;
  /** Query-string keys read as filters (besides those of `initialFilters`). */
  filterKeys?: string[];
  defaultSort?: ListSort | null;
  /** Month when the URL names none (month-picker lists), e.g. the current month in Jakarta. */
  defaultMonth?: () => string;
  /** Largest page size a URL may ask for. Default 100 (the API's limit). */
  maxSize?: number;
  /**
   * The grid exports (toolbar 'Export CSV' / 'Export Excel') as this declared list
   * (contract/lists.ts) with the query the list's fetch sends: all rows, not the page.
   */
  exportAs?: {
    list: ListId;
    query: (p: ListParams) => Record<string, string | number | undefined>;
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function defaultsOf<Row, Extra>(opts: ListOptions<Row, Extra>): ListParams {
  return {
    page: 0,
    size: opts.defaultSize,
    search: "",
    filters: { ...opts.initialFilters },
    sort: opts.defaultSort ?? null,
    start: "",
    end: "",
    month: opts.defaultMonth?.() ?? "",
    scopeId: null,
  };
}

const positiveInt = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

function parseUrl<Row, Extra>(
  opts: ListOptions<Row, Extra>,
  loc: UrlLocation,
  params: Record<string, string | undefined>,
): ListParams {
  const p = opts.urlPrefix ?? "";
  const q = new URLSearchParams(loc.search);
  const d = defaultsOf(opts);
  const page = positiveInt(q.get(`${p}page`));
  const size = positiveInt(q.get(`${p}size`));
  const sortField = q.get(`${p}sort`);
  const order = q.get(`${p}order`);
  const filters = { ...d.filters };
  for (const k of new Set([...(opts.filterKeys ?? []), ...Object.keys(d.filters)])) {
    const v = q.get(`${p}${k}`);
    if (v !== null) {
      if (v) filters[k] = v;
      else delete filters[k];
    }
  }
  const start = q.get(`${p}start`) ?? "";
  const end = q.get(`${p}end`) ?? "";
  const month = q.get(`${p}month`) ?? "";
  const scope = positiveInt(params[opts.scopeParam ?? "id"] ?? null);
  return {
    page: page && page > 0 ? page - 1 : 0,
    size: size && size > 0 && size <= (opts.maxSize ?? 100) ? size : d.size,
    search: q.get(`${p}q`) ?? "",
    filters,
    sort: sortField
      ? { by: sortField, dir: order === "desc" ? "DESC" : "ASC" }
      : sortField === ""
        ? null
        : d.sort,
    start: DATE.test(start) ? start : "",
    end: DATE.test(end) ? end : "",
    month: MONTH.test(month) ? month : d.month,
    scopeId: scope && scope > 0 ? scope : null,
  };
}

/** The list's query string: the current one with this list's keys rewritten (defaults left out). */
function toSearch<Row, Extra>(opts: ListOptions<Row, Extra>, s: ListParams, base: string): string {
  const p = opts.urlPrefix ?? "";
  const d = defaultsOf(opts);
  const q = new URLSearchParams(base);
  const put = (k: string, v: string | null) => (v === null ? q.delete(p + k) : q.set(p + k, v));
  put("page", s.page > 0 ? String(s.page + 1) : null);
  put("size", s.size !== d.size ? String(s.size) : null);
  put("q", s.search ? s.search : null);
  const sameSort = s.sort?.by === d.sort?.by && s.sort?.dir === d.sort?.dir;
  put("sort", sameSort ? null : (s.sort?.by ?? ""));
  put("order", sameSort || !s.sort ? null : s.sort.dir === "DESC" ? "desc" : "asc");
  put("start", s.start || null);
  put("end", s.end || null);
  put("month", s.month && s.month !== d.month ? s.month : null);
  for (const k of new Set([...(opts.filterKeys ?? []), ...Object.keys(d.filters)])) {
    const v = s.filters[k] ?? "";
    put(k, v === (d.filters[k] ?? "") ? null : v);
  }
  const out = q.toString();
  return out ? `?${out}` : "";
}

export function createListAtoms<Row, Extra = unknown>(opts: ListOptions<Row, Extra>) {
  const stateAtom = atom<ListParams>(defaultsOf(opts));
  const prefix = opts.urlPrefix ?? "";
  const ownKeys = (search: string) =>
    [...new URLSearchParams(search).keys()].some((k) => k.startsWith(prefix) || !prefix);

  const match = (pathname: string) =>
    opts.path ? matchPath({ path: opts.path, end: true }, pathname) : null;

  // URL → atoms: whenever the location is the list's path.
  if (opts.path) {
    onLocation((loc, prev, preview) => {
      const m = match(loc.pathname);
      if (!m) return;
      const cameBackFromChild =
        prev !== null &&
        prev.pathname.startsWith(loc.pathname.replace(/\/$/, "") + "/") &&
        !ownKeys(loc.search);
      if (cameBackFromChild) {
        if (preview) return; // the list keeps its state; the URL is written once it commits
        // Back from a form dialog route: keep the list where it was (and show it in the URL).
        const kept = store.get(stateAtom);
        replaceSearch(toSearch(opts, kept, loc.search));
        return;
      }
      const next = parseUrl(opts, loc, m.params);
      if (JSON.stringify(next) !== JSON.stringify(store.get(stateAtom))) store.set(stateAtom, next);
    });
  }

  // atoms → URL: every change made through the setters below, when the list's path is shown.
  const update = atom(null, (get, set, patch: Partial<ListParams>, resetPage: boolean) => {
    const next: ListParams = { ...get(stateAtom), ...patch };
    if (resetPage) next.page = 0;
    set(stateAtom, next);
    const loc = currentLocation();
    if (match(loc.pathname)) replaceSearch(toSearch(opts, next, loc.search));
  });

  const paramsAtom = atom((get) => get(stateAtom));
  const field = <K extends keyof ListParams>(k: K, resetPage: boolean) =>
    atom(
      (get) => get(stateAtom)[k],
      (_get, set, v: ListParams[K]) => set(update, { [k]: v } as Partial<ListParams>, resetPage),
    );

  const pageAtom = field("page", false);
  const sizeAtom = field("size", true);
  const searchAtom = field("search", true);
  const filtersAtom = field("filters", true);
  const sortAtom = field("sort", true);
  const monthAtom = field("month", true);
  const scopeIdAtom = atom((get) => get(stateAtom).scopeId);
  const rangeAtom = atom(
    (get) => ({ start: get(stateAtom).start, end: get(stateAtom).end }),
    (_get, set, r: { start: string; end: string }) => set(update, r, true),
  );
  const setFilterAtom = atom(null, (get, set, key: string, value: string) => {
    const next = { ...get(stateAtom).filters };
    if (value) next[key] = value;
    else delete next[key];
    set(filtersAtom, next);
  });

  /** Header filters: the filters plus the period as `start` / `end`; a patch ("" clears). */
  const columnFiltersAtom = atom(
    (get) => {
      const s = get(stateAtom);
      return { ...s.filters, start: s.start, end: s.end };
    },
    (get, set, patch: Record<string, string>) => {
      const s = get(stateAtom);
      const next = { filters: { ...s.filters }, start: s.start, end: s.end };
      for (const [k, v] of Object.entries(patch)) {
        if (k === "start" || k === "end") next[k] = v;
        else if (v) next.filters[k] = v;
        else delete next.filters[k];
      }
      set(update, next, true);
    },
  );

  const queryAtom = atomWithQuery((get) => {
    const params = get(paramsAtom);
    return {
      queryKey: [opts.key, params] as const,
      queryFn: () => opts.fetch(params),
      placeholderData: keepPreviousData,
    };
  });

  const invalidate = () => queryClient.invalidateQueries({ queryKey: [opts.key] });

  return {
    key: opts.key,
    exportAs: opts.exportAs,
    paramsAtom,
    pageAtom,
    sizeAtom,
    searchAtom,
    filtersAtom,
    sortAtom,
    rangeAtom,
    columnFiltersAtom,
    monthAtom,
    scopeIdAtom,
    setFilterAtom,
    queryAtom,
    invalidate,
  };
}

/** How a list's GET names its search (none: no search), whether it takes a period and a sort. */
interface WireNames {
  search?: "search" | "search_query";
  period?: boolean;
  unsorted?: boolean;
}

/**
 * A list's state as its GET's query: the search, the header filters among `keys`, the period
 * (lists with one), the page and the sort. The grid's export sends the same query.
 */
function wireQuery(keys: string[], names: WireNames) {
  return (p: ListParams): Record<string, string | number | undefined> => ({
    ...(names.search ? { [names.search]: p.search } : {}),
    ...pickFilters(p.filters, keys),
    ...(names.period ? periodToWire(p) : {}),
    page: p.page,
    limit: p.size,
    ...(names.unsorted ? {} : sortToWire(p.sort)),
  });
}

/**
 * The options of a list whose one GET answers the spec's page (`result`, `totalRows`): its
 * filter keys, `fetch` and `exportAs` (the declared list, same query), from the call, the
 * list's header filters and how the call names its search and period.
 */
export function pagedCall<Row, Q, Res extends { result: Row[]; totalRows: number }>(
  get: (query: Q) => Promise<Res>,
  list: ListId,
  filters: ColumnFilterFields,
  names: WireNames = {},
) {
  const keys = filterKeys(filters);
  const query = wireQuery(keys, names);
  return {
    filterKeys: keys,
    // the rest of the answer (a list's totals) is the list's Extra
    fetch: async (p: ListParams) => {
      const { result, ...rest } = await get(query(p) as Q);
      return { rows: result, ...rest };
    },
    exportAs: { list, query },
  };
}

export type ListAtoms<Row, Extra = unknown> = ReturnType<typeof createListAtoms<Row, Extra>>;
