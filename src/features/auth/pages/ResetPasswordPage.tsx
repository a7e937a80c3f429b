import { useEffect, useState } from "react";
import { Button, Callout } from "@blueprintjs/core";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { PasswordField } from "../../../components/form/bound-fields";
import { ContractForm } from "../../../components/form/ContractForm";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { useContractForm } from "../../../components/form/use-contract-form";
import { USER_MESSAGES } from "../../../contract/values";
import { confirmPasswordReset } from "../api/confirm-password-reset";
import { AuthLayout } from "./AuthLayout";

const REDIRECT_MS = 3000;
/** Shown when the server never answered. */
const UNREACHABLE = "Terjadi kesalahan.";

/** /reset-password?token=… (RULES.md D5): sets a new password with the mailed token. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);
  const { form, onSubmit, error, busy } = useContractForm(
    () => import("../../../contract/users").then((m) => m.confirmResetBody),
    {
      defaultValues: { token, newPassword: "", confirmPassword: "" },
      save: confirmPasswordReset,
      fallback: UNREACHABLE,
      done: (res) => setDone(res.message),
    },
  );

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => navigate(paths.login.pattern, { replace: true }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [done, navigate]);

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
        <ContractForm className="auth-form" form={form} onSubmit={onSubmit}>
          <h2>Reset Password</h2>
          <p className="muted">Buat password baru untuk akun Anda (minimal 8 karakter).</p>
          <ErrorCallout>{token ? error : USER_MESSAGES.resetInvalid}</ErrorCallout>
          <PasswordField
            name="newPassword"
            label="Password Baru"
            id="reset-new"
            autoComplete="new-password"
            disabled={!token}
            autoFocus
          />
          <PasswordField
            name="confirmPassword"
            label="Konfirmasi Password Baru"
            id="reset-confirm"
            autoComplete="new-password"
            disabled={!token}
          />
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
        </ContractForm>
      )}
    </AuthLayout>
  );
}
