// Weekly talent slip (GET /report/pdf/talent/:id?start&end; 'Pratinjau' on the weekly report).
import type { TalentWeekSlip } from "../contract/reports";
import { formatNumber, formatRangeLong, formatRupiah } from "../money/format";
import { AgencyDocument, ReportPages } from "./parts";
import { TALENT_ORDER_COLUMNS, talentSigners, talentTotalsRow } from "./talent-columns";
import type { DocumentMeta } from "./types";

/** The pages of one slip: a fragment, so 'Export semua' can put many slips in one document. */
export function SlipPages({ slip, agencyName, madeAt }: DocumentMeta & { slip: TalentWeekSlip }) {
  const f = slip.figures;
  return (
    <ReportPages
      agencyName={agencyName}
      madeAt={madeAt}
      title="Slip Mingguan Talent"
      subject={`Talent: ${slip.talent_name}`}
      period={formatRangeLong(slip.start_date, slip.end_date)}
      columns={TALENT_ORDER_COLUMNS}
      rows={slip.orders}
      totals={talentTotalsRow(slip)}
      emptyText="Tidak ada order pada periode ini."
      groups={[
        {
          title: "Ringkasan Periode",
          figures: [
            { label: "Total Income", value: formatRupiah(f.total_income) },
            { label: "Tip Talent", value: formatRupiah(f.tip_talent) },
            { label: "Total Talent Share", value: formatRupiah(f.total_talent_share) },
            { label: "Total (Talent Share + Tip)", value: formatRupiah(f.talent_fee_plus_tip) },
            { label: "Admin Fee", value: formatRupiah(f.total_admin) },
            { label: "Sisa", value: formatRupiah(f.sisa) },
            { label: "Total Orders", value: formatNumber(f.total_orders) },
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
