// The screen both monthly reports share: 'Detail Laporan <who>: <name>', month picker bound to
// `?month=`, 'Kembali', 'Export PDF' + 'Pratinjau' of the month, 'Export CSV' / 'Export Excel',
// 'Memuat data...' until the first answer, the tiles, the screen's own content, then the month's
// orders paged by the server (max 500 px high) with pinned 'Total halaman ini' / 'Total keseluruhan'.
import type { ReactNode } from "react";
import { useAtom } from "jotai";
import type { ColDef } from "ag-grid-community";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { MonthPicker } from "../../../components/report/MonthPicker";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { serverMessage } from "../../../components/feedback";
import { useListGrid } from "../../../components/list/use-list-grid";
import { ServerGrid } from "../../../components/server-grid";
import { ExportButtons } from "../../../components/ExportButtons";
import { ExportPdfButton, PdfPreviewButton } from "../../../components/pdf";
import type { ListAtoms, ListParams, PinnedTotals } from "../../../client/lib/list-atoms";
import type { PdfInput } from "../../../pdf/types";
import { formatMonth } from "../../../money/format";
import { REKAP_PAGE_SIZES } from "../atoms";

type Download = Promise<{ blob: Blob; fileName?: string }>;

export function RekapFrame<
  Row extends { id: number | string },
  Rekap extends { month: string; total_orders: number },
>(props: {
  who: "Admin" | "Talent";
  list: ListAtoms<Row, PinnedTotals<Row> & { rekap: Rekap }>;
  backTo: string;
  columns: ColDef<Row>[];
  /** The title's name: the admin's username, the talent's name. */
  name: (r: Rekap) => string;
  /** The month's PDF; `filters`: the grid's header filters, so the file holds what it shows. */
  downloadPdf: (id: number, month: string, filters: Record<string, string>) => Download;
  /** The whole month (its filtered orders, given filters) for 'Pratinjau'. */
  preview: (id: number, month: string, filters: Record<string, string>) => Promise<PdfInput>;
  exportMonth: (id: number, params: ListParams, format: "csv" | "xlsx") => Download;
  tiles: (r: Rekap | undefined) => ReactNode;
  /** Shown between the tiles and the grid. */
  children?: (r: Rekap | undefined) => ReactNode;
}) {
  const { query, params, grid } = useListGrid(props.list);
  const [pickedMonth, setMonth] = useAtom(props.list.monthAtom);
  const r = query.data?.rekap;
  const id = params.scopeId ?? 0;
  const lower = props.who.toLowerCase();
  // The month the server answered for (the picker's, else the current month in Jakarta).
  const month = r?.month ?? params.month;
  const empty = (r?.total_orders ?? 0) === 0;
  const error = query.isError ? query.error : null;
  return (
    <>
      <PageHeader title={`Detail Laporan ${props.who}: ${r ? props.name(r) : "..."}`}>
        <NavButton to={props.backTo} icon="arrow-left" text="Kembali" />
      </PageHeader>
      <div className="kt-report-controls">
        <MonthPicker value={pickedMonth} onChange={setMonth} />
        <ExportPdfButton
          fileName={`${lower}-report-${id}-${month}.pdf`}
          empty={empty}
          download={() => props.downloadPdf(id, month, params.filters)}
        />
        <PdfPreviewButton
          title={`Pratinjau: Laporan Bulanan ${props.who} ${formatMonth(month)}`}
          disabled={!r}
          load={() => props.preview(id, month, params.filters)}
        />
        <ExportButtons
          fileName={`rekap-${lower}-${id}-${params.month}`}
          empty={empty}
          download={(format) => props.exportMonth(id, params, format)}
        />
      </div>
      <ErrorCallout>{error ? serverMessage(error) : null}</ErrorCallout>
      {r === undefined && !error ? (
        <p className="muted" role="status">
          Memuat data...
        </p>
      ) : (
        <>
          {props.tiles(r)}
          {props.children?.(r)}
          <ServerGrid<Row>
            ariaLabel="Order bulan ini"
            columnDefs={props.columns}
            pageSizes={REKAP_PAGE_SIZES}
            columnChooser={`rekap-${props.who === "Admin" ? "admin" : "talent"}`}
            maxHeight={500}
            getRowId={(o) => o.id}
            pinnedBottomRows={query.data?.totals}
            {...grid}
            // the month's files are the buttons above (their own route, the same export path)
            exportSource={undefined}
            printSource={grid.exportSource}
          />
        </>
      )}
    </>
  );
}
