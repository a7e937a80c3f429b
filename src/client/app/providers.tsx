import type { ReactNode } from "react";
import { Provider as JotaiProvider } from "jotai";
import { OverlaysProvider } from "@blueprintjs/core";
import { onSessionEnded } from "../lib/http";
import { signOut } from "../lib/session";
import { store } from "../lib/store";
import { Toasts, toast } from "../lib/toast";
import { paths } from "../lib/paths";
import { router } from "./router";

const REDIRECT_AFTER_DENIED_MS = 3000;
const REDIRECT_IF_UNSEEN_MS = 10_000;
let redirectPending = false;

// RULES.md S8, D11: a session that is gone (not a refused action) → toast, then /login after
// 3 s (once, however many calls failed). The server session ends too, or the refresh cookie
// would sign the user straight back in.
onSessionEnded(() => {
  if (redirectPending) return;
  redirectPending = true;
  let left = false;
  const redirect = async () => {
    if (left) return; // the unseen fallback came first
    left = true;
    await signOut();
    redirectPending = false;
    void router.navigate(paths.login.pattern, { replace: true });
  };
  // the 3 s count from when the toast is on screen, not from when it was asked for: from the
  // frame that paints it (its mount effect may run long before that frame when the page is
  // busy); a toaster that never loads (its chunk gone after a deploy) or a tab never painted
  // does not keep the user here
  const unseen = setTimeout(redirect, REDIRECT_IF_UNSEEN_MS);
  let shown = false;
  toast.error("Akses Ditolak. Silakan login kembali.", undefined, () => {
    if (shown) return;
    shown = true;
    requestAnimationFrame(() => {
      clearTimeout(unseen);
      setTimeout(redirect, REDIRECT_AFTER_DENIED_MS);
    });
  });
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <OverlaysProvider>
        <Toasts />
        {children}
      </OverlaysProvider>
    </JotaiProvider>
  );
}
