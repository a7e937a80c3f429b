// 'Batalkan impor' wherever it is offered (the wizard's result, 'Riwayat impor'): asked first,
// since it removes the batch's orders; the toast is the server's count of what it removed.
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
  const b = p.batch;
  const from = b?.file_name ? `"${b.file_name}"` : "impor ini";
  return (
    <ConfirmDelete
      isOpen={b !== null}
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
