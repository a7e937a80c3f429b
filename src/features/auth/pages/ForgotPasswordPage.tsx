import { useState, type FormEvent } from "react";
import { AuthLayout } from "./AuthLayout";
import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { requestPasswordReset } from "../api/request-password-reset";

const SENT = "Link reset telah dikirim ke email Anda.";
const FAILED = "Terjadi kesalahan.";

/** /forgot-password (spec §2, §8; decisions.md §5): asks the server to mail a reset link. */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await requestPasswordReset({ email: email.trim() });
      setResult({ ok: true, message: SENT });
    } catch (err) {
      setResult({
        ok: false,
        message: errorMessage(err, FAILED),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <form className="auth-form" onSubmit={submit}>
        <h2>Reset Password</h2>
        <p className="muted">
          Masukkan email akun Anda. Kami akan mengirim link untuk membuat password baru.
        </p>
        {result && (
          <Callout
            intent={result.ok ? "success" : "danger"}
            className={result.ok ? "form-success" : "form-error"}
            role={result.ok ? "status" : "alert"}
          >
            {result.message}
          </Callout>
        )}
        <FormGroup label="Email" labelFor="forgot-email">
          <InputGroup
            id="forgot-email"
            type="email"
            required
            autoComplete="username"
            value={email}
            onValueChange={setEmail}
            autoFocus
          />
        </FormGroup>
        <Button type="submit" intent="primary" fill loading={busy} text="Kirim Link Reset" />
        <p className="auth-footer">
          <Link to={paths.login.pattern}>Kembali ke login</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
