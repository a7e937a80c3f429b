// The export kit's column definitions: what a column is called and how its cells are written.
// The one writer of every export (CSV and .xlsx, streamed) is table-stream.ts.

/**
 * text: as is; int: plain number; money: integer rupiah; date: YYYY-MM-DD text; datetime: an
 * ISO instant, written as the agency's wall-clock time.
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

/** A file name safe in a Content-Disposition header. */
export const asciiName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-|-$/g, "");
