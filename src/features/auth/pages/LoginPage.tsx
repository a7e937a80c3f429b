import { useState, type FormEvent } from "react";
import { AuthLayout } from "./AuthLayout";
import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { useAtomValue } from "jotai";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { sessionAtom } from "../../../client/lib/session";
import { PasswordInput } from "../../../components/form/PasswordInput";
import { signIn } from "../session-actions";

export default function LoginPage() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === "authenticated") return <Navigate to={paths.admin.pattern} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from?.startsWith(paths.admin.pattern) ? from : paths.admin.pattern, {
        replace: true,
      });
    } catch (err) {
      setError(errorMessage(err, "An error occurred. Please try again later."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <form className="auth-form" onSubmit={submit} noValidate={false}>
        <h2>Welcome Back</h2>
        <p className="muted">Please sign in to your account</p>
        {error && (
          <Callout intent="danger" className="form-error" role="alert">
            {error}
          </Callout>
        )}
        <FormGroup label="Email" labelFor="login-email">
          <InputGroup
            id="login-email"
            type="email"
            required
            autoComplete="username"
            value={email}
            onValueChange={setEmail}
            autoFocus
          />
        </FormGroup>
        <FormGroup label="Password" labelFor="login-password">
          <PasswordInput
            id="login-password"
            required
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
          />
        </FormGroup>
        <div className="auth-links">
          <Link to={paths.forgotPassword.pattern}>Forgot password?</Link>
        </div>
        <Button type="submit" intent="primary" fill loading={busy} text="Sign In" />
        <p className="auth-footer">
          Don&apos;t have an account? <Link to={paths.landing.pattern}>Sign Up</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
