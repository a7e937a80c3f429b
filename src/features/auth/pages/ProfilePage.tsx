import { Button, Card } from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import { useAtomValue } from "jotai";
import { paths } from "../../../client/lib/paths";
import { currentUserAtom } from "../../../client/lib/session";
import { PasswordField } from "../../../components/form/bound-fields";
import { ContractForm } from "../../../components/form/ContractForm";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { useContractForm } from "../../../components/form/use-contract-form";
import { PageHeader } from "../../../components/list/PageHeader";
import { USER_MESSAGES } from "../../../contract/values";
import { updatePassword } from "../api/update-password";

const EMPTY = { oldPassword: "", newPassword: "", confirmPassword: "" };
/** Shown when the server never answered. */
const UNREACHABLE = "Gagal memperbarui password";

/** /admin/profile (RULES.md S2, S5, S8): Edit Password for the signed-in user. */
export default function ProfilePage() {
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();

  const goBack = () => {
    // navigate(-1) would leave the app when the profile was opened directly.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.dashboard.pattern, { replace: true });
  };

  const { form, onSubmit, error, busy } = useContractForm(
    () => import("../../../contract/users").then((m) => m.updatePasswordBody),
    {
      defaultValues: EMPTY,
      save: updatePassword,
      success: USER_MESSAGES.passwordUpdated,
      fallback: UNREACHABLE,
      done: () => {
        form.reset(EMPTY);
        goBack();
      },
    },
  );

  return (
    <>
      <PageHeader title="Edit Password" />
      <Card className="profile-card" style={{ maxWidth: 440 }}>
        {user && (
          <p className="muted" style={{ marginTop: 0 }}>
            {user.username} · {user.email}
          </p>
        )}
        <ContractForm form={form} onSubmit={onSubmit}>
          <ErrorCallout>{error}</ErrorCallout>
          <PasswordField
            name="oldPassword"
            label="Password Lama"
            id="profile-old"
            autoComplete="current-password"
            autoFocus
          />
          <PasswordField
            name="newPassword"
            label="Password Baru"
            id="profile-new"
            autoComplete="new-password"
          />
          <PasswordField
            name="confirmPassword"
            label="Konfirmasi Password Baru"
            id="profile-confirm"
            autoComplete="new-password"
          />
          <Button type="submit" intent="primary" loading={busy} text="Simpan Perubahan" />
        </ContractForm>
      </Card>
    </>
  );
}
