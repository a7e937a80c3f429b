import { Button } from "@blueprintjs/core";
import { useMemo, useState } from "react";
import { useAtomValue } from "jotai";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { sessionAtom } from "../../../client/lib/session";
import { PasswordField } from "../../../components/form/bound-fields";
import { AccountEmailField } from "./AccountEmailField";
import { ContractForm } from "../../../components/form/ContractForm";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { useContractForm } from "../../../components/form/use-contract-form";
import { signIn } from "../session-actions";
import { AuthLayout } from "./AuthLayout";

/** Shown when the server never answered (RULES.md S8). */
const UNREACHABLE = "An error occurred. Please try again later.";

export default function LoginPage() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const location = useLocation();
  // set while this form signs in: its own navigation (`done`) takes the user on. The redirect of
  // a page opened while signed in used to run beside it: a second navigation, to /admin, that
  // won whenever the page the user came from was still loading its code (the user landed on
  // the dashboard, not back where they were), after a commit that emptied the page
  const [signingIn, setSigningIn] = useState(false);
  const { form, onSubmit, error, busy } = useContractForm(
    () => import("../../../contract/users").then((m) => m.loginBody),
    {
      defaultValues: { email: "", password: "" },
      save: async (v) => {
        setSigningIn(true);
        try {
          await signIn(v.email, v.password);
        } catch (err) {
          setSigningIn(false);
          throw err;
        }
      },
      fallback: UNREACHABLE,
      done: () => {
        // to /admin, not straight to the dashboard: /admin commits the shell at once, and its
        // index then waits for the dashboard's route; a direct navigation would hold the shell
        // back until the page renders with it (measured: shell +290 ms at 1x, +1 s at 4x)
        const from = (location.state as { from?: string } | null)?.from;
        navigate(from?.startsWith(paths.admin.pattern) ? from : paths.admin.pattern, {
          replace: true,
        });
      },
    },
  );

  // Signed in, the page stays busy until it is gone: the session's change and the end of `busy`
  // render this page again, and the form's inputs with it (Blueprint measures them) delayed the
  // shell; its elements are kept while nothing it shows changed.
  const loading = busy || signingIn;
  const body = useMemo(
    () => (
      <ContractForm className="auth-form" form={form} onSubmit={onSubmit} browserChecks>
        <h2>Welcome Back</h2>
        <p className="muted">Please sign in to your account</p>
        <ErrorCallout>{error}</ErrorCallout>
        <AccountEmailField id="login-email" />
        <PasswordField
          name="password"
          label="Password"
          id="login-password"
          required
          autoComplete="current-password"
        />
        <div className="auth-links">
          <Link to={paths.forgotPassword.pattern}>Forgot password?</Link>
        </div>
        <Button type="submit" intent="primary" fill loading={loading} text="Sign In" />
        <p className="auth-footer">
          Don&apos;t have an account? <Link to={paths.landing.pattern}>Sign Up</Link>
        </p>
      </ContractForm>
    ),
    [form, onSubmit, error, loading],
  );

  if (session.status === "authenticated" && !signingIn)
    return <Navigate to={paths.admin.pattern} replace />;

  return <AuthLayout>{body}</AuthLayout>;
}
