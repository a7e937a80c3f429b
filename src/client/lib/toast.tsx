import { Suspense, lazy, type ReactNode } from "react";
import { Intent, type ToastProps, type Toaster } from "@blueprintjs/core";

// Spec §9: toasts top right, 3000 ms by default, with a progress bar.
export const TOAST_MS = 3000;

// Blueprint's toaster (Overlay2, portal, transitions: ~7 KB gzip) is not needed to paint a page,
// so it loads apart (bundle budget): its chunk is requested by the first render and the toaster
// mounts when it arrives. Toasts asked for before that wait in `pending`.
const ToasterHost = lazy(() => import("./toaster-host"));
let toaster: Toaster | null = null;
const pending: ToastProps[] = [];

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
  else pending.push(props);
}

export const toast = {
  success: (m: ReactNode, timeout?: number) => show(Intent.SUCCESS, m, timeout),
  error: (m: ReactNode, timeout?: number) => show(Intent.DANGER, m, timeout),
  info: (m: ReactNode, timeout?: number) => show(Intent.PRIMARY, m, timeout),
  warning: (m: ReactNode, timeout?: number) => show(Intent.WARNING, m, timeout),
};

/** The app's one toaster (inside OverlaysProvider); the page around it does not wait for it. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToasterHost onReady={attach} />
    </Suspense>
  );
}
