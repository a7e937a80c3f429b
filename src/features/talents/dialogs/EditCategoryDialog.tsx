// /admin/talent/categories/edit/:id: category name, description (textarea) and the names of
// its talents; 'Batal' and 'Simpan'. Load failure 'Gagal memuat data kategori'; save failure
// 'Gagal memperbarui kategori'. Talents never move category here (that is the talent form).
import { useState, type FormEvent } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  NonIdealState,
  Spinner,
  TextArea,
} from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useNavigate, useParams } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { toast } from "../../../client/lib/toast";
import { toastFailure } from "../../../components/feedback";
import type { TalentCategory } from "../../../contract/talents";
import { updateCategory } from "../api/update-category";
import { categoryDetailAtom, invalidateTalentData } from "../atoms";

export default function EditCategoryDialog() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const close = () => navigate(paths.categories.pattern);
  return (
    <Dialog isOpen onClose={close} title="Edit Talent Category" style={{ width: 560 }}>
      {Number.isInteger(id) && id > 0 ? (
        <EditCategoryLoader id={id} onClose={close} />
      ) : (
        <LoadFailed message="ID tidak valid" />
      )}
    </Dialog>
  );
}

function LoadFailed({ message }: { message: string }) {
  return (
    <DialogBody>
      <Callout intent="danger" role="alert" title="Gagal memuat data kategori">
        {message}
      </Callout>
    </DialogBody>
  );
}

function EditCategoryLoader({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useAtomValue(categoryDetailAtom(id));
  if (query.isError) return <LoadFailed message={errorMessage(query.error, "Terjadi kesalahan")} />;
  if (!query.data)
    return (
      <DialogBody>
        <NonIdealState icon={<Spinner size={24} />} description="Memuat data..." />
      </DialogBody>
    );
  return <EditCategoryForm key={query.data.id} category={query.data} onClose={onClose} />;
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setTalentName = (id: number, value: string) =>
    setTalents((rows) => rows.map((t) => (t.id === id ? { ...t, name: value } : t)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("Nama kategori wajib diisi");
    if (talents.some((t) => !t.name.trim())) return setError("Nama talent wajib diisi");
    setBusy(true);
    setError(null);
    try {
      await updateCategory(category.id, {
        name: name.trim(),
        description,
        talents: talents.map((t) => ({ id: t.id, name: t.name.trim() })),
      });
      toast.success("Kategori dan talents berhasil diperbarui");
      void invalidateTalentData();
      onClose();
    } catch (err) {
      toastFailure("Gagal memperbarui kategori", err);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        {error && (
          <Callout intent="danger" role="alert" className="form-error" compact>
            {error}
          </Callout>
        )}
        <FormGroup label="Nama Kategori" labelFor="edit-category-name">
          <InputGroup id="edit-category-name" autoFocus value={name} onValueChange={setName} />
        </FormGroup>
        <FormGroup label="Deskripsi" labelFor="edit-category-description">
          <TextArea
            id="edit-category-description"
            style={{ fontFamily: "inherit" }}
            fill
            rows={3}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
        </FormGroup>
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
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Batal" onClick={onClose} />
            <Button type="submit" intent="primary" text="Simpan" loading={busy} />
          </>
        }
      />
    </form>
  );
}
