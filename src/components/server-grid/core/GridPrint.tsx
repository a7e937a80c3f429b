// 'Cetak': a report prints whole. The grid on screen holds one page (and AG Grid draws only the
// rows in view), so the print is a plain table of every row of the list for the grid's query
// (POST /grid-export/:list/print, up to PRINT_ROW_LIMIT, then a note pointing to the export),
// formatted by the grid's own columns (first-paint's plainCellText), under a header with the
// agency, the title, the period and filters, who printed it and when, and the totals last. Only
// print media shows it (server-grid.css); a table's header repeats on every printed page.
// Ctrl+P (Cmd+P) on a page with such a grid is the same 'Cetak': the browser's own print would
// hold the one page on screen.
import { useEffect, useRef, useState } from "react";
import { useAtomValue } from "jotai";
import { Button } from "@blueprintjs/core";
import type { ColDef } from "ag-grid-community";
import { currentUserAtom } from "../../../client/lib/session";
import { errorMessage } from "../../../client/lib/http";
import { toast } from "../../../client/lib/toast";
import { formatDateId, formatDateTime } from "../../../money/format";
import { FIELD_LABELS } from "../../../contract/field-labels";
import { getAgencyName } from "../../pdf/agency";
import { DEFAULT_AGENCY_NAME } from "../../../pdf/types";
import { fetchPrintRows, type GridExportSource } from "../views";
import { plainCellText, plainColumns } from "../first-paint";
import { colKey, type GridPageContext } from "../columns";
import { ALL_TOTAL_LABEL } from "./pinned-rows";

interface PrintSheet {
  /** The query it was made for: a sheet of another query is never printed. */
  key: string;
  rows: Record<string, unknown>[];
  truncated: boolean;
  limit: number;
  agency: string;
  title: string;
  by: string;
  at: string;
}

/** Query keys that say how the list is paged or sorted, not which rows it holds. */
const NOT_FILTERS = new Set(["page", "limit", "sort", "order", "sort_by", "sort_order"]);
const PERIOD_KEYS = ["start_date", "end_date", "start", "end", "month"];

/** The period and filters of the list's query, in words ('Tanggal mulai: 01/01/2026'). */
function filterLines(query: GridExportSource["query"]): string[] {
  const shown = Object.entries(query).filter(
    ([k, v]) => v !== undefined && v !== "" && !NOT_FILTERS.has(k),
  );
  const lines = shown.map(([k, v]) => {
    const text = String(v);
    const value = /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDateId(text) : text;
    return `${FIELD_LABELS[k] ?? k}: ${value}`;
  });
  if (!shown.some(([k]) => PERIOD_KEYS.includes(k))) lines.unshift("Periode: semua tanggal");
  return lines;
}

/** The 'Cetak' button's work (and Ctrl+P's): fetch every row, then the browser's print of the sheet. */
export function usePrintSheet(source: GridExportSource | undefined, ariaLabel: string) {
  const [sheet, setSheet] = useState<PrintSheet | null>(null);
  const [busy, setBusy] = useState(false);
  const user = useAtomValue(currentUserAtom);
  const key = JSON.stringify(source ?? null);
  const print = async () => {
    if (!source || busy) return;
    setBusy(true);
    try {
      const [data, agency] = await Promise.all([
        fetchPrintRows(source),
        getAgencyName().catch(() => DEFAULT_AGENCY_NAME),
      ]);
      const title = document.querySelector(".content h1")?.textContent || ariaLabel;
      const at = formatDateTime(new Date());
      setSheet({ key, ...data, agency, title, by: user?.username ?? "-", at });
    } catch (err) {
      toast.error(errorMessage(err, "Gagal menyiapkan cetakan"));
    } finally {
      setBusy(false);
    }
  };
  const root = usePrintKey(source !== undefined, print);
  // the sheet is in the page once React has drawn it: then the browser's print dialog
  useEffect(() => {
    if (sheet) window.print();
  }, [sheet]);
  return { sheet: sheet?.key === key ? sheet : null, busy, print, root };
}

