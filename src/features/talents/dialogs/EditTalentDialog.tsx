// /admin/talent/edit/:id: name, gender, category and SP status, all required; 'Batal' and
// 'Simpan'. Load failure 'Gagal memuat data talent'; save failure 'Gagal mengupdate talent'.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { SelectField, TextField } from "../../../components/form/bound-fields";
import { EditDialog } from "../../../components/form/EditDialog";
import { DialogForm } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import type { Talent } from "../../../contract/talents";
import { SP_STATUSES, TALENT_MESSAGES } from "../../../contract/values";
import { getTalentById } from "../api/get-talent-by-id";
import { updateTalent } from "../api/update-talent";
import { talentDetailAtom } from "../atoms";
import { CategorySelect, GenderSelect, PhoneField } from "./talent-fields";

export default function EditTalentDialog() {
  const navigate = useNavigate();
  const close = () => navigate(paths.talents.pattern);
  return (
    <EditDialog
      title="Edit Talent"
      width={460}
      onClose={close}
      loadFailedTitle="Gagal memuat data talent"
      detail={talentDetailAtom}
    >
      {(talent) => <EditTalentForm talent={talent} onClose={close} />}
    </EditDialog>
  );
}

/** The form's values of a loaded talent, with the version the save sends back. */
const startValues = (talent: Talent) => ({
  name: talent.name,
  gender: talent.gender,
  talent_categories_id: talent.talent_categories_id ?? undefined,
  sp_status: talent.sp_status,
  phone: talent.phone ?? "",
  version: talent.version,
});

function EditTalentForm({ talent, onClose }: { talent: Talent; onClose: () => void }) {
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/talents").then((m) => m.updateTalentBody),
    {
      defaultValues: startValues(talent),
      save: (body) => updateTalent(talent.id, body),
      reload: async () => startValues((await getTalentById(talent.id)).data),
      success: TALENT_MESSAGES.updated,
      invalidate: () => invalidateAfter("talent"),
      done: onClose,
      failureTitle: "Gagal mengupdate talent",
      current: {
        values: startValues(talent),
        labels: { name: "Nama Talent", gender: "Gender", sp_status: "Status SP" },
        live: { type: "talent", id: talent.id },
      },
    },
  );

  return (
    <DialogForm onClose={onClose} closeText="Batal" form={form} {...submit}>
      <TextField name="name" label="Nama Talent" id="edit-talent-name" autoFocus />
      <GenderSelect id="edit-talent-gender" />
      <CategorySelect id="edit-talent-category" />
      <SelectField name="sp_status" label="Status SP" id="edit-talent-sp" options={SP_STATUSES} />
      <PhoneField id="edit-talent-phone" />
    </DialogForm>
  );
}
