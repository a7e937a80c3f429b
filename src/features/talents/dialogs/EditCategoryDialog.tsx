// /admin/talent/categories/edit/:id: category name, description (textarea) and the names of
// its talents; 'Batal' and 'Simpan'. Load failure 'Gagal memuat data kategori'; save failure
// 'Gagal memperbarui kategori'. Talents never move category here (that is the talent form).
import { useState } from "react";
import { FormGroup, InputGroup } from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { EditDialog } from "../../../components/form/EditDialog";
import { TextAreaField, TextField } from "../../../components/form/fields";
import { DialogForm } from "../../../components/form/FormDialog";
import { useSubmit } from "../../../components/form/use-submit";
import type { TalentCategory } from "../../../contract/talents";
import { updateCategory } from "../api/update-category";
import { categoryDetailAtom, invalidateTalentData } from "../atoms";

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

function EditCategoryForm({
  category,
  onClose,
}: {
  category: TalentCategory;
  onClose: () => void;
}) {
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description);
  const [talents, setTalents] = useState(category.talents);
  const form = useSubmit({
    check: () => {
      if (!name.trim()) return "Nama kategori wajib diisi";
      if (talents.some((t) => !t.name.trim())) return "Nama talent wajib diisi";
      return null;
    },
    save: () =>
      updateCategory(category.id, {
        name: name.trim(),
        description,
        talents: talents.map((t) => ({ id: t.id, name: t.name.trim() })),
      }),
    success: "Kategori dan talents berhasil diperbarui",
    invalidate: invalidateTalentData,
    done: onClose,
    failureTitle: "Gagal memperbarui kategori",
  });

  const setTalentName = (id: number, value: string) =>
    setTalents((rows) => rows.map((t) => (t.id === id ? { ...t, name: value } : t)));

  return (
    <DialogForm onClose={onClose} closeText="Batal" {...form}>
      <TextField
        label="Nama Kategori"
        id="edit-category-name"
        autoFocus
        value={name}
        onValueChange={setName}
      />
      <TextAreaField
        label="Deskripsi"
        id="edit-category-description"
        rows={3}
        value={description}
        onValueChange={setDescription}
      />
      <FormGroup label={`Talent (${talents.length})`}>
        {talents.length === 0 ? (
          <p className="bp6-text-muted">Belum ada talent</p>
        ) : (
          <div
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
                <InputGroup
                  aria-label={`Nama talent ${i + 1}`}
                  value={t.name}
                  onValueChange={(v) => setTalentName(t.id, v)}
                />
              </div>
            ))}
          </div>
        )}
      </FormGroup>
    </DialogForm>
  );
}