/** The mounted grids that print (the key orders them by their place on the page). */
const printers: { root: () => HTMLElement | null; print: () => void }[] = [];

/** Ctrl+P / Cmd+P: the grid holding the focus prints, else the page's first one with rows. */
function onPrintKey(e: KeyboardEvent) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== "p") return;
  // an empty grid has no 'Cetak' either (BaseGrid marks one with rows): the browser prints then
  const able = printers
    .flatMap((p) => {
      const el = p.root();
      return el?.classList.contains("kt-server-grid--rows") ? [{ p, el }] : [];
    })
    .sort((a, b) =>
      a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  const target = able.find((x) => x.el.contains(document.activeElement)) ?? able[0];
  if (!target) return;
  e.preventDefault();
  target.p.print();
}

/** While the grid is mounted with a print source, Ctrl+P is its 'Cetak'; `root` is its section. */
function usePrintKey(enabled: boolean, print: () => Promise<void>) {
  const root = useRef<HTMLElement>(null);
  const latest = useRef(print);
  useEffect(() => {
    latest.current = print;
  });
  useEffect(() => {
    if (!enabled) return;
    const entry = { root: () => root.current, print: () => void latest.current() };
    printers.push(entry);
    if (printers.length === 1) window.addEventListener("keydown", onPrintKey);
    return () => {
      printers.splice(printers.indexOf(entry), 1);
      if (printers.length === 0) window.removeEventListener("keydown", onPrintKey);
    };
  }, [enabled]);
  return root;
}

export function PrintButton(props: { busy: boolean; onPrint: () => void }) {
  return (
    <Button
      text={props.busy ? "Menyiapkan..." : "Cetak"}
      disabled={props.busy}
      variant="outlined"
      size="small"
      // the '?' key lists Ctrl+P on a page that has it (shell/shortcuts.ts)
      className="kt-print-button"
      onClick={props.onPrint}
    />
  );
}

/** The printed report: header, every row, the grand totals. */
export function PrintTable<Row>(props: {
  sheet: PrintSheet;
  source: GridExportSource;
  columns: ColDef<Row>[];
  defaultColDef: ColDef<Row>;
  columnTypes: Record<string, ColDef<Row>>;
  isChosen: (colId: string) => boolean;
  pinnedRows: unknown[] | undefined;
}) {
  const { sheet, isChosen } = props;
  // the user's columns whatever the window's width hides; the row actions have no text
  const chosen = props.columns.map((c) => ({
    ...c,
    hide: !isChosen(colKey(c) ?? ""),
  }));
  const columns = plainColumns(chosen, props.defaultColDef, props.columnTypes, 1000).filter(
    (c) => c.def.field !== undefined || typeof c.def.valueGetter === "function",
  );
  const context: GridPageContext = { page: 0, pageSize: sheet.rows.length };
  const totals = (props.pinnedRows ?? []).filter(
    (r) => (r as { __label?: string }).__label === ALL_TOTAL_LABEL,
  );
  const cells = (data: unknown, i: number, pinned: boolean) =>
    columns.map((c) => (
      <td key={c.key} className={c.right ? "kt-print__num" : undefined}>
        {plainCellText(c, data, i, pinned, context)}
      </td>
    ));
  return (
    <div className="kt-print">
      <header className="kt-print__head">
        <div className="kt-print__agency">{sheet.agency}</div>
        <h2>{sheet.title}</h2>
        <p>{filterLines(props.source.query).join(" · ")}</p>
        <p>
          Dicetak oleh {sheet.by} pada {sheet.at} · {sheet.rows.length} baris
        </p>
        {sheet.truncated && (
          <p className="kt-print__note">
            Hanya {sheet.limit} baris pertama yang dicetak. Untuk semua baris gunakan Export Excel
            atau Export CSV.
          </p>
        )}
      </header>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={c.right ? "kt-print__num" : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((r, i) => (
            <tr key={i}>{cells(r, i, false)}</tr>
          ))}
          {totals.map((r, i) => (
            <tr key={`t${i}`} className="kt-print__total">
              {cells(r, i, true)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
