// Weekly talent slip (GET /report/pdf/talent/:id?start&end; 'Pratinjau' on the weekly report).
import type { TalentWeekSlip } from "../contract/weekly";
import { formatNumber, formatRangeLong, formatRupiah } from "../money/format";
import { AgencyDocument, ReportPages } from "./parts";
import { SLIP_COLUMNS, TALENT_ORDER_COLUMNS, slipTotalsRow, talentSigners } from "./talent-columns";
import type { DocumentMeta } from "./types";

/**
 * The pages of one slip: a fragment, so 'Export semua' can put many slips in one document. A
 * talent receives it, so it shows only the talent's own money (not the agency's): per order
 * the net price, talent share, tips to the talent and their total; then what is to be paid,
 * what was paid and what is left (RULES.md D9) — each line adds up on its face.
 */
function SlipPages({ slip, agencyName, madeAt }: DocumentMeta & { slip: TalentWeekSlip }) {
  return (
    <ReportPages
      agencyName={agencyName}
      madeAt={madeAt}
      title="Slip Mingguan Talent"
      subject={`Talent: ${slip.talent_name}`}
      period={formatRangeLong(slip.start_date, slip.end_date)}
      notice={slip.payment.lunas ? "LUNAS" : undefined}
      columns={SLIP_COLUMNS}
      rows={slip.orders}
      totals={slipTotalsRow(slip)}
      emptyText="Tidak ada order pada periode ini."
      groups={[
        {
          title: "Ringkasan Pembayaran",
          figures: [
            { label: "Talent Share", value: formatRupiah(slip.total_talent_share) },
            { label: "Tip Talent", value: formatRupiah(slip.total_tip) },
            { label: "Total Dibayarkan (Share + Tip)", value: formatRupiah(slip.total) },
            { label: "Sudah Dibayar", value: formatRupiah(slip.payment.paid) },
            { label: "Belum Dibayar", value: formatRupiah(slip.payment.outstanding) },
            { label: "Total Orders", value: formatNumber(slip.total_orders) },
          ],
        },
      ]}
      signers={talentSigners(slip.talent_name, agencyName)}
    />
  );
}

export function TalentWeeklySlip(p: DocumentMeta & { slip: TalentWeekSlip }) {
  return (
    <AgencyDocument
      title={`Slip Mingguan ${p.slip.talent_name} ${p.slip.start_date} ${p.slip.end_date}`}
      agencyName={p.agencyName}
    >
      <SlipPages {...p} />
    </AgencyDocument>
  );
}

/** 'Export semua': one document, one slip (with its own page numbers) per talent. */
export function WeekSlips({ slips, ...meta }: DocumentMeta & { slips: TalentWeekSlip[] }) {
  const first = slips[0];
  return (
    <AgencyDocument
      title={first ? `Slip Mingguan ${first.start_date} ${first.end_date}` : "Slip Mingguan"}
      agencyName={meta.agencyName}
    >
      {slips.length === 0 ? (
        <ReportPages
          {...meta}
          title="Slip Mingguan Talent"
          subject="Semua talent"
          period=""
          columns={TALENT_ORDER_COLUMNS}
          rows={[]}
          totals={[]}
          groups={[]}
          emptyText="Tidak ada order pada periode ini."
        />
      ) : (
        slips.map((slip, i) => <SlipPages key={i} slip={slip} {...meta} />)
      )}
    </AgencyDocument>
  );
}
