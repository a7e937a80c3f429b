// /admin/services/addSubServices: service dropdown ('Select Services') and a name field.
// The contract's check 'All fields are required.'; a server refusal shows its message in red.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { Callout } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { SelectField, TextField } from "../../../components/form/bound-fields";
import { FormDialog } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import { SERVICE_MESSAGES } from "../../../contract/values";
import { createSubService } from "../api/create-sub-service";
import { servicePickerAtom } from "../atoms";

export default function AddSubServiceDialog() {
  const navigate = useNavigate();
  const services = useAtomValue(servicePickerAtom);
  const close = () => navigate(paths.services.pattern);
  const form = useContractForm(
    () => import("../../../contract/services").then((m) => m.createSubServiceBody),
    {
      defaultValues: { services_id: undefined, name: "" },
      save: createSubService,
      success: SERVICE_MESSAGES.subServiceCreated,
      invalidate: () => invalidateAfter("service"),
      done: close,
    },
  );

  return (
    <FormDialog title="Add Sub Service" width={460} onClose={close} closeText="Kembali" {...form}>
      {services.isError && (
        <Callout intent="danger" className="form-error" compact>
          {errorMessage(services.error, "Gagal memuat data service")}
        </Callout>
      )}
      <SelectField
        name="services_id"
        numeric
        label="Service"
        id="sub-service-service"
        autoFocus
        placeholder="Select Services"
        options={services.data?.map((s) => ({ value: s.id, label: s.name }))}
        disabled={services.isPending}
      />
      <TextField name="name" label="Nama Sub Service" id="sub-service-name" />
    </FormDialog>
  );
}
