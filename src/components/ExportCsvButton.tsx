// 'Export CSV' of a catalog or report grid: downloads the whole filtered list from the server (not
// just the page shown) and saves it under the server's file name. While it runs the button is
// disabled and reads 'Mengunduh...' (spec §4). `text` names another format ('Export Excel');
// `empty` says the report has no rows: an info toast instead of an empty file (spec §5).
import { useState } from "react";
import { Button } from "@blueprintjs/core";
import { toast } from "../client/lib/toast";
import { saveBlob } from "./download";
import { toastFailure } from "./feedback";

export interface ExportCsvButtonProps {
  /** The export call, e.g. `() => exportServices(search)`. */
  download: () => Promise<{ blob: Blob; fileName?: string }>;
  /** Used when the server sends no file name. */
  fileName: string;
  /** Button text. Default 'Export CSV'. */
  text?: string;
  /** The list is empty: say 'Tidak ada data untuk di-export' instead of downloading. */
  empty?: boolean;
}

export function ExportCsvButton({
  download,
  fileName,
  text = "Export CSV",
  empty,
}: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (empty) {
      toast.info("Tidak ada data untuk di-export");
      return;
    }
    setBusy(true);
    try {
      const file = await download();
      saveBlob(file.blob, file.fileName ?? fileName);
    } catch (err) {
      toastFailure(`Gagal ${text}`, err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon="download"
      text={busy ? "Mengunduh..." : text}
      disabled={busy}
      onClick={() => void run()}
    />
  );
}

/** 'Export CSV' and 'Export Excel' side by side: one server export call taking the format. */
export function ExportButtons(props: {
  download: (format: "csv" | "xlsx") => Promise<{ blob: Blob; fileName?: string }>;
  /** File name without extension, used when the server sends none. */
  fileName: string;
  empty?: boolean;
}) {
  return (
    <>
      <ExportCsvButton
        download={() => props.download("csv")}
        fileName={`${props.fileName}.csv`}
        empty={props.empty}
      />
      <ExportCsvButton
        text="Export Excel"
        download={() => props.download("xlsx")}
        fileName={`${props.fileName}.xlsx`}
        empty={props.empty}
      />
    </>
  );
}
