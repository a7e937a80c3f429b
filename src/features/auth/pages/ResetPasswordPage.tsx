import { useEffect, useState, type FormEvent } from "react";
import { AuthLayout } from "./AuthLayout";
import { Button, Callout, FormGroup } from "@blueprintjs/core";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { USER_MESSAGES } from "../../../contract/values";
import { PasswordInput } from "../../../components/form/PasswordInput";
import { confirmPasswordReset } from "../api/confirm-password-reset";

const REDIRECT_MS = 3000;

/** /reset-password?token=… (decisions.md §5): sets a new password with the mailed token. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(token ? null : USER_MESSAGES.resetInvalid);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => navigate(paths.login.pattern, { replace: true }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!newPassword || !confirmPassword) return setError("Semua field harus diisi");
    if (newPassword !== confirmPassword) return setError("Konfirmasi password tidak cocok");
    setBusy(true);
    setError(null);
    try {
      const res = await confirmPasswordReset({ token, newPassword, confirmPassword });
      setDone(res.message);
      setNewPassword("");
      setConfirmPassword("");
    } catch (err) {
      setError(errorMessage(err, "Terjadi kesalahan."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      {done ? (
        <div className="auth-form">
          <h2>Reset Password</h2>
          <p className="muted">Anda akan diarahkan ke halaman login.</p>
          <Callout intent="success" className="form-success" role="status">
            {done}
          </Callout>
          <Link className="bp6-button bp6-intent-primary bp6-fill" to={paths.login.pattern} replace>
            Kembali ke login
          </Link>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <h2>Reset Password</h2>
          <p className="muted">Buat password baru untuk akun Anda (minimal 8 karakter).</p>
          {error && (
            <Callout intent="danger" className="form-error" role="alert">
              {error}
            </Callout>
          )}
          <FormGroup label="Password Baru" labelFor="reset-new">
            <PasswordInput
              id="reset-new"
              autoComplete="new-password"
              value={newPassword}
              onValueChange={setNewPassword}
              disabled={!token}
              autoFocus
            />
          </FormGroup>
          <FormGroup label="Konfirmasi Password Baru" labelFor="reset-confirm">
            <PasswordInput
              id="reset-confirm"
              autoComplete="new-password"
              value={confirmPassword}
              onValueChange={setConfirmPassword}
              disabled={!token}
            />
          </FormGroup>
          <Button
            type="submit"
            intent="primary"
            fill
            loading={busy}
            disabled={!token}
            text="Simpan Password Baru"
          />
          <p className="auth-footer">
            {token ? (
              <Link to={paths.login.pattern}>Kembali ke login</Link>
            ) : (
              <Link to={paths.forgotPassword.pattern}>Minta link reset baru</Link>
            )}
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
