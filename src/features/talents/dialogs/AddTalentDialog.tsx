// /admin/talent/add: name, gender (Man or Woman) and category. Client check
// 'All fields are required.'; a server refusal shows its message in red.
import { useState, type FormEvent } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { toast } from "../../../client/lib/toast";
import { GENDERS } from "../../../contract/common";
import { createTalent } from "../api/create-talent";
import { categoryPickerAtom, invalidateTalentData } from "../atoms";

type Gender = (typeof GENDERS)[number];

export default function AddTalentDialog() {
  const navigate = useNavigate();
  const categories = useAtomValue(categoryPickerAtom);
  const [name, setName] = useState("");
  const [gender, setGender] = useState<Gender | "">("");
  const [categoryId, setCategoryId] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => navigate(paths.talents.pattern);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !gender || !categoryId) return setError("All fields are required.");
    setBusy(true);
    setError(null);
    try {
      await createTalent({ name: name.trim(), gender, talent_categories_id: Number(categoryId) });
      toast.success("Talent berhasil ditambahkan!");
      void invalidateTalentData();
      close();
    } catch (err) {
      setError(errorMessage(err, "Terjadi kesalahan"));
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen onClose={close} title="Add Talent" style={{ width: 460 }}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {error && (
            <Callout intent="danger" role="alert" className="form-error" compact>
              {error}
            </Callout>
          )}
          {categories.isError && (
            <Callout intent="danger" className="form-error" compact>
              {errorMessage(categories.error, "Gagal memuat data kategori")}
            </Callout>
          )}
          <FormGroup label="Nama Talent" labelFor="talent-name">
            <InputGroup id="talent-name" autoFocus value={name} onValueChange={setName} />
          </FormGroup>
          <FormGroup label="Gender" labelFor="talent-gender">
            <HTMLSelect
              id="talent-gender"
              fill
              value={gender}
              onChange={(e) => setGender(e.currentTarget.value as Gender | "")}
            >
              <option value="">Pilih Gender</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Kategori" labelFor="talent-category">
            <HTMLSelect
              id="talent-category"
              fill
              value={categoryId}
              disabled={categories.isPending}
              onChange={(e) => setCategoryId(e.currentTarget.value)}
            >
              <option value="">Pilih Kategori</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Kembali" onClick={close} />
              <Button type="submit" intent="primary" text="Simpan" loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
