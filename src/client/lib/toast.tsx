import type { ReactNode } from "react";
import { Intent, OverlayToaster, Position, type Toaster } from "@blueprintjs/core";

// Spec §9: toasts top right, 3000 ms by default, with a progress bar.
export const TOAST_MS = 3000;
let toaster: Toaster | null = null;

export const toasterRef = (t: Toaster | null) => {
  toaster = t;
};
export { OverlayToaster, Position };

function show(intent: Intent, message: ReactNode, timeout = TOAST_MS) {
  toaster?.show({
    intent,
    timeout,
    message: (
      <span className="toast-body" role="status">
        {message}
        <span className="toast-progress" style={{ animationDuration: `${timeout}ms` }} />
      </span>
    ),
  });
}

export const toast = {
  success: (m: ReactNode, timeout?: number) => show(Intent.SUCCESS, m, timeout),
  error: (m: ReactNode, timeout?: number) => show(Intent.DANGER, m, timeout),
  info: (m: ReactNode, timeout?: number) => show(Intent.PRIMARY, m, timeout),
  warning: (m: ReactNode, timeout?: number) => show(Intent.WARNING, m, timeout),
};
