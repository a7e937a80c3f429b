// /admin/talent/addCategories: name and description. On success 'Data berhasil ditambahkan!'
// and back to /admin/talent/categories; a refusal ('Nama kategori wajib diisi') shows in red.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { TextField } from "../../../components/form/bound-fields";
import { TextAreaField } from "../../../components/form/TextAreaField";
import { FormDialog } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import { CATEGORY_MESSAGES } from "../../../contract/values";
import { createCategory } from "../api/create-category";

export default function AddCategoryDialog() {
  const navigate = useNavigate();
  const close = () => navigate(paths.categories.pattern);
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/talents").then((m) => m.createCategoryBody),
    {
      defaultValues: { name: "", description: "" },
      save: createCategory,
      success: CATEGORY_MESSAGES.created,
      invalidate: () => invalidateAfter("category"),
      done: close,
    },
  );

  return (
    <FormDialog
      title="Add Talent Category"
      width={500}
      onClose={close}
      closeText="Kembali"
      form={form}
      {...submit}
    >
      <TextField name="name" label="Nama Kategori" id="category-name" autoFocus />
      <TextAreaField name="description" label="Deskripsi" id="category-description" rows={4} />
    </FormDialog>
  );
}
