// 'Export PDF' of one weekly row: GET {api base}/report/pdf/talent/{id}?start&end, saved as
// Report_{name}_{start}_{end}.pdf (decisions.md §5). The PDF call itself is the PDF issue's; until
// it lands the server answers 404 and the user sees 'Gagal Export PDF' with the message.
import { apiPath, http } from "../../client/lib/http";
import { saveBlob } from "../../components/download";
import { toastFailure } from "../../components/feedback";
import type { WeeklyRow } from "../../contract/reports";

export async function exportWeeklyPdf(talentId: number, row: WeeklyRow): Promise<void> {
  try {
    const file = await http.download(apiPath("/report/pdf/talent/:id", { id: talentId }), {
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
