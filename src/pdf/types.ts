// What each document is given: the JSON a screen shows (contract types), plus who and when.
// The documents only lay figures out; every sum comes from the server's report calls.
import type { TalentWeekSlip } from "../contract/weekly";
import type { AdminRekap, TalentRekap } from "../contract/rekap";

export interface DocumentMeta {
  /** The agency's name (setting; 'Kas Talenta' by default). */
  agencyName: string;
  /** When the document was made, as an ISO instant. */
  madeAt: string;
}

/** One payout period of the person inside the document's month (RULES.md D9). */
interface PaymentPeriod {
  start_date: string;
  end_date: string;
  owed: number;
  paid: number;
  outstanding: number;
}

/** What a monthly rekap PDF adds beyond its screen: payouts per period, and the month's lock. */
export interface PdfExtras {
  payments: PaymentPeriod[];
  closed: { closed_at: string; closed_by_name: string | null } | null;
  /** The screen's header filters in words, when the document holds only the filtered orders. */
  filtered?: string;
}

export interface TalentMonthlyProps extends DocumentMeta {
  report: TalentRekap;
  extras?: PdfExtras;
}

export interface AdminMonthlyProps extends DocumentMeta {
  report: AdminRekap;
  extras?: PdfExtras;
}

/** Which document, with the report it lays out. */
export type PdfInput =
  | { kind: "talent-monthly"; report: TalentRekap; extras?: PdfExtras }
  | { kind: "admin-monthly"; report: AdminRekap; extras?: PdfExtras }
  | { kind: "talent-weekly"; slip: TalentWeekSlip }
  | { kind: "week-all"; slips: TalentWeekSlip[] };

export const DEFAULT_AGENCY_NAME = "Kas Talenta";
