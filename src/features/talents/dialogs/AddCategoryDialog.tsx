// /admin/talent/addCategories: name and description (no client check, spec §5). On success
// 'Data berhasil ditambahkan!' and back to /admin/talent/categories; a refusal shows in red.
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { TextAreaField, TextField } from "../../../components/form/fields";
import { FormDialog } from "../../../components/form/FormDialog";
import { useSubmit } from "../../../components/form/use-submit";
import { createCategory } from "../api/create-category";
import { invalidateTalentData } from "../atoms";

export default function AddCategoryDialog() {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const close = () => navigate(paths.categories.pattern);
  const form = useSubmit({
    save: () => createCategory({ name, description }),
    success: "Data berhasil ditambahkan!",
    invalidate: invalidateTalentData,
    done: close,
  });

  return (
    <FormDialog
      title="Add Talent Category"
      width={500}
      onClose={close}
      closeText="Kembali"
      {...form}
    >
      <TextField
        label="Nama Kategori"
        id="category-name"
        autoFocus
        value={name}
        onValueChange={setName}
      />
      <TextAreaField
        label="Deskripsi"
        id="category-description"
        rows={4}
        value={description}
        onValueChange={setDescription}
      />
    </FormDialog>
  );
}
