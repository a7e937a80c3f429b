// One query atom per id for edit dialogs and detail popups: the same atom for the same id
// (jotai 3 has no atomFamily), keyed `[key, "detail", id]` so invalidating `key` refreshes it.
import { atomWithQuery } from "jotai-tanstack-query";

export function detailFamily<T>(key: string, load: (id: number) => Promise<T>) {
  const atoms = new Map<number, ReturnType<typeof make>>();
  const make = (id: number) =>
    atomWithQuery(() => ({ queryKey: [key, "detail", id], queryFn: () => load(id), staleTime: 0 }));
  return (id: number) => {
    let a = atoms.get(id);
    if (!a) atoms.set(id, (a = make(id)));
    return a;
  };
}
