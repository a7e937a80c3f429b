import type { AdminMonthlyProps, TalentMonthlyProps, TalentWeeklyProps } from "../../pdf/types";

/** What the main thread sends a render worker: plain data, copied across threads. */
export type PdfTask =
  | { kind: "talent-monthly"; props: TalentMonthlyProps }
  | { kind: "admin-monthly"; props: AdminMonthlyProps }
  | { kind: "talent-weekly"; props: TalentWeeklyProps };
