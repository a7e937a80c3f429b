// The one table export of every grid (RULES.md S5: `;` CSV and .xlsx): a table's columns (what
// each is called and how its cells are written) and its rows, streamed chunk by chunk: `;` CSV
// (UTF-8 with BOM) or an .xlsx written by exceljs' streaming writer, so 100,000 rows never sit
// in memory at once. The xlsx has real number cells in rupiah format, real date cells, a frozen
// header with autofilter and a 'Total keseluruhan' row of SUM formulas whose values are cached
// (summed while streaming). Rows come from the list's own query (export/list-rows.ts).
import { PassThrough, Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import ExcelJS from "exceljs";
import type { ExportFormat } from "../../contract/common";
import { AGENCY_TIME_ZONE } from "../../money/time";

/**
 * text: as is; int: plain number; money: integer rupiah; date: YYYY-MM-DD text; datetime: an
 * ISO instant, written as the agency's wall-clock time.
 */
type ExportKind = "text" | "int" | "money" | "date" | "datetime";

export interface ExportColumn<Row> {
  /** Indonesian header, as the grid shows it. */
  header: string;
  kind?: ExportKind;
  value: (row: Row, index: number) => string | number | null | undefined;
  /** Summed in the xlsx total row (money columns are by default). */
  total?: boolean;
  /** Column width in characters (xlsx). */
  width?: number;
}

export interface ExportTable<Row> {
  /** File name without extension (made ASCII, e.g. `rekap-talent-3-2025-01`). */
  fileName: string;
  /** Worksheet name (max 31 characters). */
  sheet: string;
  columns: ExportColumn<Row>[];
  /** All rows at once, or chunk by chunk as the list's query reads them. */
  rows: Row[] | AsyncIterable<Row[]>;
}

/** The grids' 'No' column: the row's place in the file, never summed. */
export const rowNumberColumn = <Row>(): ExportColumn<Row> => ({
  header: "No",
  kind: "int",
  value: (_r, i) => i + 1,
  total: false,
  width: 7,
});

const RUPIAH_FORMAT = '"Rp" #,##0';

/** A file name safe in a Content-Disposition header. */
const asciiName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-|-$/g, "");

type CsvCell = string | number | null | undefined;

/**
 * A spreadsheet opening the file runs cells that start with one of these as formulas
 * (CSV injection); a leading apostrophe makes them plain text. Tab and CR count too.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One CSV line. Every export separates with `;`: Excel set to Indonesian reads `,` as the
 * decimal comma and would put a whole comma-separated line in one cell.
 */
const csvLine = (r: CsvCell[]) => r.map(cell).join(";") + "\r\n";

/** Sends a download named `filename` (plain ASCII names only). */
function sendFile(
  reply: FastifyReply,
  filename: string,
  contentType: string,
  body: string | Buffer | Readable,
) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(body);
}

/** The writer's view of a table: its rows as chunks. */
type Table<Row> = Omit<ExportTable<Row>, "rows"> & { chunks: AsyncIterable<Row[]> };

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const DATE_FORMAT = "dd/mm/yyyy";
const DATETIME_FORMAT = "dd/mm/yyyy hh:mm";

/** An instant as the agency's wall clock, `YYYY-MM-DD HH:mm` (Excel and CSV carry no zone). */
function wallClock(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: AGENCY_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** A CSV cell: datetimes as wall-clock text. */
const csvValue = <Row>(c: ExportColumn<Row>, v: string | number) =>
  c.kind === "datetime" && typeof v === "string" ? wallClock(v) : v;

/** An xlsx cell: dates and datetimes as date cells (at UTC: Excel dates carry no zone). */
function xlsxValue<Row>(c: ExportColumn<Row>, v: string | number) {
  if (c.kind === "datetime" && typeof v === "string")
    return new Date(wallClock(v).replace(" ", "T") + ":00Z");
  if (c.kind === "date" && typeof v === "string") return new Date(v + "T00:00:00Z");
  return v;
}

const colLetter = (n: number): string =>
  n <= 0 ? "" : colLetter(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));

const summed = <Row>(c: ExportColumn<Row>) => c.total ?? c.kind === "money";

async function* csvText<Row>(t: Table<Row>) {
  yield "\uFEFF" + csvLine(t.columns.map((c) => c.header));
  let n = 0;
  for await (const rows of t.chunks)
    yield rows
      .map((r) => {
        const i = n++;
        return csvLine(
          t.columns.map((c) => {
            const v = c.value(r, i);
            return v === null || v === undefined ? v : csvValue(c, v);
          }),
        );
      })
      .join("");
}

/** Writes the workbook into `out` as rows arrive; ends `out` (or destroys it on failure). */
async function writeXlsx<Row>(t: Table<Row>, out: PassThrough) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  wb.creator = "Kas Talenta";
  const ws = wb.addWorksheet(t.sheet.replace(/[\\/?*[\]:]/g, " ").slice(0, 31), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  ws.columns = t.columns.map((c) => ({
    header: c.header,
    width: c.width ?? (c.kind === "money" ? 16 : c.kind === "date" ? 12 : 18),
    style:
      c.kind === "money"
        ? { numFmt: RUPIAH_FORMAT }
        : c.kind === "date"
          ? { numFmt: DATE_FORMAT }
          : c.kind === "datetime"
            ? { numFmt: DATETIME_FORMAT }
            : {},
  }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.commit();
  const sums = t.columns.map(() => 0);
  let n = 0;
  for await (const rows of t.chunks) {
    for (const r of rows) {
      const i = n++;
      const cells = t.columns.map((c, k) => {
        const v = c.value(r, i);
        if (v === null || v === undefined) return null;
        if (summed(c)) sums[k] += Number(v) || 0;
        return xlsxValue(c, v);
      });
      ws.addRow(cells).commit();
    }
  }
  const last = n + 1;
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: last, column: t.columns.length } };
  if (n > 0 && t.columns.some(summed)) {
    const totals = t.columns.map((c, k) => {
      if (summed(c)) {
        const col = colLetter(k + 1);
        return { formula: `SUM(${col}2:${col}${last})`, result: sums[k] };
      }
      return k === 0 ? "Total keseluruhan" : null;
    });
    const row = ws.addRow(totals);
    row.font = { bold: true };
    row.commit();
  }
  ws.commit();
  await wb.commit();
}

/** Sends the table as `<fileName>.csv` or `<fileName>.xlsx`, streamed. */
export function sendTable<Row>(reply: FastifyReply, format: ExportFormat, t: ExportTable<Row>) {
  const chunked: Table<Row> = {
    ...t,
    chunks: Array.isArray(t.rows)
      ? (async function* (rows: Row[]) {
          yield rows;
        })(t.rows)
      : t.rows,
  };
  const name = asciiName(t.fileName) || "export";
  if (format === "csv")
    return sendFile(
      reply,
      `${name}.csv`,
      "text/csv; charset=utf-8",
      Readable.from(csvText(chunked)),
    );
  const out = new PassThrough();
  writeXlsx(chunked, out).catch((err: unknown) => {
    reply.log.error(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return sendFile(reply, `${name}.xlsx`, XLSX_TYPE, out);
}
