// 'Batalkan impor' wherever it is offered (the wizard's result, 'Riwayat impor'): asked first,
// since it removes the batch's orders; the toast is the server's count of what it removed.
import { useRef } from "react";
import { useAtomValue } from "jotai";
import { ConfirmDelete } from "../../../components/ConfirmDelete";
import { undoImportAtom } from "../atoms";

export interface UndoTarget {
  id: number;
  created: number;
  /** The file's name (none for a pasted block in the wizard: "impor ini"). */
  file_name?: string;
}

export function UndoImport(p: {
  batch: UndoTarget | null;
  onClose: () => void;
  onUndone?: () => void;
}) {
  const undo = useAtomValue(undoImportAtom);
  // the batch stays named while the alert fades out after its caller let go of it
  const shown = useRef(p.batch);
  if (p.batch) shown.current = p.batch;
  const b = shown.current;
  const from = b?.file_name ? `"${b.file_name}"` : "impor ini";
  return (
    <ConfirmDelete
      isOpen={p.batch !== null}
      title="Batalkan impor?"
      text={`${b?.created ?? 0} order dari ${from} akan dihapus.`}
      onConfirm={() => undo.mutateAsync(b!.id)}
      onClose={p.onClose}
      onDeleted={p.onUndone}
      successMessage={(res) => res.message}
      failureTitle="Gagal membatalkan impor"
    />
  );
}
