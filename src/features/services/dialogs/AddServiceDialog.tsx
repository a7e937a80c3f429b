// /admin/services/add: one field, 'Simpan' and 'Kembali' (spec §2). Client check
// 'All fields are required'; a server refusal shows its message in red.
import { useState, type FormEvent } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
} from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { toast } from "../../../client/lib/toast";
import { createService } from "../api/create-service";
import { servicesList } from "../atoms";

export default function AddServiceDialog() {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => navigate(paths.services.pattern);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("All fields are required");
    setBusy(true);
    setError(null);
    try {
      await createService({ name: name.trim() });
      toast.success("Layanan berhasil ditambahkan!");
      void servicesList.invalidate();
      close();
    } catch (err) {
      setError(errorMessage(err, "Terjadi kesalahan"));
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen onClose={close} title="Add Service" style={{ width: 460 }}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {error && (
            <Callout intent="danger" role="alert" className="form-error" compact>
              {error}
            </Callout>
          )}
          <FormGroup label="Nama Service" labelFor="service-name">
            <InputGroup id="service-name" autoFocus value={name} onValueChange={setName} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Kembali" onClick={close} />
              <Button type="submit" intent="primary" text="Simpan" loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
