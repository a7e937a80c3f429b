// The report export kit: one list of column definitions turns rows into a `;` CSV or an .xlsx
// download, so every report grid (order reports, summaries, rekap, weekly) exports the same way.
// CSV: money as plain integers, dates as YYYY-MM-DD, formula-injection guard (csv.ts).
// XLSX: real number cells with a rupiah format, real date cells, a frozen header and a
// 'Total keseluruhan' row of SUM formulas (with their values cached, so viewers that do not
// calculate still show them).
import type { FastifyReply } from "fastify";
import ExcelJS from "exceljs";
import type { ExportFormat } from "../../contract/common";
import { sendFile, toCsv, type CsvCell } from "../csv";

/**
 * text: as is; int: plain number; money: integer rupiah; date: YYYY-MM-DD text; datetime: an
 * ISO instant, written as the agency's wall-clock time (streamed exports only).
 */
export type ExportKind = "text" | "int" | "money" | "date" | "datetime";

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
  /** File name without extension, ASCII (e.g. `rekap-talent-3-2025-01`). */
  fileName: string;
  /** Worksheet name (max 31 characters). */
  sheet: string;
  columns: ExportColumn<Row>[];
  rows: Row[];
}

export const RUPIAH_FORMAT = '"Rp" #,##0';
const DATE_FORMAT = "dd/mm/yyyy";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A file name safe in a Content-Disposition header. */
export const asciiName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-|-$/g, "");

export function tableCsv<Row>(t: ExportTable<Row>): string {
  return toCsv(
    t.columns.map((c) => c.header),
    t.rows.map((r, i) => t.columns.map((c): CsvCell => c.value(r, i) ?? null)),
    ";",
  );
}

const colLetter = (n: number): string =>
  n <= 0 ? "" : colLetter(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));

export async function tableXlsx<Row>(t: ExportTable<Row>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
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
          : {},
  }));
  ws.getRow(1).font = { bold: true };
  t.rows.forEach((r, i) => {
    ws.addRow(
      t.columns.map((c) => {
        const v = c.value(r, i);
        if (v === null || v === undefined) return null;
        // date cells at UTC midnight: Excel dates carry no zone
        if (c.kind === "date" && typeof v === "string") return new Date(v + "T00:00:00Z");
        return v;
      }),
    );
  });
  const summed = t.columns.map((c) => c.total ?? c.kind === "money");
  if (t.rows.length && summed.some(Boolean)) {
    const last = t.rows.length + 1;
    const totals = t.columns.map((c, i) => {
      if (i === 0) return "Total keseluruhan";
      if (!summed[i]) return null;
      const result = t.rows.reduce((s, r, k) => s + (Number(c.value(r, k)) || 0), 0);
      const col = colLetter(i + 1);
      return { formula: `SUM(${col}2:${col}${last})`, result };
    });
    ws.addRow(totals).font = { bold: true };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Sends the table as `<fileName>.csv` or `<fileName>.xlsx`. */
export async function sendTable<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  t: ExportTable<Row>,
) {
  const name = asciiName(t.fileName) || "export";
  if (format === "xlsx") return sendFile(reply, `${name}.xlsx`, XLSX_TYPE, await tableXlsx(t));
  return sendFile(reply, `${name}.csv`, "text/csv; charset=utf-8", tableCsv(t));
}
