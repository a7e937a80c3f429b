import { useEffect, type ReactNode } from "react";
import { Callout } from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import { useAtomValue } from "jotai";
import { paths } from "../client/lib/paths";
import { currentUserAtom } from "../client/lib/session";
import { toast } from "../client/lib/toast";
import { USER_MESSAGES } from "../contract/values";

/** RULES.md S4: the refusal stays on screen for 2 s before the user is sent on. */
const REFUSED_REDIRECT_MS = 2000;

/**
 * Owner-only screens (create user, user list, audit). Anyone else sees the refusal and goes back
 * to the dashboard with the message as a toast, still signed in: the redirect to /login of
 * RULES.md S2 is for users without a session, not for a refused one. Nothing owner-only is
 * fetched meanwhile.
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const allowed = user?.role === "owner";

  useEffect(() => {
    if (allowed) return;
    const t = setTimeout(() => {
      toast.error(USER_MESSAGES.ownerOnly);
      navigate(paths.dashboard.pattern, { replace: true });
    }, REFUSED_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [allowed, navigate]);

  if (allowed) return <>{children}</>;
  return (
    <Callout intent="danger" icon="lock" role="alert" style={{ maxWidth: 560 }}>
      <div>{USER_MESSAGES.ownerOnly}</div>
      <div className="muted" style={{ marginTop: 4 }}>
        Anda akan diarahkan kembali ke dashboard.
      </div>
    </Callout>
  );
}
