// One entity by id as a query atom, the same atom for the same id (detail dialogs, titles):
//   export const talentSummaryById = entityAtoms("summary-talent", (id) => getTalentSummary(id));
//   const q = useAtomValue(talentSummaryById(5));
// The id may be a composite text key (e.g. `${id}|${start}|${end}`) when more than the id matters.
// Keys start with `key`, so `queryClient.invalidateQueries({ queryKey: [key] })` refreshes all.
import type { Atom } from "jotai";
import type { AtomWithQueryResult } from "./query-client";
import { queryAtom, type QueryRoot } from "./invalidation";

export type EntityAtom<T> = Atom<AtomWithQueryResult<T>>;

export function entityAtoms<T, K extends string | number = number>(
  key: QueryRoot,
  load: (id: K) => Promise<T>,
  opts: { staleTime?: number } = {},
): (id: K) => EntityAtom<T> {
  const cache = new Map<K, EntityAtom<T>>();
  return (id) => {
    let a = cache.get(id);
    if (!a) {
      a = queryAtom(key, () => ({
        key: [id],
        queryFn: () => load(id),
        staleTime: opts.staleTime ?? 0,
      }));
      cache.set(id, a);
    }
    return a;
  };
}
