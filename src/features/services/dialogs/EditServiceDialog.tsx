// /admin/services/edit/:id: the service name and its sub-services (add with 'Tambah Sub
// Service', remove with 'Hapus'); 'Batal' and 'Simpan'. The PUT carries the whole list:
// rows with an id are renamed, new rows are created, removed rows are deleted.
import { useState } from "react";
import { Button, FormGroup, InputGroup } from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { EditDialog } from "../../../components/form/EditDialog";
import { TextField } from "../../../components/form/fields";
import { DialogForm } from "../../../components/form/FormDialog";
import { useSubmit } from "../../../components/form/use-submit";
import type { Service } from "../../../contract/services";
import { updateService } from "../api/update-service";
import { serviceDetailAtom, servicesList } from "../atoms";

export default function EditServiceDialog() {
  const navigate = useNavigate();
  const close = () => navigate(paths.services.pattern);
  return (
    <EditDialog
      title="Edit Service"
      width={560}
      onClose={close}
      loadFailedTitle="Gagal memuat data service"
      detail={serviceDetailAtom}
    >
      {(service) => <EditServiceForm service={service} onClose={close} />}
    </EditDialog>
  );
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
  const form = useSubmit({
    check: () => {
      if (!name.trim()) return "Nama service wajib diisi";
      if (subs.some((s) => !s.name.trim())) return "Nama sub service wajib diisi";
      return null;
    },
    save: () =>
      updateService(service.id, {
        name: name.trim(),
        sub_services: subs.map((s) => ({ id: s.id, name: s.name.trim() })),
      }),
    success: "Berhasil: Service berhasil diperbarui",
    invalidate: servicesList.invalidate,
    done: onClose,
    failureTitle: "Gagal mengupdate service",
  });

  const setSubName = (key: string, value: string) =>
    setSubs((rows) => rows.map((r) => (r.key === key ? { ...r, name: value } : r)));

  return (
    <DialogForm onClose={onClose} closeText="Batal" {...form}>
      <TextField
        label="Nama Service"
        id="edit-service-name"
        autoFocus
        value={name}
        onValueChange={setName}
      />
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
    </DialogForm>
  );
}
