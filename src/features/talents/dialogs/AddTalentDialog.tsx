// /admin/talent/add: name, gender (Man or Woman) and category. Client check
// 'All fields are required.'; a server refusal shows its message in red.
import { useState } from "react";
import { Callout } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { TextField } from "../../../components/form/fields";
import { FormDialog } from "../../../components/form/FormDialog";
import { useSubmit } from "../../../components/form/use-submit";
import type { GENDERS } from "../../../contract/common";
import { createTalent } from "../api/create-talent";
import { categoryPickerAtom, invalidateTalentData } from "../atoms";
import { CategorySelect, GenderSelect } from "./talent-fields";

type Gender = (typeof GENDERS)[number];

export default function AddTalentDialog() {
  const navigate = useNavigate();
  const categories = useAtomValue(categoryPickerAtom);
  const [name, setName] = useState("");
  const [gender, setGender] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const close = () => navigate(paths.talents.pattern);
  const form = useSubmit({
    check: () => (name.trim() && gender && categoryId ? null : "All fields are required."),
    save: () =>
      createTalent({
        name: name.trim(),
        gender: gender as Gender,
        talent_categories_id: Number(categoryId),
      }),
    success: "Talent berhasil ditambahkan!",
    invalidate: invalidateTalentData,
    done: close,
  });

  return (
    <FormDialog title="Add Talent" width={460} onClose={close} closeText="Kembali" {...form}>
      {categories.isError && (
        <Callout intent="danger" className="form-error" compact>
          {errorMessage(categories.error, "Gagal memuat data kategori")}
        </Callout>
      )}
      <TextField
        label="Nama Talent"
        id="talent-name"
        autoFocus
        value={name}
        onValueChange={setName}
      />
      <GenderSelect id="talent-gender" value={gender} onValueChange={setGender} />
      <CategorySelect id="talent-category" value={categoryId} onValueChange={setCategoryId} />
    </FormDialog>
  );
}
