// An export button: disabled and reading 'Mengunduh...' while the file comes (RULES.md S4); the
// rules of what happens are exportFile's. Grid rows ('Export PDF' per weekly row) use the same
// busy state through useExportRuns, keyed by row.
import { useCallback, useState } from "react";
import { Button, type IconName } from "@blueprintjs/core";
import { exportFile, type ExportFile } from "./export-file";

/** What an export button reads while its file comes. */
export const DOWNLOADING = "Mengunduh...";

/**
 * Exports under way, by key (one button, or one per grid row): `run` follows exportFile's rules
 * and marks the key busy meanwhile (not when there is nothing to export: that is a toast only).
 */
export function useExportRuns<K>() {
  const [running, setRunning] = useState<ReadonlySet<K>>(() => new Set());
  const run = useCallback(async (key: K, x: ExportFile) => {
    if (!x.empty) setRunning((s) => new Set(s).add(key));
    await exportFile(x);
    setRunning((s) => {
      const next = new Set(s);
      next.delete(key);
      return next;
    });
  }, []);
  const isRunning = useCallback((key: K) => running.has(key), [running]);
  return { run, isRunning };
}

export interface ExportButtonProps extends ExportFile {
  /** 'Export PDF', 'Export CSV', 'Export semua'. */
  label: string;
  icon?: IconName;
  small?: boolean;
  minimal?: boolean;
}

export function ExportButton({ label, icon, small, minimal, ...x }: ExportButtonProps) {
  const { run, isRunning } = useExportRuns<"file">();
  const busy = isRunning("file");
  return (
    <Button
      icon={icon ?? "download"}
      text={busy ? DOWNLOADING : label}
      disabled={busy}
      size={small ? "small" : undefined}
      variant={minimal ? "minimal" : undefined}
      onClick={() => void run("file", x)}
    />
  );
}
