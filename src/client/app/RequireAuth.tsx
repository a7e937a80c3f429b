import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useAtomValue } from "jotai";
import { sessionAtom } from "../lib/session";
import { paths } from "../lib/paths";
import { whenIdle } from "../lib/route-prefetch";

/** 'Memuat...' while the session loads; signed-out users go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  const userId = session.status === "authenticated" ? session.user.id : undefined;
  // the live stream (lib/live.ts) once the first screen is in: it may not slow the first rows;
  // it closes itself when the session ends
  useEffect(() => {
    if (userId !== undefined)
      whenIdle(() => import("../lib/live").then((live) => live.startLive(userId)));
  }, [userId]);
  if (session.status === "loading") return <div className="page-loading">Memuat...</div>;
  if (session.status === "anonymous") {
    // the page is kept for the next sign-in when the session ended or never was; a Logout starts
    // the next one (maybe another user's) on the dashboard
    return (
      <Navigate
        to={paths.login.pattern}
        replace
        state={session.signedOut ? undefined : { from: location.pathname + location.search }}
      />
    );
  }
  return <>{children}</>;
}
