// The browser location as an atom, and query-string writes that go through the router.
// Usage: router.tsx calls `bindRouter(router)` once; list atoms (list-atoms.ts) subscribe with
// `onLocation` and write with `replaceSearch`. Components keep using react-router as usual.
// Why not hooks: list state lives in module-level atoms that must follow the URL before the first
// render of a page (no request with stale params), so the sync sits at the router, not in pages.

export interface UrlLocation {
  pathname: string;
  search: string;
}

interface RouterLike {
  state: { location: UrlLocation };
  subscribe: (fn: (state: { location: UrlLocation }) => void) => unknown;
  navigate: (to: { pathname: string; search: string }, opts: { replace: boolean }) => unknown;
}

/** `preview`: the location of a navigation that has not committed yet (see previewLocation). */
type Listener = (next: UrlLocation, prev: UrlLocation | null, preview?: boolean) => void;

let router: RouterLike | null = null;
let current: UrlLocation =
  typeof window === "undefined"
    ? { pathname: "/", search: "" }
    : { pathname: window.location.pathname, search: window.location.search };
const listeners = new Set<Listener>();

/** Connects the URL state to the app's data router (once, where the router is created). */
export function bindRouter(r: RouterLike): void {
  router = r;
  current = { ...r.state.location };
  r.subscribe((state) => {
    const prev = current;
    const next = { pathname: state.location.pathname, search: state.location.search };
    if (next.pathname === prev.pathname && next.search === prev.search) return;
    current = next;
    for (const fn of listeners) fn(next, prev);
  });
}

/** Calls `fn` with the current location now and on every later change; returns an unsubscribe. */
export function onLocation(fn: Listener): () => void {
  listeners.add(fn);
  fn(current, null);
  return () => listeners.delete(fn);
}

export const currentLocation = (): UrlLocation => current;

/**
 * A navigation that is about to commit, as a route loader sees it: lists on that path take its
 * params now, so the queries the loader prefetches ask for the page that is coming, not for the
 * last state of that list. The commit itself notifies again (a list whose params are already
 * right does not change). Nothing is written to the URL here.
 */
export function previewLocation(next: UrlLocation): void {
  if (next.pathname === current.pathname && next.search === current.search) return;
  for (const fn of listeners) fn(next, current, true);
}

/** Replaces the query string of the current path (no new history entry). */
export function replaceSearch(search: string): void {
  writeSearch(search, true);
}

/** Goes to the current path with another query string, as a new history entry (Back returns). */
export function pushSearch(search: string): void {
  writeSearch(search, false);
}

function writeSearch(search: string, replace: boolean): void {
  const normalized = search && !search.startsWith("?") ? `?${search}` : search;
  if (normalized === current.search) return;
  if (router) {
    void router.navigate({ pathname: current.pathname, search: normalized }, { replace });
  } else {
    const prev = current;
    current = { pathname: current.pathname, search: normalized };
    for (const fn of listeners) fn(current, prev);
  }
}
