// One entity by id as a query atom, the same atom for the same id (detail dialogs, titles):
//   export const talentSummaryById = entityAtoms("summary-talent", (id) => getTalentSummary(id));
//   const q = useAtomValue(talentSummaryById(5));
// Keys start with `key`, so `queryClient.invalidateQueries({ queryKey: [key] })` refreshes all.
import type { Atom } from "jotai";
import { atomWithQuery, type AtomWithQueryResult } from "jotai-tanstack-query";

export type EntityAtom<T> = Atom<AtomWithQueryResult<T>>;

export function entityAtoms<T>(
  key: string,
  load: (id: number) => Promise<T>,
  opts: { staleTime?: number } = {},
): (id: number) => EntityAtom<T> {
  const cache = new Map<number, EntityAtom<T>>();
  return (id) => {
    let a = cache.get(id);
    if (!a) {
      a = atomWithQuery(() => ({
        queryKey: [key, id] as const,
        queryFn: () => load(id),
        staleTime: opts.staleTime ?? 0,
      }));
      cache.set(id, a);
    }
    return a;
  };
}
