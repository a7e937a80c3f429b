import { useState, type FormEvent } from "react";
import { Button, Callout, Card } from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import { useAtomValue } from "jotai";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { currentUserAtom } from "../../../client/lib/session";
import { toast } from "../../../client/lib/toast";
import { PasswordField } from "../../../components/form/fields";
import { PageHeader } from "../../../components/list/PageHeader";
import { updatePassword } from "../api/update-password";

const EMPTY = { oldPassword: "", newPassword: "", confirmPassword: "" };

/** /admin/profile (spec §2, §5, §8): Edit Password for the signed-in user. */
export default function ProfilePage() {
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  const goBack = () => {
    // navigate(-1) would leave the app when the profile was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.dashboard.pattern, { replace: true });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.oldPassword || !form.newPassword || !form.confirmPassword) {
      return setError("Semua kolom harus diisi");
    }
    if (form.newPassword !== form.confirmPassword) {
      return setError("Konfirmasi password tidak cocok");
    }
    setBusy(true);
    setError(null);
    try {
      const res = await updatePassword(form);
      toast.success(res.message || "Password berhasil diperbarui!");
      setForm(EMPTY);
      goBack();
    } catch (err) {
      setError(errorMessage(err, "Gagal memperbarui password"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="Edit Password" />
      <Card className="profile-card" style={{ maxWidth: 440 }}>
        {user && (
          <p className="muted" style={{ marginTop: 0 }}>
            {user.username} · {user.email}
          </p>
        )}
        <form onSubmit={submit} noValidate>
          {error && (
            <Callout intent="danger" className="form-error" role="alert">
              {error}
            </Callout>
          )}
          <PasswordField
            label="Password Lama"
            id="profile-old"
            autoComplete="current-password"
            value={form.oldPassword}
            onValueChange={set("oldPassword")}
            autoFocus
          />
          <PasswordField
            label="Password Baru"
            id="profile-new"
            autoComplete="new-password"
            value={form.newPassword}
            onValueChange={set("newPassword")}
          />
          <PasswordField
            label="Konfirmasi Password Baru"
            id="profile-confirm"
            autoComplete="new-password"
            value={form.confirmPassword}
            onValueChange={set("confirmPassword")}
          />
          <Button type="submit" intent="primary" loading={busy} text="Simpan Perubahan" />
        </form>
      </Card>
    </>
  );
}
