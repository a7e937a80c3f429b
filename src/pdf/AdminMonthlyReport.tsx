// Monthly admin report (GET /rekap/detail/admin/:id/download; 'Pratinjau' on admin-rekap).
import type { AdminRekap } from "../contract/rekap";
import { formatDateId, formatMonth, formatNumber, formatRupiah } from "../money/format";
import { AgencyDocument, ReportPages, type Column } from "./parts";
import { closedNotice, paymentGroups } from "./payments";
import type { AdminMonthlyProps } from "./types";

type AdminOrder = AdminRekap["orders"][number];

/** Every column of the admin-rekap screen. */
const COLUMNS: Column<AdminOrder>[] = [
  { header: "Tanggal", width: 25, value: (o) => formatDateId(o.tanggal) },
  { header: "Tip Admin", width: 25, align: "right", value: (o) => formatRupiah(o.tips_admin) },
  { header: "Admin Fee", width: 25, align: "right", value: (o) => formatRupiah(o.admin_fee) },
  { header: "Total", width: 25, align: "right", value: (o) => formatRupiah(o.total) },
];

export function AdminMonthlyReport({ report: r, agencyName, madeAt, extras }: AdminMonthlyProps) {
  const period = formatMonth(r.month);
  return (
    <AgencyDocument title={`Laporan Bulanan Admin ${r.username} ${period}`} agencyName={agencyName}>
      <ReportPages
        agencyName={agencyName}
        madeAt={madeAt}
        title="Laporan Bulanan Admin"
        subject={`Admin: ${r.username}`}
        period={period}
        notice={closedNotice(extras)}
        columns={COLUMNS}
        rows={r.orders}
        totals={[
          "Total",
          formatRupiah(r.total_admin_tip),
          formatRupiah(r.total_admin_fee),
          formatRupiah(r.total_admin_fee_including_tips),
        ]}
        emptyText="Tidak ada order pada bulan ini."
        groups={[
          {
            title: "Ringkasan",
            figures: [
              { label: "Total Orders", value: formatNumber(r.total_orders) },
              { label: "Total Admin Fee", value: formatRupiah(r.total_admin_fee) },
              { label: "Total Tip Admin", value: formatRupiah(r.total_admin_tip) },
              {
                label: "Total Admin Fee + Tip",
                value: formatRupiah(r.total_admin_fee_including_tips),
              },
            ],
          },
          ...paymentGroups(extras),
        ]}
      />
    </AgencyDocument>
  );
}
