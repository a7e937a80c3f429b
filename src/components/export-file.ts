// The export rules of RULES.md S4, S5 and S8 as one function, for buttons and grid row actions:
// nothing to export → info toast and no call; a zero-byte file → 'File kosong'; a failure →
// the title over the server message, else the error's message, else 'Terjadi kesalahan'.
import { toast } from "../client/lib/toast";
import { saveBlob } from "./download";
import { FALLBACK_ERROR, toastFailure } from "./feedback";

export const NOTHING_TO_EXPORT = "Tidak ada data untuk di-export";
export const EMPTY_FILE = "File kosong";

export interface ExportFile {
  /** The download call, e.g. `() => downloadTalentRekapPdf(id, month)`. */
  download: () => Promise<{ blob: Blob; fileName?: string }>;
  /** Used when the server sends no file name. */
  fileName: string;
  /** Toast title of a failure: 'Gagal Export PDF'. */
  failureTitle: string;
  /** Nothing to export (a month without orders). */
  empty?: boolean;
}

const messageOf = (err: unknown) =>
  err instanceof Error && err.message ? err.message : FALLBACK_ERROR;

/** Runs one export; never throws (every outcome is a toast or a saved file). */
export async function exportFile(x: ExportFile): Promise<void> {
  if (x.empty) {
    toast.info(NOTHING_TO_EXPORT);
    return;
  }
  try {
    const file = await x.download();
    if (file.blob.size === 0) throw new Error(EMPTY_FILE);
    saveBlob(file.blob, file.fileName ?? x.fileName);
  } catch (err) {
    toastFailure(x.failureTitle, err, messageOf(err));
  }
}
