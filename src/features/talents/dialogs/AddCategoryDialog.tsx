// /admin/talent/addCategories: name and description (no client check, spec §5). On success
// 'Data berhasil ditambahkan!' and back to /admin/talent/categories; a refusal shows in red.
import { useState, type FormEvent } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  TextArea,
} from "@blueprintjs/core";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { toast } from "../../../client/lib/toast";
import { createCategory } from "../api/create-category";
import { invalidateTalentData } from "../atoms";

export default function AddCategoryDialog() {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => navigate(paths.categories.pattern);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await createCategory({ name, description });
      toast.success("Data berhasil ditambahkan!");
      void invalidateTalentData();
      close();
    } catch (err) {
      setError(errorMessage(err, "Terjadi kesalahan"));
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen onClose={close} title="Add Talent Category" style={{ width: 500 }}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {error && (
            <Callout intent="danger" role="alert" className="form-error" compact>
              {error}
            </Callout>
          )}
          <FormGroup label="Nama Kategori" labelFor="category-name">
            <InputGroup id="category-name" autoFocus value={name} onValueChange={setName} />
          </FormGroup>
          <FormGroup label="Deskripsi" labelFor="category-description">
            <TextArea
              id="category-description"
              style={{ fontFamily: "inherit" }}
              fill
              rows={4}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
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
