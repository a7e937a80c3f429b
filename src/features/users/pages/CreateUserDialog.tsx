import { invalidateAfter } from "../../../client/lib/invalidation";
import { useEffect, useState } from "react";
import { PasswordField, SelectField, TextField } from "../../../components/form/bound-fields";
import { FormDialog } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import { toast } from "../../../client/lib/toast";
import { createUser } from "../api/create-user";

/** RULES.md S9: back one page 1.5 s after the user is created. */
const BACK_AFTER_CREATE_MS = 1500;
/** Shown when the server never answered. */
const UNREACHABLE = "Gagal membuat user";

const ROLE_OPTIONS = [
  { value: "owner", label: "Owner" },
  { value: "admin", label: "Admin" },
];

/** Create User (RULES.md S2, S5; RULES.md D5: a dialog over the user list). */
export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState(false);
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/users").then((m) => m.createUserBody),
    {
      defaultValues: { username: "", email: "", password: "", confirmPassword: "", role: "admin" },
      save: createUser,
      invalidate: () => invalidateAfter("user"),
      fallback: UNREACHABLE,
      // the server's own words ('User berhasil dibuat')
      done: (res) => {
        toast.success(res.message);
        setCreated(true);
      },
    },
  );

  useEffect(() => {
    if (!created) return;
    const t = setTimeout(onClose, BACK_AFTER_CREATE_MS);
    return () => clearTimeout(t);
  }, [created, onClose]);

  return (
    <FormDialog
      isOpen={!created}
      title="Create User"
      icon="new-person"
      width={460}
      onClose={onClose}
      closeText="Batal"
      submitText="Create User"
      form={form}
      {...submit}
    >
      <TextField
        name="username"
        label="Username"
        id="create-user-username"
        autoComplete="off"
        autoFocus
      />
      <TextField
        name="email"
        label="Email"
        id="create-user-email"
        type="email"
        autoComplete="off"
      />
      <PasswordField
        name="password"
        label="Password"
        id="create-user-password"
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPassword"
        label="Konfirmasi Password"
        id="create-user-confirm"
        autoComplete="new-password"
      />
      <SelectField name="role" label="Role" id="create-user-role" options={ROLE_OPTIONS} />
    </FormDialog>
  );
}
