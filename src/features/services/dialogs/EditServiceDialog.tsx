// /admin/services/edit/:id: the service name and its sub-services (add with 'Tambah Sub
// Service', remove with 'Hapus'); 'Batal' and 'Simpan'. The PUT carries the whole list:
// rows with an id are renamed, new rows are created, removed rows are deleted.
import { useState, type FormEvent } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  NonIdealState,
  Spinner,
} from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useNavigate, useParams } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { toast } from "../../../client/lib/toast";
import { toastFailure } from "../../../components/feedback";
import type { Service } from "../../../contract/services";
import { updateService } from "../api/update-service";
import { serviceDetailAtom, servicesList } from "../atoms";

export default function EditServiceDialog() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const close = () => navigate(paths.services.pattern);
  return (
    <Dialog isOpen onClose={close} title="Edit Service" style={{ width: 560 }}>
      {Number.isInteger(id) && id > 0 ? (
        <EditServiceLoader id={id} onClose={close} />
      ) : (
        <LoadFailed message="ID tidak valid" />
      )}
    </Dialog>
  );
}

function LoadFailed({ message }: { message: string }) {
  return (
    <DialogBody>
      <Callout intent="danger" role="alert" title="Gagal memuat data service">
        {message}
      </Callout>
    </DialogBody>
  );
}

function EditServiceLoader({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useAtomValue(serviceDetailAtom(id));
  if (query.isError) return <LoadFailed message={errorMessage(query.error, "Terjadi kesalahan")} />;
  if (!query.data)
    return (
      <DialogBody>
        <NonIdealState icon={<Spinner size={24} />} description="Memuat data..." />
      </DialogBody>
    );
  return <EditServiceForm key={query.data.id} service={query.data} onClose={onClose} />;
}

interface SubRow {
  /** React key; stable while rows are added and removed. */
  key: string;
  id?: number;
  name: string;
}

let nextKey = 0;
const newKey = () => `new-${++nextKey}`;

function EditServiceForm({ service, onClose }: { service: Service; onClose: () => void }) {
  const [name, setName] = useState(service.name);
  const [subs, setSubs] = useState<SubRow[]>(() =>
    service.sub_services.map((s) => ({ key: `id-${s.id}`, id: s.id, name: s.name })),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setSubName = (key: string, value: string) =>
    setSubs((rows) => rows.map((r) => (r.key === key ? { ...r, name: value } : r)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("Nama service wajib diisi");
    if (subs.some((s) => !s.name.trim())) return setError("Nama sub service wajib diisi");
    setBusy(true);
    setError(null);
    try {
      await updateService(service.id, {
        name: name.trim(),
        sub_services: subs.map((s) => ({ id: s.id, name: s.name.trim() })),
      });
      toast.success("Berhasil: Service berhasil diperbarui");
      void servicesList.invalidate();
      onClose();
    } catch (err) {
      toastFailure("Gagal mengupdate service", err);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        {error && (
          <Callout intent="danger" role="alert" className="form-error" compact>
            {error}
          </Callout>
        )}
        <FormGroup label="Nama Service" labelFor="edit-service-name">
          <InputGroup id="edit-service-name" autoFocus value={name} onValueChange={setName} />
        </FormGroup>
        <FormGroup label="Sub Service">
          <div style={{ display: "flex", flexDirection: "column", gap: 6, marginBottom: 6 }}>
            {subs.length === 0 && <p className="bp6-text-muted">Belum ada sub service</p>}
            {subs.map((s, i) => (
              <div key={s.key} style={{ display: "flex", gap: 6 }}>
                <InputGroup
                  aria-label={`Sub service ${i + 1}`}
                  fill
                  value={s.name}
                  onValueChange={(v) => setSubName(s.key, v)}
                />
                <Button
                  text="Hapus"
                  icon="trash"
                  intent="danger"
                  variant="outlined"
                  aria-label={`Hapus sub service ${i + 1}`}
                  onClick={() => setSubs((rows) => rows.filter((r) => r.key !== s.key))}
                />
              </div>
            ))}
          </div>
          <Button
            text="Tambah Sub Service"
            icon="plus"
            variant="minimal"
            intent="primary"
            onClick={() => setSubs((rows) => [...rows, { key: newKey(), name: "" }])}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Batal" onClick={onClose} />
            <Button type="submit" intent="primary" text="Simpan" loading={busy} />
          </>
        }
      />
    </form>
  );
}
