// 'Export PDF' of one weekly row: GET {api base}/report/pdf/talent/{id}?start&end, saved under
// the server's name Report_{name}_{start}_{end}.pdf, run by the kit (useExportRuns: exportFile's
// rules, 'Mengunduh...' on the row's button meanwhile).
import type { ExportFile } from "../../components/export-file";
import type { WeeklyRow } from "../../contract/weekly";
import { downloadTalentSlipPdf, getTalentSlip } from "./api/weekly-pdf";

const periodOf = (row: WeeklyRow) => ({ start: row.start_date, end: row.end_date });

export const weeklyPdfExport = (talentId: number, row: WeeklyRow): ExportFile => ({
  download: () => downloadTalentSlipPdf(talentId, periodOf(row)),
  fileName: `Report_${talentId}_${row.start_date}_${row.end_date}.pdf`,
  failureTitle: "Gagal Export PDF",
});

/** The row's slip for 'Pratinjau' (the same usecase as the PDF). */
export const loadWeeklySlip = async (talentId: number, row: WeeklyRow) => ({
  kind: "talent-weekly" as const,
  slip: await getTalentSlip(talentId, periodOf(row)),
});
