// Monthly talent report (GET /rekap/detail/talent/:id/download; 'Pratinjau' on talent-rekap).
import { formatMonth, formatNumber, formatRupiah } from "../money/format";
import { AgencyDocument, ReportPages } from "./parts";
import { closedNotice, paymentGroups } from "./payments";
import { TALENT_ORDER_COLUMNS, talentSigners, talentTotalsRow } from "./talent-columns";
import type { TalentMonthlyProps } from "./types";

export function TalentMonthlyReport({ report: r, agencyName, madeAt, extras }: TalentMonthlyProps) {
  const period = formatMonth(r.month);
  return (
    <AgencyDocument
      title={`Laporan Bulanan Talent ${r.talent_name} ${period}`}
      agencyName={agencyName}
    >
      <ReportPages
        agencyName={agencyName}
        madeAt={madeAt}
        title="Laporan Bulanan Talent"
        subject={`Talent: ${r.talent_name}`}
        period={period}
        notice={closedNotice(extras)}
        columns={TALENT_ORDER_COLUMNS}
        rows={r.orders}
        totals={talentTotalsRow(r)}
        emptyText="Tidak ada order pada bulan ini."
        groups={[
          {
            title: "Ringkasan",
            figures: [
              { label: "Total Price", value: formatRupiah(r.total_price) },
              { label: "Total Talent Share", value: formatRupiah(r.total_talent_share) },
              { label: "Total Orders", value: formatNumber(r.total_orders) },
              { label: "Total Tip", value: formatRupiah(r.total_tip) },
              { label: "Total (Talent Share + Tip)", value: formatRupiah(r.total) },
            ],
          },
          {
            title: "Order per Admin",
            figures: Object.entries(r.orders_by_admin).map(([admin, n]) => ({
              label: admin,
              value: `${formatNumber(n)} order`,
            })),
          },
          ...paymentGroups(extras),
        ]}
        signers={talentSigners(r.talent_name, agencyName)}
      />
    </AgencyDocument>
  );
}
