import { useEffect, useState, type FormEvent } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
} from "@blueprintjs/core";
import { errorMessage } from "../../../client/lib/http";
import { toast } from "../../../client/lib/toast";
import type { Role } from "../../../contract/common";
import { PasswordField, TextField } from "../../../components/form/fields";
import { createUser } from "../api/create-user";
import { usersList } from "../atoms";

/** Spec §9: back one page 1.5 s after the user is created. */
const BACK_AFTER_CREATE_MS = 1500;

const EMPTY = {
  username: "",
  email: "",
  password: "",
  confirmPassword: "",
  role: "admin" as Role | "",
};

/** Create User (spec §2, §5; decisions.md §5: a dialog over the user list). */
export function CreateUserDialog({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);
  const set = (field: keyof typeof EMPTY) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  useEffect(() => {
    if (!created) return;
    const t = setTimeout(onClose, BACK_AFTER_CREATE_MS);
    return () => clearTimeout(t);
  }, [created, onClose]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { username, email, password, confirmPassword, role } = form;
    if (!username.trim() || !email.trim() || !password || !confirmPassword || !role) {
      return setError("Semua field harus diisi");
    }
    if (password !== confirmPassword) return setError("Password dan konfirmasi tidak cocok");
    setBusy(true);
    setError(null);
    try {
      const res = await createUser({
        username: username.trim(),
        email: email.trim(),
        password,
        confirmPassword,
        role,
      });
      toast.success(res.message);
      void usersList.invalidate();
      setForm(EMPTY);
      setCreated(true);
    } catch (err) {
      setError(errorMessage(err, "Gagal membuat user"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen={!created}
      title="Create User"
      icon="new-person"
      onClose={onClose}
      canOutsideClickClose={!busy}
      style={{ width: 460 }}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {error && (
            <Callout intent="danger" className="form-error" role="alert">
              {error}
            </Callout>
          )}
          <TextField
            label="Username"
            id="create-user-username"
            autoComplete="off"
            value={form.username}
            onValueChange={set("username")}
            autoFocus
          />
          <TextField
            label="Email"
            id="create-user-email"
            type="email"
            autoComplete="off"
            value={form.email}
            onValueChange={set("email")}
          />
          <PasswordField
            label="Password"
            id="create-user-password"
            autoComplete="new-password"
            value={form.password}
            onValueChange={set("password")}
          />
          <PasswordField
            label="Konfirmasi Password"
            id="create-user-confirm"
            autoComplete="new-password"
            value={form.confirmPassword}
            onValueChange={set("confirmPassword")}
          />
          <FormGroup label="Role" labelFor="create-user-role" style={{ marginBottom: 0 }}>
            <HTMLSelect
              id="create-user-role"
              fill
              value={form.role}
              onChange={(e) => set("role")(e.currentTarget.value)}
              options={[
                { value: "owner", label: "Owner" },
                { value: "admin", label: "Admin" },
              ]}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Batal" onClick={onClose} disabled={busy} />
              <Button type="submit" intent="primary" loading={busy} text="Create User" />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
