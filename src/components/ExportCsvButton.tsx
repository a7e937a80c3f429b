// 'Export CSV' of a catalog grid: downloads the whole filtered list from the server (not just
// the page shown) and saves it under the server's file name (behaviour in ExportButton).
import { ExportButton } from "./ExportButton";

export interface ExportCsvButtonProps {
  /** The export call, e.g. `() => exportServices(search)`. */
  download: () => Promise<{ blob: Blob; fileName?: string }>;
  /** Used when the server sends no file name. */
  fileName: string;
}

export function ExportCsvButton({ download, fileName }: ExportCsvButtonProps) {
  return (
    <ExportButton
      label="Export CSV"
      failureTitle="Gagal Export CSV"
      download={download}
      fileName={fileName}
    />
  );
}
