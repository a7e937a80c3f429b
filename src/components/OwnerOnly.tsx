import { useEffect, type ReactNode } from "react";
import { Callout } from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import { useAtomValue } from "jotai";
import { paths } from "../client/lib/paths";
import { currentUserAtom, signOut } from "../client/lib/session";
import { USER_MESSAGES } from "../contract/values";

/** RULES.md S4, S9: a non-owner is refused and sent to /login after 2 s. */
const REFUSED_REDIRECT_MS = 2000;

/**
 * Owner-only screens (create user, user list, audit). Anyone else sees the refusal, is signed out and
 * goes to /login (RULES.md S6); nothing owner-only is fetched meanwhile.
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const allowed = user?.role === "owner";

  useEffect(() => {
    if (allowed) return;
    const t = setTimeout(async () => {
      await signOut();
      navigate(paths.login.pattern, { replace: true });
    }, REFUSED_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [allowed, navigate]);

  if (allowed) return <>{children}</>;
  return (
    <Callout intent="danger" icon="lock" role="alert" style={{ maxWidth: 560 }}>
      <div>{USER_MESSAGES.ownerOnly}</div>
      <div className="muted" style={{ marginTop: 4 }}>
        Anda akan diarahkan ke halaman login.
      </div>
    </Callout>
  );
}
