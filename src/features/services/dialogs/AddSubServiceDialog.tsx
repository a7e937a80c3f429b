// /admin/services/addSubServices: service dropdown ('Select Services') and a name field.
// Client check 'All fields are required.'; a server refusal shows its message in red.
import { useState, type FormEvent } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { toast } from "../../../client/lib/toast";
import { createSubService } from "../api/create-sub-service";
import { servicePickerAtom, servicesList } from "../atoms";

export default function AddSubServiceDialog() {
  const navigate = useNavigate();
  const services = useAtomValue(servicePickerAtom);
  const [serviceId, setServiceId] = useState("");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => navigate(paths.services.pattern);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!serviceId || !name.trim()) return setError("All fields are required.");
    setBusy(true);
    setError(null);
    try {
      await createSubService({ name: name.trim(), services_id: Number(serviceId) });
      toast.success("Data berhasil ditambahkan!");
      void servicesList.invalidate();
      close();
    } catch (err) {
      setError(errorMessage(err, "Terjadi kesalahan"));
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen onClose={close} title="Add Sub Service" style={{ width: 460 }}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {error && (
            <Callout intent="danger" role="alert" className="form-error" compact>
              {error}
            </Callout>
          )}
          {services.isError && (
            <Callout intent="danger" className="form-error" compact>
              {errorMessage(services.error, "Gagal memuat data service")}
            </Callout>
          )}
          <FormGroup label="Service" labelFor="sub-service-service">
            <HTMLSelect
              id="sub-service-service"
              fill
              autoFocus
              value={serviceId}
              disabled={services.isPending}
              onChange={(e) => setServiceId(e.currentTarget.value)}
            >
              <option value="">Select Services</option>
              {services.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Nama Sub Service" labelFor="sub-service-name">
            <InputGroup id="sub-service-name" value={name} onValueChange={setName} />
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
