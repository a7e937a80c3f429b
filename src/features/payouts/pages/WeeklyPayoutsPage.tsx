// /admin/report/weekly-talent-reports (RULES.md D5): every talent's weekly rows in one grid,
// the weekly payout list — a period filter and a talent search (URL `?start=&end=&q=`), server
// sorting on every column, and the sums over the whole filter pinned as 'Total keseluruhan'.
// Dibayar / Sisa Hutang / Status (filter in its header; the whole week's, RULES.md D9),
// 'Catat Pembayaran' per row and for the selected rows; 'Kirim via WhatsApp' per row (D12), green
// with when and by whom once the week's slip was sent.
import { Suspense, lazy, useMemo, useState } from "react";
import { useAtom } from "jotai";
import { Button } from "@blueprintjs/core";
import { paths } from "../../../client/lib/paths";
import { serverMessage } from "../../../components/feedback";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { useListGrid } from "../../../components/list/use-list-grid";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { DateRangeFilter } from "../../../components/report/DateRangeFilter";
import { SearchBox } from "../../../components/report/SearchBox";
import { ALL_TOTAL_LABEL, ServerGrid, pinnedRow } from "../../../components/server-grid";
import { useRowSelection } from "../../../components/server-grid/selection";
import type { WeeklyTalentsRow } from "../../../contract/weekly";
import { weeklyTalentsColumns } from "../../../../grids/weekly-talents";
import { textActionsCol } from "../../../../grids/column-types";
import { weeklyTalentsList } from "../atoms";
import { ExportPdfButton } from "../../../components/pdf/ExportPdfButton";
import { downloadWeekSlipsPdf } from "../api/week-slips-pdf";
import { weekOfTalent } from "../payable";
import { sendSlip } from "../send-slip";
import { formatDateTime } from "../../../money/format";

// the form kit (react-hook-form, the date input) loads when a dialog opens: bundle budget
const RecordPayoutDialog = lazy(() =>
  import("../dialogs/RecordPayoutDialog").then((m) => ({ default: m.RecordPayoutDialog })),
);
const RecordPayoutsDialog = lazy(() =>
  import("../dialogs/RecordPayoutsDialog").then((m) => ({ default: m.RecordPayoutsDialog })),
);

const PAGE_SIZES = [10, 25, 50, 100];
const owes = (r: WeeklyTalentsRow) => r.outstanding > 0;
/** The week's slip already went out (RULES.md D12): when and by whom, on the WhatsApp button. */
const slipSent = (r: WeeklyTalentsRow) =>
  r.slip_sent_at
    ? `terkirim ${formatDateTime(r.slip_sent_at)}${r.slip_sent_by ? ` oleh ${r.slip_sent_by}` : ""}`
    : null;

export default function WeeklyPayoutsPage() {
  const { query, search, setSearch, grid } = useListGrid(weeklyTalentsList);
  const [range, setRange] = useAtom(weeklyTalentsList.rangeAtom);
  const [paying, setPaying] = useState<WeeklyTalentsRow | null>(null);
  const [payingSelected, setPayingSelected] = useState(false);
  const selection = useRowSelection<WeeklyTalentsRow>(query.data?.rows, (r) => r.id, owes);
  const totals = query.data?.totals;
  const columns = useMemo(
    () => [
      selection.column,
      ...weeklyTalentsColumns,
      textActionsCol<WeeklyTalentsRow>(
        [
          { text: "Catat Pembayaran", onClick: setPaying, disabled: (r) => !owes(r) },
          {
            text: "Kirim via WhatsApp",
            icon: "send-message",
            onClick: (r) => void sendSlip(weekOfTalent(r)),
            note: slipSent,
          },
        ],
        { pinned: "right" },
      ),
    ],
    [selection.column],
  );
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
        columnDefs={columns}
        columnChooser="weekly-talents"
        pageSizes={PAGE_SIZES}
        getRowId={(r) => r.id}
        pinnedBottomRows={totals ? [pinnedRow(ALL_TOTAL_LABEL, totals)] : undefined}
        toolbar={
          <Button
            icon="bank-account"
            intent="primary"
            text={`Catat Pembayaran terpilih (${selection.selected.length})`}
            disabled={selection.selected.length === 0}
            onClick={() => setPayingSelected(true)}
          />
        }
        {...grid}
      />
      <Suspense fallback={null}>
        {paying && (
          <RecordPayoutDialog row={weekOfTalent(paying)} onClose={() => setPaying(null)} />
        )}
        {payingSelected && (
          <RecordPayoutsDialog
            rows={selection.selected.map(weekOfTalent)}
            onClose={() => setPayingSelected(false)}
            onDone={selection.clear}
          />
        )}
      </Suspense>
    </>
  );
}
