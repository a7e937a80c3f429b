// /admin/talent-rekap/{id} (RULES.md S2): 'Detail Laporan Talent' + name, month picker, Total Price,
// Total Talent Share, Total Orders (+ tips and total), orders per admin, and the month's orders
// paged by the server (max 500 px high) with pinned 'Total halaman ini' / 'Total keseluruhan'.
import { paths } from "../../../client/lib/paths";
import { FigureCard, FigureCards } from "../../../components/report/FigureCard";
import { talentRekapColumns } from "../../../../grids/talent-rekap";
import type { TalentRekapSort } from "../../../contract/rekap";
import { exportTalentRekap } from "../api/export-rekap";
import { rekapQuery, talentRekapList } from "../atoms";
import { RekapFrame } from "./RekapFrame";
import { downloadTalentRekapPdf, getTalentRekapMonth } from "../api/rekap-pdf";

export default function TalentRekapPage() {
  return (
    <RekapFrame
      who="Talent"
      list={talentRekapList}
      backTo={paths.talentsOrdersSummary.pattern}
      columns={talentRekapColumns}
      name={(r) => r.talent_name}
      downloadPdf={downloadTalentRekapPdf}
      preview={async (id, month, filters) => ({
        kind: "talent-monthly",
        report: await getTalentRekapMonth(id, month, filters),
      })}
      exportMonth={(id, params, format) =>
        exportTalentRekap(id, { ...rekapQuery<TalentRekapSort>(params), format })
      }
      tiles={(r) => (
        <FigureCards min={220}>
          <FigureCard label="Total Price" value={r?.total_price} money icon="bank-account" />
          <FigureCard
            label="Total Talent Share"
            value={r?.total_talent_share}
            money
            icon="people"
            color="#238551"
          />
          <FigureCard label="Total Tip" value={r?.total_tip} money icon="heart" color="#c87619" />
          <FigureCard
            label="Total (Share + Tip)"
            value={r?.total}
            money
            strong
            icon="dollar"
            color="#238551"
          />
          <FigureCard label="Total Orders" value={r?.total_orders} icon="shopping-cart" />
        </FigureCards>
      )}
    >
      {(r) => <OrdersByAdmin byAdmin={Object.entries(r?.orders_by_admin ?? {})} />}
    </RekapFrame>
  );
}

function OrdersByAdmin({ byAdmin }: { byAdmin: [string, number][] }) {
  return (
    <section className="kt-rekap-by-admin" aria-label="Order per admin">
      <h2>Order per admin</h2>
      {byAdmin.length === 0 ? (
        <p className="muted">Tidak ada data</p>
      ) : (
        <ul>
          {byAdmin.map(([name, count]) => (
            <li key={name}>
              {name}: <strong>{count}</strong> order
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
