// One entry for every document: the server's render worker and the browser preview both go
// through here, so a download and its preview can never differ.
import { TalentMonthlyReport } from "./TalentMonthlyReport";
import { AdminMonthlyReport } from "./AdminMonthlyReport";
import { TalentWeeklySlip, WeekSlips } from "./TalentWeeklySlip";
import type { DocumentMeta, PdfInput } from "./types";

export function PdfDocument({ input, ...meta }: DocumentMeta & { input: PdfInput }) {
  switch (input.kind) {
    case "talent-monthly":
      return <TalentMonthlyReport {...meta} report={input.report} extras={input.extras} />;
    case "admin-monthly":
      return <AdminMonthlyReport {...meta} report={input.report} extras={input.extras} />;
    case "talent-weekly":
      return <TalentWeeklySlip {...meta} slip={input.slip} />;
    case "week-all":
      return <WeekSlips {...meta} slips={input.slips} />;
  }
}
