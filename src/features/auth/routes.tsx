import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";

/** Public routes (no session needed). */
export const authPublicRoutes: RouteObject[] = [
  { path: paths.login.pattern, lazy: lazyPage(() => import("./pages/LoginPage")) },
  {
    path: paths.forgotPassword.pattern,
    lazy: lazyPage(() => import("./pages/ForgotPasswordPage")),
  },
  { path: paths.resetPassword.pattern, lazy: lazyPage(() => import("./pages/ResetPasswordPage")) },
];

/** Signed-in routes of this area under /admin. */
export const authRoutes: RouteObject[] = [
  { path: paths.profile.pattern, lazy: lazyPage(() => import("./pages/ProfilePage")) },
];
