// /admin/services/addSubServices: service dropdown ('Select Services') and a name field.
// Client check 'All fields are required.'; a server refusal shows its message in red.
import { useState } from "react";
import { Callout } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { SelectField, TextField } from "../../../components/form/fields";
import { FormDialog } from "../../../components/form/FormDialog";
import { useSubmit } from "../../../components/form/use-submit";
import { createSubService } from "../api/create-sub-service";
import { servicePickerAtom, servicesList } from "../atoms";

export default function AddSubServiceDialog() {
  const navigate = useNavigate();
  const services = useAtomValue(servicePickerAtom);
  const [serviceId, setServiceId] = useState("");
  const [name, setName] = useState("");
  const close = () => navigate(paths.services.pattern);
  const form = useSubmit({
    check: () => (serviceId && name.trim() ? null : "All fields are required."),
    save: () => createSubService({ name: name.trim(), services_id: Number(serviceId) }),
    success: "Data berhasil ditambahkan!",
    invalidate: servicesList.invalidate,
    done: close,
  });

  return (
    <FormDialog title="Add Sub Service" width={460} onClose={close} closeText="Kembali" {...form}>
      {services.isError && (
        <Callout intent="danger" className="form-error" compact>
          {errorMessage(services.error, "Gagal memuat data service")}
        </Callout>
      )}
      <SelectField
        label="Service"
        id="sub-service-service"
        autoFocus
        value={serviceId}
        onValueChange={setServiceId}
        placeholder="Select Services"
        options={services.data?.map((s) => ({ value: s.id, label: s.name }))}
        disabled={services.isPending}
      />
      <TextField
        label="Nama Sub Service"
        id="sub-service-name"
        value={name}
        onValueChange={setName}
      />
    </FormDialog>
  );
}
