// /admin/services/add: one field, 'Simpan' and 'Kembali' (spec §2). Client check
// 'All fields are required'; a server refusal shows its message in red.
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { TextField } from "../../../components/form/fields";
import { FormDialog } from "../../../components/form/FormDialog";
import { useSubmit } from "../../../components/form/use-submit";
import { createService } from "../api/create-service";
import { servicesList } from "../atoms";

export default function AddServiceDialog() {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const close = () => navigate(paths.services.pattern);
  const form = useSubmit({
    check: () => (name.trim() ? null : "All fields are required"),
    save: () => createService({ name: name.trim() }),
    success: "Layanan berhasil ditambahkan!",
    invalidate: servicesList.invalidate,
    done: close,
  });

  return (
    <FormDialog title="Add Service" width={460} onClose={close} closeText="Kembali" {...form}>
      <TextField
        label="Nama Service"
        id="service-name"
        autoFocus
        value={name}
        onValueChange={setName}
      />
    </FormDialog>
  );
}
