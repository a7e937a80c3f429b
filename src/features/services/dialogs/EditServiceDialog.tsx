// /admin/services/edit/:id: the service name and its sub-services (add with 'Tambah Sub
// Service', remove with 'Hapus'); 'Batal' and 'Simpan'. The PUT carries the whole list:
// rows with an id are renamed, new rows are created, removed rows are deleted.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { ArrayField } from "../../../components/form/ArrayField";
import { TextField } from "../../../components/form/bound-fields";
import { EditDialog } from "../../../components/form/EditDialog";
import { DialogForm } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import type { Service } from "../../../contract/services";
import { SERVICE_MESSAGES } from "../../../contract/values";
import { getServiceById } from "../api/get-service-by-id";
import { updateService } from "../api/update-service";
import { serviceDetailAtom } from "../atoms";

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

/** The form's values of a loaded service, with the versions the save sends back. */
const startValues = (service: Service) => ({
  name: service.name,
  sub_services: service.sub_services.map((s) => ({ id: s.id, name: s.name, version: s.version })),
  version: service.version,
});

function EditServiceForm({ service, onClose }: { service: Service; onClose: () => void }) {
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/services").then((m) => m.updateServiceBody),
    {
      defaultValues: startValues(service),
      save: (body) => updateService(service.id, body),
      reload: async () => startValues((await getServiceById(service.id)).result),
      success: `Berhasil: ${SERVICE_MESSAGES.updated}`,
      invalidate: () => invalidateAfter("service"),
      done: onClose,
      failureTitle: "Gagal mengupdate service",
      current: {
        values: startValues(service),
        labels: { name: "Nama Service", sub_services: "Sub Service" },
        live: { type: "service", id: service.id },
      },
    },
  );

  return (
    <DialogForm onClose={onClose} closeText="Batal" form={form} {...submit}>
      <TextField name="name" label="Nama Service" id="edit-service-name" autoFocus />
      <ArrayField
        name="sub_services"
        label="Sub Service"
        fixedFirst={false}
        empty={<p className="bp6-text-muted">Belum ada sub service</p>}
        addText="Tambah Sub Service"
        newRow={() => ({ name: "" })}
        removeText="Hapus"
        removeLabel={(i) => `Hapus sub service ${i + 1}`}
        row={(i) => (
          <TextField name={`sub_services.${i}.name`} aria-label={`Sub service ${i + 1}`} fill />
        )}
      />
    </DialogForm>
  );
}
