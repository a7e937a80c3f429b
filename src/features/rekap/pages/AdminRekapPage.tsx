// /admin/admin-rekap/{id} (spec §2): 'Detail Laporan Admin' + username, month picker, Total
// Orders, Total Admin Fee, Total Tip Admin, Total Admin Fee + Tip, and the month's orders
// (Tanggal, Tip Admin, Admin Fee, Total) paged by the server with pinned totals.
import { paths } from "../../../client/lib/paths";
import { useListGrid } from "../../../components/list/use-list-grid";
import { ServerGrid } from "../../../components/server-grid";
import { FigureCard, FigureCards } from "../../../components/report/FigureCard";
import { ExportButtons } from "../../../components/ExportButtons";
import { adminRekapColumns, type AdminRekapRow } from "../../../../grids/admin-rekap";
import type { AdminRekapSort } from "../../../contract/reports";
import { exportAdminRekap } from "../api/export-rekap";
import { REKAP_PAGE_SIZES, adminRekapList, rekapQuery } from "../atoms";
import { RekapFrame } from "./RekapFrame";
import { formatMonth } from "../../../money/format";
import { ExportPdfButton, PdfPreviewButton } from "../../../components/pdf";
import { downloadAdminRekapPdf, getAdminRekapMonth } from "../api/rekap-pdf";

export default function AdminRekapPage() {
  const { query, params, grid } = useListGrid(adminRekapList);
  const r = query.data?.rekap;
  const id = params.scopeId ?? 0;
  // The month the server answered for (the picker's, else the current month in Jakarta).
  const month = r?.month ?? params.month;
  return (
    <RekapFrame
      title={`Detail Laporan Admin: ${r?.username ?? "..."}`}
      list={adminRekapList}
      backTo={paths.adminsOrdersSummary.pattern}
      loaded={r !== undefined}
      error={query.isError ? query.error : null}
      pdfActions={
        <>
          <ExportPdfButton
            fileName={`admin-report-${id}-${month}.pdf`}
            empty={(r?.total_orders ?? 0) === 0}
            download={() => downloadAdminRekapPdf(id, month)}
          />
          <PdfPreviewButton
            title={`Pratinjau: Laporan Bulanan Admin ${formatMonth(month)}`}
            disabled={!r}
            load={async () => ({
              kind: "admin-monthly",
              report: await getAdminRekapMonth(id, month),
            })}
          />
        </>
      }
      exports={
        <ExportButtons
          fileName={`rekap-admin-${id}-${params.month}`}
          empty={(r?.total_orders ?? 0) === 0}
          download={(format) =>
            exportAdminRekap(id, { ...rekapQuery<AdminRekapSort>(params), format })
          }
        />
      }
      tiles={
        <FigureCards min={200}>
          <FigureCard label="Total Orders" value={r?.total_orders} icon="shopping-cart" />
          <FigureCard label="Total Admin Fee" value={r?.total_admin_fee} money icon="person" />
          <FigureCard
            label="Total Tip Admin"
            value={r?.total_admin_tip}
            money
            icon="heart"
            color="#c87619"
          />
          <FigureCard
            label="Total Admin Fee + Tip"
            value={r?.total_admin_fee_including_tips}
            money
            strong
            icon="dollar"
            color="#238551"
          />
        </FigureCards>
      }
    >
      <ServerGrid<AdminRekapRow>
        ariaLabel="Order bulan ini"
        columnDefs={adminRekapColumns}
        pageSizes={REKAP_PAGE_SIZES}
        maxHeight={500}
        getRowId={(o) => o.id}
        pinnedBottomRows={query.data?.totals}
        {...grid}
      />
    </RekapFrame>
  );
}
