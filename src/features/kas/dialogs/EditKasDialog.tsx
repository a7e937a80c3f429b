// 'Ubah Saldo Kas' (spec §2, §4): a numeric input pre-filled with the balance; 'Batal' closes,
// 'Simpan' saves (as an integer), closes and reloads; a failed save stays open with the server's
// message.
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import { useEffect, useState } from "react";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { serverMessage } from "../../../components/feedback";
import { updateKas } from "../api/update-kas";
import { invalidateKas } from "../atoms";

export function EditKasDialog(props: { isOpen: boolean; kas: number; onClose: () => void }) {
  const [text, setText] = useState(String(props.kas));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (props.isOpen) {
      setText(String(props.kas));
      setError(null);
    }
  }, [props.isOpen, props.kas]);

  const save = async () => {
    const value = Math.trunc(Number(text));
    if (text.trim() === "" || !Number.isFinite(value)) {
      setError("kas: harus berupa angka");
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await updateKas({ kas: value });
      await invalidateKas();
      props.onClose();
    } catch (err) {
      console.error("Gagal mengupdate kas:", err);
      setError(serverMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen={props.isOpen} onClose={props.onClose} title="Ubah Saldo Kas">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <DialogBody>
          <ErrorCallout>{error}</ErrorCallout>
          <FormGroup label="Saldo Kas" labelFor="kas-input">
            <InputGroup
              id="kas-input"
              type="number"
              inputMode="numeric"
              step={1}
              placeholder="Masukkan nilai kas baru"
              value={text}
              onValueChange={setText}
              autoFocus
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Batal" onClick={props.onClose} disabled={saving} />
              <Button type="submit" intent="primary" text="Simpan" loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
