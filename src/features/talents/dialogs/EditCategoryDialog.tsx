// /admin/talent/categories/edit/:id: category name, description (textarea) and the names of
// its talents; 'Batal' and 'Simpan'. Load failure 'Gagal memuat data kategori'; save failure
// 'Gagal memperbarui kategori'. Talents never move category here (that is the talent form).
import { invalidateAfter } from "../../../client/lib/invalidation";
import { FormGroup } from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { TextField } from "../../../components/form/bound-fields";
import { TextAreaField } from "../../../components/form/TextAreaField";
import { EditDialog } from "../../../components/form/EditDialog";
import { DialogForm } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import type { TalentCategory } from "../../../contract/talents";
import { CATEGORY_MESSAGES } from "../../../contract/values";
import { getCategoryById } from "../api/get-category-by-id";
import { updateCategory } from "../api/update-category";
import { categoryDetailAtom } from "../atoms";

export default function EditCategoryDialog() {
  const navigate = useNavigate();
  const close = () => navigate(paths.categories.pattern);
  return (
    <EditDialog
      title="Edit Talent Category"
      width={560}
      onClose={close}
      loadFailedTitle="Gagal memuat data kategori"
      detail={categoryDetailAtom}
    >
      {(category) => <EditCategoryForm category={category} onClose={close} />}
    </EditDialog>
  );
}

/** The form's values of a loaded category, with the version the save sends back. */
const startValues = (category: TalentCategory) => ({
  name: category.name,
  description: category.description,
  talents: category.talents.map((t) => ({ id: t.id, name: t.name })),
  version: category.version,
});

function EditCategoryForm({
  category,
  onClose,
}: {
  category: TalentCategory;
  onClose: () => void;
}) {
  const { talents } = category;
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/talents").then((m) => m.updateCategoryBody),
    {
      defaultValues: startValues(category),
      save: (body) => updateCategory(category.id, body),
      reload: async () => startValues((await getCategoryById(category.id)).result),
      success: CATEGORY_MESSAGES.updated,
      invalidate: () => invalidateAfter("category"),
      done: onClose,
      failureTitle: "Gagal memperbarui kategori",
      current: {
        values: startValues(category),
        labels: { name: "Nama Kategori", description: "Deskripsi", talents: "Talent" },
        live: { type: "category", id: category.id },
      },
    },
  );

  return (
    <DialogForm onClose={onClose} closeText="Batal" form={form} {...submit}>
      <TextField name="name" label="Nama Kategori" id="edit-category-name" autoFocus />
      <TextAreaField name="description" label="Deskripsi" id="edit-category-description" rows={3} />
      <FormGroup label={`Talent (${talents.length})`}>
        {talents.length === 0 ? (
          <p className="bp6-text-muted">Belum ada talent</p>
        ) : (
          <div
            className="form-rows"
            style={{
              display: "grid",
              gridTemplateColumns: "32px 1fr",
              gap: "6px 8px",
              alignItems: "center",
              maxHeight: 320,
              overflowY: "auto",
              paddingRight: 4,
            }}
          >
            {talents.map((t, i) => (
              <div key={t.id} style={{ display: "contents" }}>
                <span
                  className="bp6-text-muted"
                  style={{ textAlign: "right", fontVariantNumeric: "tabular-nums" }}
                >
                  {i + 1}
                </span>
                <TextField name={`talents.${i}.name`} aria-label={`Nama talent ${i + 1}`} />
              </div>
            ))}
          </div>
        )}
      </FormGroup>
    </DialogForm>
  );
}
