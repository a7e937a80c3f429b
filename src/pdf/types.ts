// What each document is given: the JSON a screen shows (contract types), plus who and when.
// The documents only lay figures out; every sum comes from the server's report calls.
import type { TalentWeekSlip } from "../contract/reports";
import type { AdminRekap, TalentRekap } from "../contract/rekap";

export interface DocumentMeta {
  /** The agency's name (setting; 'Kas Talenta' by default). */
  agencyName: string;
  /** When the document was made, as an ISO instant. */
  madeAt: string;
}

export interface TalentMonthlyProps extends DocumentMeta {
  report: TalentRekap;
}

export interface AdminMonthlyProps extends DocumentMeta {
  report: AdminRekap;
}

export interface TalentWeeklyProps extends DocumentMeta {
  slip: TalentWeekSlip;
}

/** Which document, with the report it lays out. */
export type PdfInput =
  | { kind: "talent-monthly"; report: TalentRekap }
  | { kind: "admin-monthly"; report: AdminRekap }
  | { kind: "talent-weekly"; slip: TalentWeekSlip }
  | { kind: "week-all"; slips: TalentWeekSlip[] };

export const DEFAULT_AGENCY_NAME = "Kas Talenta";
