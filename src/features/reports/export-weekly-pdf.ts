// 'Export PDF' of one weekly row: GET {api base}/report/pdf/talent/{id}?start&end (the PDF
// issue's endpoint), saved under the server's name Report_{name}_{start}_{end}.pdf.
import { call } from "../../client/lib/call";
import { saveBlob } from "../../components/download";
import { toastFailure } from "../../components/feedback";
import { pdfApi } from "../../contract/api/pdf";
import type { WeeklyRow } from "../../contract/reports";

export async function exportWeeklyPdf(talentId: number, row: WeeklyRow): Promise<void> {
  try {
    const file = await call(pdfApi.talentWeekly, {
      params: { id: talentId },
      query: { start: row.start_date, end: row.end_date },
    });
    if (file.blob.size === 0) throw new Error("File kosong");
    saveBlob(
      file.blob,
      file.fileName ?? `Report_${talentId}_${row.start_date}_${row.end_date}.pdf`,
    );
  } catch (err) {
    toastFailure("Gagal Export PDF", err);
  }
}
