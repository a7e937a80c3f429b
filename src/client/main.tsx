import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import "@blueprintjs/core/lib/css/blueprint.css";
import "@blueprintjs/select/lib/css/blueprint-select.css";
import "./app/styles.css";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { installIcons, loadAllIcons } from "./lib/icons";
import { paths } from "./lib/paths";
import { whenIdle } from "./lib/route-prefetch";
import { mountToaster } from "./lib/toast";
import { preloadDashboard } from "../features/dashboard/routes";
import { bootstrapSession } from "../features/auth";

// The session starts with the entry, beside the first route's code: in an effect it waited for
// the first commit, which a lazy route holds back until its chunks arrive (measured at 4× CPU:
// /users/token went out 3.2 s after the entry, after the dashboard's code).
void bootstrapSession();
// Icon paths come in their own chunks: the first page's on demand, the rest after it (icons.ts).
installIcons();
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// Once the first route is on screen (its lazy chunk resolved, then a frame): the toaster, and on
// the sign-in page the dashboard's code and AG Grid while the form waits. An idle callback
// alone fired while the login chunk was still on the wire (a network wait is idle time), so the
// dashboard's 250 KB left before the form painted.
function afterFirstRoute(fn: () => void) {
  const run = () => whenIdle(fn);
  if (router.state.initialized) return run();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    run();
  });
}
afterFirstRoute(() => {
  mountToaster();
  void loadAllIcons();
  if ([paths.login.pattern, paths.landing.pattern].some((p) => p === window.location.pathname)) {
    preloadDashboard().catch(() => undefined);
  }
});
