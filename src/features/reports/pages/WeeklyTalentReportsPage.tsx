// /admin/report/weekly-talent-reports (decisions.md §5): every talent's weekly rows in one grid,
// the weekly payout list — a period filter and a talent search (URL `?start=&end=&q=`), server
// sorting on every column, and the sums over the whole filter pinned as 'Total keseluruhan'.
import { useAtom } from "jotai";
import { paths } from "../../../client/lib/paths";
import { serverMessage } from "../../../components/feedback";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { useListGrid } from "../../../components/list/use-list-grid";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { DateRangeFilter } from "../../../components/report/DateRangeFilter";
import { SearchBox } from "../../../components/report/SearchBox";
import { ALL_TOTAL_LABEL, ServerGrid, pinnedRow } from "../../../components/server-grid";
import type { WeeklyTalentsRow } from "../../../contract/reports";
import { weeklyTalentsColumns } from "../../../../grids/weekly-talents";
import { weeklyTalentsList } from "../atoms";
import { ExportPdfButton } from "../../../components/pdf";
import { downloadWeekSlipsPdf } from "../api/weekly-pdf";

const PAGE_SIZES = [10, 25, 50, 100];

export default function WeeklyTalentReportsPage() {
  const { query, search, setSearch, grid } = useListGrid(weeklyTalentsList);
  const [range, setRange] = useAtom(weeklyTalentsList.rangeAtom);
  const totals = query.data?.totals;
  return (
    <>
      <PageHeader title="Weekly Payout Talent">
        <NavButton icon="arrow-left" text="Kembali" to={paths.summary.pattern} />
      </PageHeader>
      <div className="kt-report-controls">
        <DateRangeFilter value={range} onChange={setRange} />
        <SearchBox value={search} onChange={setSearch} placeholder="Cari talent..." />
        {/* One PDF, one slip per talent with orders in the chosen period (at most 31 days). */}
        <ExportPdfButton
          label="Export semua"
          fileName={`Report_Semua_${range.start}_${range.end}.pdf`}
          empty={!range.start || !range.end || (query.data?.totalRows ?? 0) === 0}
          download={() => downloadWeekSlipsPdf({ start: range.start, end: range.end })}
        />
      </div>
      <ErrorCallout>{query.isError && serverMessage(query.error)}</ErrorCallout>
      <ServerGrid<WeeklyTalentsRow>
        ariaLabel="Weekly payout talent"
        columnDefs={weeklyTalentsColumns}
        columnChooser="weekly-talents"
        pageSizes={PAGE_SIZES}
        getRowId={(r) => r.id}
        pinnedBottomRows={totals ? [pinnedRow(ALL_TOTAL_LABEL, totals)] : undefined}
        {...grid}
      />
    </>
  );
}
