// Runs in a piscina worker thread: rendering a long report takes seconds of CPU and would
// otherwise block the event loop (stack-notes: a trivial request waited 0.7 s).
import { renderToBuffer } from "@react-pdf/renderer";
import { TalentMonthlyReport } from "../../pdf/TalentMonthlyReport";
import { AdminMonthlyReport } from "../../pdf/AdminMonthlyReport";
import { TalentWeeklySlip } from "../../pdf/TalentWeeklySlip";
import type { PdfTask } from "./pdf-task";

export default async function render(task: PdfTask): Promise<Uint8Array> {
  const doc =
    task.kind === "talent-monthly" ? (
      <TalentMonthlyReport {...task.props} />
    ) : task.kind === "admin-monthly" ? (
      <AdminMonthlyReport {...task.props} />
    ) : (
      <TalentWeeklySlip {...task.props} />
    );
  const buf = await renderToBuffer(doc);
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}
