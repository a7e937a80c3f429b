import { Suspense, lazy, useEffect, useState, type ReactNode } from "react";
import { Intent, type ToastProps, type Toaster } from "@blueprintjs/core";
import { whenIdle } from "./route-prefetch";

// Spec §9: toasts top right, 3000 ms by default, with a progress bar.
export const TOAST_MS = 3000;

// Blueprint's toaster (Overlay2, portal, transitions: ~7 KB gzip) is not needed to paint a page,
// so it loads apart (bundle budget): fetched when the browser is idle after the first render,
// mounted on the first toast. Toasts asked for before it is there wait in `pending`.
const loadHost = () => import("./toaster-host");
const ToasterHost = lazy(loadHost);
let toaster: Toaster | null = null;
const pending: ToastProps[] = [];
let mountHost: (() => void) | null = null;

function attach(t: Toaster | null) {
  toaster = t;
  if (t) for (const props of pending.splice(0)) t.show(props);
}

function show(intent: Intent, message: ReactNode, timeout = TOAST_MS) {
  const props: ToastProps = {
    intent,
    timeout,
    message: (
      <span className="toast-body" role="status">
        {message}
        <span className="toast-progress" style={{ animationDuration: `${timeout}ms` }} />
      </span>
    ),
  };
  if (toaster) toaster.show(props);
  else {
    pending.push(props);
    mountHost?.();
  }
}

export const toast = {
  success: (m: ReactNode, timeout?: number) => show(Intent.SUCCESS, m, timeout),
  error: (m: ReactNode, timeout?: number) => show(Intent.DANGER, m, timeout),
  info: (m: ReactNode, timeout?: number) => show(Intent.PRIMARY, m, timeout),
  warning: (m: ReactNode, timeout?: number) => show(Intent.WARNING, m, timeout),
};

/** The app's one toaster (inside OverlaysProvider), mounted with the first toast. */
export function Toasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountHost = () => setMounted(true);
    if (pending.length) setMounted(true);
    whenIdle(loadHost);
    return () => {
      mountHost = null;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost onReady={attach} />
    </Suspense>
  );
}
