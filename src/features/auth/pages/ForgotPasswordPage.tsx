import { useState } from "react";
import { Button, Callout } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { AccountEmailField } from "./AccountEmailField";
import { ContractForm } from "../../../components/form/ContractForm";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { useContractForm } from "../../../components/form/use-contract-form";
import { requestPasswordReset } from "../api/request-password-reset";
import { AuthLayout } from "./AuthLayout";

/** Shown when the server never answered. */
const UNREACHABLE = "Terjadi kesalahan.";

/** /forgot-password (RULES.md S2, S8; RULES.md D5): asks the server to mail a reset link. */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const { form, onSubmit, error, busy } = useContractForm(
    () => import("../../../contract/users").then((m) => m.resetPasswordBody),
    {
      defaultValues: { email: "" },
      save: (v) => {
        setSent(null);
        return requestPasswordReset(v);
      },
      fallback: UNREACHABLE,
      // the server's own words ('Link reset telah dikirim ke email Anda.')
      done: (res) => setSent(res.message),
    },
  );

  return (
    <AuthLayout>
      <ContractForm className="auth-form" form={form} onSubmit={onSubmit} browserChecks>
        <h2>Reset Password</h2>
        <p className="muted">
          Masukkan email akun Anda. Kami akan mengirim link untuk membuat password baru.
        </p>
        {sent && (
          <Callout intent="success" className="form-success" role="status">
            {sent}
          </Callout>
        )}
        <ErrorCallout>{error}</ErrorCallout>
        <AccountEmailField id="forgot-email" />
        <Button type="submit" intent="primary" fill loading={busy} text="Kirim Link Reset" />
        <p className="auth-footer">
          <Link to={paths.login.pattern}>Kembali ke login</Link>
        </p>
      </ContractForm>
    </AuthLayout>
  );
}
