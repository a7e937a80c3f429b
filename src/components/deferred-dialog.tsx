import { Suspense, lazy, useEffect, useRef, type ComponentType } from "react";
import { whenIdle } from "../client/lib/route-prefetch";

/**
 * A list page's popup (a row's detail) loaded apart from the page (bundle budget): its code is
 * fetched once the page's first rows are in and the browser is idle (`whenIdle`), so a row click
 * finds it there, and it is mounted from its first open on, so it keeps its closing transition.
 * A `lazy()` rendered from the start would fetch it (and Blueprint's Dialog) before the rows.
 *
 *   const TalentDetail = deferredDialog(() => import("../dialogs/TalentDetailDialog")
 *     .then((m) => m.TalentDetailDialog), (p) => p.talent !== null);
 */
export function deferredDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetch = () => (loading ??= load().then((c) => ({ default: c })));
  const Lazy = lazy(fetch);
  return function DeferredDialog(props: P) {
    useEffect(() => whenIdle(fetch), []);
    const opened = useRef(false);
    if (isOpen(props)) opened.current = true;
    if (!opened.current) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
