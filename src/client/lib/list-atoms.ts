// The state of one server-paged list: parameter atoms feed one query atom. Changing the page
// size, the search text or a filter returns to the first page (spec §4). Mutations invalidate
// `key`; rows are never edited in place.
import { atom } from "jotai";
import { atomWithQuery } from "jotai-tanstack-query";
import { keepPreviousData } from "@tanstack/query-core";
import { queryClient } from "./store";

export interface ListParams {
  page: number;
  size: number;
  search: string;
  filters: Record<string, string>;
}

export interface PageResult<Row> {
  rows: Row[];
  totalRows: number;
  /** Server-computed sums for pinned rows, when the list has them. */
  totals?: Partial<Row>[];
}

export function createListAtoms<Row>(opts: {
  key: string;
  defaultSize: number;
  fetch: (p: ListParams) => Promise<PageResult<Row>>;
  /** Extra key parts for lists scoped to an entity (e.g. one talent's orders). */
  initialFilters?: Record<string, string>;
}) {
  const pageAtom = atom(0);
  const sizeAtom = atom(opts.defaultSize);
  const searchAtom = atom("");
  const filtersAtom = atom<Record<string, string>>(opts.initialFilters ?? {});

  const paramsAtom = atom<ListParams>((get) => ({
    page: get(pageAtom),
    size: get(sizeAtom),
    search: get(searchAtom),
    filters: get(filtersAtom),
  }));

  const setSizeAtom = atom(null, (_get, set, size: number) => {
    set(sizeAtom, size);
    set(pageAtom, 0);
  });
  const setSearchAtom = atom(null, (_get, set, search: string) => {
    set(searchAtom, search);
    set(pageAtom, 0);
  });
  const setFilterAtom = atom(null, (get, set, field: string, value: string) => {
    const next = { ...get(filtersAtom) };
    if (value) next[field] = value;
    else delete next[field];
    set(filtersAtom, next);
    set(pageAtom, 0);
  });

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
    pageAtom,
    sizeAtom,
    searchAtom,
    filtersAtom,
    paramsAtom,
    setSizeAtom,
    setSearchAtom,
    setFilterAtom,
    queryAtom,
    invalidate,
  };
}

export type ListAtoms<Row> = ReturnType<typeof createListAtoms<Row>>;
