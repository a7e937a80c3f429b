// /admin/talent-rekap/{id} (spec §2): 'Detail Laporan Talent' + name, month picker, Total Price,
// Total Talent Share, Total Orders (+ tips and total), orders per admin, and the month's orders
// paged by the server (max 500 px high) with pinned 'Total halaman ini' / 'Total keseluruhan'.
import { paths } from "../../../client/lib/paths";
import { useListGrid } from "../../../components/list/use-list-grid";
import { ServerGrid } from "../../../components/server-grid";
import { FigureCard, FigureCards } from "../../../components/report/FigureCard";
import { ExportButtons } from "../../../components/ExportButtons";
import { talentRekapColumns, type TalentRekapRow } from "../../../../grids/talent-rekap";
import type { TalentRekapSort } from "../../../contract/reports";
import { exportTalentRekap } from "../api/export-rekap";
import { REKAP_PAGE_SIZES, rekapQuery, talentRekapList } from "../atoms";
import { RekapFrame } from "./RekapFrame";
import { formatMonth } from "../../../money/format";
import { ExportPdfButton, PdfPreviewButton } from "../../../components/pdf";
import { downloadTalentRekapPdf, getTalentRekapMonth } from "../api/rekap-pdf";

export default function TalentRekapPage() {
  const { query, params, grid } = useListGrid(talentRekapList);
  const r = query.data?.rekap;
  const id = params.scopeId ?? 0;
  // The month the server answered for (the picker's, else the current month in Jakarta).
  const month = r?.month ?? params.month;
  const byAdmin = Object.entries(r?.orders_by_admin ?? {});
  return (
    <RekapFrame
      title={`Detail Laporan Talent: ${r?.talent_name ?? "..."}`}
      list={talentRekapList}
      backTo={paths.talentsOrdersSummary.pattern}
      loaded={r !== undefined}
      error={query.isError ? query.error : null}
      pdfActions={
        <>
          <ExportPdfButton
            fileName={`talent-report-${id}-${month}.pdf`}
            empty={(r?.total_orders ?? 0) === 0}
            download={() => downloadTalentRekapPdf(id, month)}
          />
          <PdfPreviewButton
            title={`Pratinjau: Laporan Bulanan Talent ${formatMonth(month)}`}
            disabled={!r}
            load={async () => ({
              kind: "talent-monthly",
              report: await getTalentRekapMonth(id, month),
            })}
          />
        </>
      }
      exports={
        <ExportButtons
          fileName={`rekap-talent-${id}-${params.month}`}
          empty={(r?.total_orders ?? 0) === 0}
          download={(format) =>
            exportTalentRekap(id, { ...rekapQuery<TalentRekapSort>(params), format })
          }
        />
      }
      tiles={
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
      }
    >
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
      <ServerGrid<TalentRekapRow>
        ariaLabel="Order bulan ini"
        columnDefs={talentRekapColumns}
        pageSizes={REKAP_PAGE_SIZES}
        maxHeight={500}
        getRowId={(o) => o.id}
        pinnedBottomRows={query.data?.totals}
        {...grid}
      />
    </RekapFrame>
  );
}
