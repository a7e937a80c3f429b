// /admin/report/weekly-talent-report/:id (RULES.md D5): 'Laporan Mingguan: {name}' ('...'
// while loading, 'Tidak diketahui' when the talent is missing), 'data per halaman' 5/10/25/50,
// pinned 'Total halaman ini' and 'Total keseluruhan' from the server, and an 'Export PDF' per
// row, reading 'Mengunduh...' and disabled while that row's file comes.
import { useAtomValue } from "jotai";
import { useMemo, useState } from "react";
import { paths } from "../../../client/lib/paths";
import { serverMessage } from "../../../components/feedback";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { useListGrid } from "../../../components/list/use-list-grid";
import { NavButton } from "../../../components/list/PageHeader";
import { ServerGrid, pageAndAllRows } from "../../../components/server-grid";
import type { WeekTotals, WeeklyRow } from "../../../contract/weekly";
import { weeklyTalentReportColumns } from "../../../../grids/weekly-talent-report";
import { WEEKLY_DETAIL_PAGE_SIZES, talentById, weeklyTalentReport } from "../atoms";
import { loadWeeklySlip, weeklyPdfExport } from "../export-weekly-pdf";
import { DOWNLOADING, useExportRuns } from "../../../components/ExportButton";
import { PdfPreviewDialog } from "../../../components/pdf";
import { formatPeriod } from "../../../money/format";

const asRow = (t: WeekTotals): Partial<WeeklyRow> => ({ ...t, total_talent: t.total_talent_share });

function TalentTitle({ id }: { id: number }) {
  const q = useAtomValue(talentById(id));
  const name = q.isPending ? "..." : (q.data?.name ?? "Tidak diketahui");
  return <>Laporan Mingguan: {name}</>;
}

export default function TalentWeeklyReportPage() {
  const { query, params, grid } = useListGrid(weeklyTalentReport);
  const id = params.scopeId;
  const totals = query.data?.totals;
  const [preview, setPreview] = useState<WeeklyRow | null>(null);
  const { run, isRunning } = useExportRuns<string>();
  const columns = useMemo(
    () =>
      weeklyTalentReportColumns([
        {
          text: "Export PDF",
          onClick: (r) => id !== null && void run(r.id, weeklyPdfExport(id, r)),
          busyText: (r) => (isRunning(r.id) ? DOWNLOADING : null),
        },
        { text: "Pratinjau", onClick: (r) => setPreview(r) },
      ]),
    [id, run, isRunning],
  );
  return (
    <>
      <div className="page-header">
        <h1>{id !== null ? <TalentTitle id={id} /> : "Laporan Mingguan: Tidak diketahui"}</h1>
        <div className="page-actions">
          <NavButton icon="arrow-left" text="Kembali" to={paths.weeklyTalent.pattern} />
        </div>
      </div>
      <ErrorCallout>{query.isError && serverMessage(query.error)}</ErrorCallout>
      <ServerGrid<WeeklyRow>
        ariaLabel="Laporan mingguan talent"
        columnDefs={columns}
        columnChooser="weekly-talent-report"
        pageSizes={WEEKLY_DETAIL_PAGE_SIZES}
        sizeLabel="data per halaman"
        getRowId={(r) => r.id}
        emptyText="Tidak ada laporan tersedia untuk talent ini."
        pinnedBottomRows={
          totals ? pageAndAllRows(asRow(totals.page), asRow(totals.all)) : undefined
        }
        {...grid}
      />
      {preview && id !== null && (
        <PdfPreviewDialog
          isOpen
          onClose={() => setPreview(null)}
          title={`Pratinjau: Slip Mingguan ${formatPeriod(preview.start_date, preview.end_date)}`}
          load={() => loadWeeklySlip(id, preview)}
        />
      )}
    </>
  );
}
