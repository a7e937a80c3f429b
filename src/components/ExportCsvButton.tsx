// 'Export CSV' of a catalog grid: downloads the whole filtered list from the server (not just
// the page shown) and saves it under the server's file name. While it runs the button is
// disabled and reads 'Mengunduh...' (spec §4).
import { useState } from "react";
import { Button } from "@blueprintjs/core";
import { saveBlob } from "./download";
import { toastFailure } from "./feedback";

export interface ExportCsvButtonProps {
  /** The export call, e.g. `() => exportServices(search)`. */
  download: () => Promise<{ blob: Blob; fileName?: string }>;
  /** Used when the server sends no file name. */
  fileName: string;
}

export function ExportCsvButton({ download, fileName }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await download();
      saveBlob(file.blob, file.fileName ?? fileName);
    } catch (err) {
      toastFailure("Gagal Export CSV", err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon="download"
      text={busy ? "Mengunduh..." : "Export CSV"}
      disabled={busy}
      onClick={() => void run()}
    />
  );
}
