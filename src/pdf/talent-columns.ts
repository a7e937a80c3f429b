// The order table of the talent documents: every column of the talent-rekap screen.
import type { TalentRekap } from "../contract/rekap";
import { formatDateId, formatNumber, formatRupiah } from "../money/format";
import type { Column } from "./parts";

export type TalentOrder = TalentRekap["orders"][number];

export const TALENT_ORDER_COLUMNS: Column<TalentOrder>[] = [
  { header: "Tanggal", width: 8.5, value: (o) => formatDateId(o.tanggal) },
  { header: "Handle By", width: 8, value: (o) => o.handle_by },
  { header: "Role", width: 5, value: (o) => o.role },
  { header: "Talent", width: 8.5, value: (o) => o.talent },
  { header: "Client", width: 9.5, value: (o) => o.client },
  { header: "Umur", width: 4.5, align: "right", value: (o) => formatNumber(o.umur) },
  { header: "Jasa", width: 8, value: (o) => o.jasa },
  { header: "Durasi", width: 5, align: "right", value: (o) => formatNumber(o.durasi) },
  { header: "Harga", width: 11.5, align: "right", value: (o) => formatRupiah(o.price) },
  {
    header: "Talent Share",
    width: 11.5,
    align: "right",
    value: (o) => formatRupiah(o.talent_share),
  },
  { header: "Tip", width: 8.5, align: "right", value: (o) => formatRupiah(o.tip) },
  { header: "Total", width: 11.5, align: "right", value: (o) => formatRupiah(o.total) },
];

/** The slip a talent receives: only the talent's own money per order (no agency figures). */
export const SLIP_COLUMNS: Column<TalentOrder>[] = [
  { header: "Tanggal", width: 12, value: (o) => formatDateId(o.tanggal) },
  { header: "Jasa", width: 20, value: (o) => o.jasa },
  { header: "Durasi", width: 8, align: "right", value: (o) => formatNumber(o.durasi) },
  { header: "Harga", width: 15, align: "right", value: (o) => formatRupiah(o.price) },
  { header: "Talent Share", width: 15, align: "right", value: (o) => formatRupiah(o.talent_share) },
  { header: "Tip Talent", width: 13, align: "right", value: (o) => formatRupiah(o.tip) },
  { header: "Total", width: 17, align: "right", value: (o) => formatRupiah(o.total) },
];

export const slipTotalsRow = (t: {
  total_price: number;
  total_talent_share: number;
  total_tip: number;
  total: number;
}) =>
  ["Total", "", ""].concat(
    [t.total_price, t.total_talent_share, t.total_tip, t.total].map((n) => formatRupiah(n)),
  );

/** The table's closing row from the report's own totals (never re-added here). */
export const talentTotalsRow = (t: {
  total_price: number;
  total_talent_share: number;
  total_tip: number;
  total: number;
}) =>
  ["Total", "", "", "", "", "", "", ""].concat(
    [t.total_price, t.total_talent_share, t.total_tip, t.total].map((n) => formatRupiah(n)),
  );

/** The signature lines under a talent's document: the talent, and the agency's admin / owner. */
export const talentSigners = (talentName: string, agencyName: string) => [
  { role: "Talent", name: talentName },
  { role: agencyName, name: "Admin / Owner" },
];
