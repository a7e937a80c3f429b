// 'Export PDF' (talent-rekap, admin-rekap, each weekly-talent-report row): the server's file,
// with the export rules of ExportButton and the failure title 'Gagal Export PDF'.
import { ExportButton, type ExportButtonProps } from "../ExportButton";

export type ExportPdfButtonProps = Omit<ExportButtonProps, "label" | "failureTitle"> & {
  label?: string;
};

export function ExportPdfButton({ label = "Export PDF", ...p }: ExportPdfButtonProps) {
  return <ExportButton label={label} failureTitle="Gagal Export PDF" {...p} />;
}
