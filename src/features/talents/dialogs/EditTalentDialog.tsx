// /admin/talent/edit/:id: name, gender, category and SP status, all required; 'Batal' and
// 'Simpan'. Load failure 'Gagal memuat data talent'; save failure 'Gagal mengupdate talent'.
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { EditDialog } from "../../../components/form/EditDialog";
import { SelectField, TextField } from "../../../components/form/fields";
import { DialogForm } from "../../../components/form/FormDialog";
import { useSubmit } from "../../../components/form/use-submit";
import { SP_STATUSES } from "../../../contract/values";
import type { Talent } from "../../../contract/talents";
import { updateTalent } from "../api/update-talent";
import { invalidateTalentData, talentDetailAtom } from "../atoms";
import { CategorySelect, GenderSelect } from "./talent-fields";

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

function EditTalentForm({ talent, onClose }: { talent: Talent; onClose: () => void }) {
  const [name, setName] = useState(talent.name);
  const [gender, setGender] = useState<string>(talent.gender);
  const [categoryId, setCategoryId] = useState(String(talent.talent_categories_id ?? ""));
  const [spStatus, setSpStatus] = useState<string>(talent.sp_status);
  const form = useSubmit({
    check: () =>
      name.trim() && gender && categoryId && spStatus ? null : "All fields are required.",
    save: () =>
      updateTalent(talent.id, {
        name: name.trim(),
        gender: gender as Talent["gender"],
        talent_categories_id: Number(categoryId),
        sp_status: spStatus as Talent["sp_status"],
      }),
    success: "Talent berhasil diperbarui",
    invalidate: invalidateTalentData,
    done: onClose,
    failureTitle: "Gagal mengupdate talent",
  });

  return (
    <DialogForm onClose={onClose} closeText="Batal" {...form}>
      <TextField
        label="Nama Talent"
        id="edit-talent-name"
        autoFocus
        value={name}
        onValueChange={setName}
      />
      <GenderSelect id="edit-talent-gender" value={gender} onValueChange={setGender} />
      <CategorySelect id="edit-talent-category" value={categoryId} onValueChange={setCategoryId} />
      <SelectField
        label="Status SP"
        id="edit-talent-sp"
        value={spStatus}
        onValueChange={setSpStatus}
        options={SP_STATUSES}
      />
    </DialogForm>
  );
}
