// Start a page's queries when its route matches, not after its code has loaded and mounted.
// react-router runs a route's static `loader` beside its `lazy` import, so the API calls and the
// page's chunk (AG Grid alone is ~250 KB gzip) load at the same time. The loader returns at once:
// the route never waits for data, the page renders its frame and fills in from the cache. Lists
// take the coming URL's params first (previewLocation), so a report opened for another talent or
// month fetches that one at once.
//
//   { path, lazy: lazyPage(() => import("./pages/X")),
//     loader: prefetchQueries(() => import("./atoms").then((a) => [a.xList.queryAtom])) }
import type { Atom } from "jotai";
import type { SessionUser } from "../../contract/users";
import { sessionAtom } from "./session";
import { store } from "./store";
import { previewLocation } from "./url-state";
import { pageBusy, whenPageFree } from "./page-activity";

/** How long the prefetch keeps the atoms mounted: enough for the page to mount and take over. */
const HOLD_MS = 20_000;
const noop = () => undefined;

/** Runs `fn` with the user once the session is known and signed in (never for anonymous). */
function whenSignedIn(fn: (user: SessionUser) => void) {
  const run = () => {
    const s = store.get(sessionAtom);
    if (s.status === "loading") return false;
    if (s.status === "authenticated") fn(s.user);
    return true;
  };
  if (run()) return;
  const unsub = store.sub(sessionAtom, () => {
    if (run()) unsub();
  });
}

/** Mounts query atoms in the app store for a while: their queries fetch now (or reuse the cache). */
export function prefetchAtoms(atoms: Atom<unknown>[]) {
  for (const a of atoms) setTimeout(store.sub(a, noop), HOLD_MS);
}

/**
 * A route `loader` that prefetches the query atoms `load` returns (import the feature's atoms
 * module lazily, so it lands in a small chunk of its own). `when` skips the prefetch for users
 * the page would refuse (e.g. owner-only pages: a refused call would end the session).
 */
export function prefetchQueries(
  load: () => Promise<Atom<unknown>[]>,
  when: (user: SessionUser) => boolean = () => true,
) {
  return ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    previewLocation({ pathname: url.pathname, search: url.search });
    // the atoms' chunk is imported at once, not once the session is known: the import takes a
    // task of its own, and by then React's first render (the shell, ~70 ms) had gone ahead of it
    const atoms = load();
    atoms.catch(noop);
    whenSignedIn((user) => {
      if (when(user)) atoms.then(prefetchAtoms, noop);
    });
    return null;
  };
}

/** The longest `whenIdle` waits for the page's first view (a page that keeps calling). */
const FIRST_VIEW_WAIT_MS = 5_000;

/**
 * Runs `fn` for work that can wait (prefetching popups, icons, the toaster): once the page's
 * first view is in (no API call in flight, every grid's first rows rendered: page-activity.ts)
 * and painted, when the browser is idle — or after a short delay where idle callbacks are
 * missing. Checked again when idle: a page that mounted meanwhile may have started calls.
 */
export function whenIdle(fn: () => unknown) {
  const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
  const deadline = Date.now() + FIRST_VIEW_WAIT_MS;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    void fn();
  };
  // a hold that never ends (a grid that never renders rows, a hanging call) must not keep `fn`
  // waiting past the cap
  setTimeout(run, FIRST_VIEW_WAIT_MS);
  const idle = (cb: () => void) =>
    w.requestIdleCallback ? w.requestIdleCallback(cb) : setTimeout(cb, 200);
  const attempt = () =>
    whenPageFree(() =>
      requestAnimationFrame(() =>
        idle(() => (pageBusy() && Date.now() < deadline ? attempt() : run())),
      ),
    );
  attempt();
}
