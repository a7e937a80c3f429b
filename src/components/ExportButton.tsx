// An export button (spec §4, §5, §8): downloads a server file and saves it under the server's
// file name. While it runs the button is disabled and reads 'Mengunduh...'. With nothing to
// export it only says so ('Tidak ada data untuk di-export', no call); a zero-byte file is the
// error 'File kosong'; a failure toasts the title over the server message, else the error's
// message, else 'Terjadi kesalahan'.
import { useState } from "react";
import { Button, type IconName } from "@blueprintjs/core";
import { toast } from "../client/lib/toast";
import { saveBlob } from "./download";
import { FALLBACK_ERROR } from "./feedback";

export const NOTHING_TO_EXPORT = "Tidak ada data untuk di-export";
export const EMPTY_FILE = "File kosong";

export interface ExportButtonProps {
  /** 'Export PDF', 'Export CSV', 'Export semua'. */
  label: string;
  /** Toast title of a failure: 'Gagal Export PDF'. */
  failureTitle: string;
  /** The download call, e.g. `() => call(pdfApi.talentMonthly, {...})`. */
  download: () => Promise<{ blob: Blob; fileName?: string }>;
  /** Used when the server sends no file name. */
  fileName: string;
  /** Nothing to export (a month without orders): the info toast instead of a call. */
  empty?: boolean;
  icon?: IconName;
  small?: boolean;
  minimal?: boolean;
}

const messageOf = (err: unknown) =>
  err instanceof Error && err.message ? err.message : FALLBACK_ERROR;

export function ExportButton(p: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (p.empty) {
      toast.info(NOTHING_TO_EXPORT);
      return;
    }
    setBusy(true);
    try {
      const file = await p.download();
      if (file.blob.size === 0) throw new Error(EMPTY_FILE);
      saveBlob(file.blob, file.fileName ?? p.fileName);
    } catch (err) {
      toast.error(
        <span style={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <strong>{p.failureTitle}</strong>
          <span>{messageOf(err)}</span>
        </span>,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={p.icon ?? "download"}
      text={busy ? "Mengunduh..." : p.label}
      disabled={busy}
      size={p.small ? "small" : undefined}
      variant={p.minimal ? "minimal" : undefined}
      onClick={() => void run()}
    />
  );
}
