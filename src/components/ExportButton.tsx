// An export button: disabled and reading 'Mengunduh...' while the file comes (spec §4); the
// rules of what happens are exportFile's.
import { useState } from "react";
import { Button, type IconName } from "@blueprintjs/core";
import { exportFile, type ExportFile } from "./export-file";

export interface ExportButtonProps extends ExportFile {
  /** 'Export PDF', 'Export CSV', 'Export semua'. */
  label: string;
  icon?: IconName;
  small?: boolean;
  minimal?: boolean;
}

export function ExportButton({ label, icon, small, minimal, ...x }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(!x.empty);
    await exportFile(x);
    setBusy(false);
  };
  return (
    <Button
      icon={icon ?? "download"}
      text={busy ? "Mengunduh..." : label}
      disabled={busy}
      size={small ? "small" : undefined}
      variant={minimal ? "minimal" : undefined}
      onClick={() => void run()}
    />
  );
}
