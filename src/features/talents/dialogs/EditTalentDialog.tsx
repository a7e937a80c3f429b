// /admin/talent/edit/:id: name, gender, category and SP status, all required; 'Batal' and
// 'Simpan'. Load failure 'Gagal memuat data talent'; save failure 'Gagal mengupdate talent'.
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
  NonIdealState,
  Spinner,
} from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useNavigate, useParams } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { toast } from "../../../client/lib/toast";
import { toastFailure } from "../../../components/feedback";
import { GENDERS, SP_STATUSES } from "../../../contract/common";
import type { Talent } from "../../../contract/talents";
import { updateTalent } from "../api/update-talent";
import { categoryPickerAtom, invalidateTalentData, talentDetailAtom } from "../atoms";

export default function EditTalentDialog() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const close = () => navigate(paths.talents.pattern);
  return (
    <Dialog isOpen onClose={close} title="Edit Talent" style={{ width: 460 }}>
      {Number.isInteger(id) && id > 0 ? (
        <EditTalentLoader id={id} onClose={close} />
      ) : (
        <LoadFailed message="ID tidak valid" />
      )}
    </Dialog>
  );
}

function LoadFailed({ message }: { message: string }) {
  return (
    <DialogBody>
      <Callout intent="danger" role="alert" title="Gagal memuat data talent">
        {message}
      </Callout>
    </DialogBody>
  );
}

function EditTalentLoader({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useAtomValue(talentDetailAtom(id));
  if (query.isError) return <LoadFailed message={errorMessage(query.error, "Terjadi kesalahan")} />;
  if (!query.data)
    return (
      <DialogBody>
        <NonIdealState icon={<Spinner size={24} />} description="Memuat data..." />
      </DialogBody>
    );
  return <EditTalentForm key={query.data.id} talent={query.data} onClose={onClose} />;
}

function EditTalentForm({ talent, onClose }: { talent: Talent; onClose: () => void }) {
  const categories = useAtomValue(categoryPickerAtom);
  const [name, setName] = useState(talent.name);
  const [gender, setGender] = useState<string>(talent.gender);
  const [categoryId, setCategoryId] = useState(String(talent.talent_categories_id ?? ""));
  const [spStatus, setSpStatus] = useState<string>(talent.sp_status);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !gender || !categoryId || !spStatus)
      return setError("All fields are required.");
    setBusy(true);
    setError(null);
    try {
      await updateTalent(talent.id, {
        name: name.trim(),
        gender: gender as Talent["gender"],
        talent_categories_id: Number(categoryId),
        sp_status: spStatus as Talent["sp_status"],
      });
      toast.success("Talent berhasil diperbarui");
      void invalidateTalentData();
      onClose();
    } catch (err) {
      toastFailure("Gagal mengupdate talent", err);
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
        <FormGroup label="Nama Talent" labelFor="edit-talent-name">
          <InputGroup id="edit-talent-name" autoFocus value={name} onValueChange={setName} />
        </FormGroup>
        <FormGroup label="Gender" labelFor="edit-talent-gender">
          <HTMLSelect
            id="edit-talent-gender"
            fill
            value={gender}
            onChange={(e) => setGender(e.currentTarget.value)}
          >
            <option value="">Pilih Gender</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Kategori" labelFor="edit-talent-category">
          <HTMLSelect
            id="edit-talent-category"
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
        <FormGroup label="Status SP" labelFor="edit-talent-sp">
          <HTMLSelect
            id="edit-talent-sp"
            fill
            value={spStatus}
            onChange={(e) => setSpStatus(e.currentTarget.value)}
          >
            {SP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </HTMLSelect>
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
