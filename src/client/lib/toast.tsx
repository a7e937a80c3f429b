import { Suspense, lazy, useEffect, useState, type ReactNode } from "react";
import { Intent, type IconName, type ToastProps, type Toaster } from "@blueprintjs/core";

// RULES.md S9: toasts top right, 3000 ms by default, with a progress bar.
const TOAST_MS = 3000;

// Blueprint's toaster (Overlay2, portal, transitions: ~9 KB gzip) is not needed to paint a page,
// so it loads apart (bundle budget) once the first page is on screen (mountToaster, from the
// entry) or with the first toast, whichever comes first. Toasts asked for before that wait in
// `pending`.
const ToasterHost = lazy(() => import("./toaster-host"));
let toaster: Toaster | null = null;
const pending: ToastProps[] = [];
let wanted = false;
let want: (() => void) | null = null;

/** Loads and mounts the toaster now (the entry calls it once the first route has painted). */
export function mountToaster() {
  wanted = true;
  want?.();
}

function attach(t: Toaster | null) {
  toaster = t;
  if (t) for (const props of pending.splice(0)) t.show(props);
}

/** A button in the toast ('Kirim via WhatsApp' after a payout): its click is the user's. */
export interface ToastAction {
  text: string;
  icon?: IconName;
  onClick: () => void;
}

/** Calls `onShown` once its toast is in the page (not when it was asked for: the toaster may
 * still be loading, or the render late under load), so what follows a toast ("…after 3 s")
 * counts from what the user saw. It may run again if the toast mounts again. */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

function show(
  intent: Intent,
  message: ReactNode,
  timeout = TOAST_MS,
  action?: ToastAction,
  onShown?: () => void,
) {
  const props: ToastProps = {
    intent,
    timeout,
    action,
    message: (
      <span className="toast-body" role="status">
        {message}
        <span className="toast-progress" style={{ animationDuration: `${timeout}ms` }} />
        {onShown && <Shown onShown={onShown} />}
      </span>
    ),
  };
  if (toaster) toaster.show(props);
  else {
    pending.push(props);
    mountToaster();
  }
}

export const toast = {
  success: (m: ReactNode, timeout?: number, action?: ToastAction) =>
    show(Intent.SUCCESS, m, timeout, action),
  error: (m: ReactNode, timeout?: number, onShown?: () => void) =>
    show(Intent.DANGER, m, timeout, undefined, onShown),
  info: (m: ReactNode, timeout?: number) => show(Intent.PRIMARY, m, timeout),
  warning: (m: ReactNode, timeout?: number) => show(Intent.WARNING, m, timeout),
};

/** The app's one toaster (inside OverlaysProvider); the page around it does not wait for it. */
export function Toasts() {
  const [mounted, setMounted] = useState(wanted);
  useEffect(() => {
    want = () => setMounted(true);
    if (wanted) setMounted(true);
    return () => {
      want = null;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterHost onReady={attach} />
    </Suspense>
  );
}
