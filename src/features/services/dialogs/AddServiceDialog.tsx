// /admin/services/add: one field, 'Simpan' and 'Kembali' (RULES.md S2). The contract's check
// 'All fields are required'; a server refusal shows its message in red.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { TextField } from "../../../components/form/bound-fields";
import { FormDialog } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import { SERVICE_MESSAGES } from "../../../contract/values";
import { createService } from "../api/create-service";

export default function AddServiceDialog() {
  const navigate = useNavigate();
  const close = () => navigate(paths.services.pattern);
  const form = useContractForm(
    () => import("../../../contract/services").then((m) => m.createServiceBody),
    {
      defaultValues: { name: "" },
      save: createService,
      success: SERVICE_MESSAGES.created,
      invalidate: () => invalidateAfter("service"),
      done: close,
    },
  );

  return (
    <FormDialog title="Add Service" width={460} onClose={close} closeText="Kembali" {...form}>
      <TextField name="name" label="Nama Service" id="service-name" autoFocus />
    </FormDialog>
  );
}
