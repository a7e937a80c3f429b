import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useAtomValue } from "jotai";
import { sessionAtom } from "../lib/session";
import { paths } from "../lib/paths";

/** 'Memuat...' while the session loads; signed-out users go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.status === "loading") return <div className="page-loading">Memuat...</div>;
  if (session.status === "anonymous") {
    return (
      <Navigate
        to={paths.login.pattern}
        replace
        state={{ from: location.pathname + location.search }}
      />
    );
  }
  return <>{children}</>;
}
