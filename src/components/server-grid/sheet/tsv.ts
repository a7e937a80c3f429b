// Tab-separated text as spreadsheets put it on the clipboard (Excel, LibreOffice, Google Sheets):
// cells split by tabs, rows by line ends (CRLF written, CRLF / LF / CR read); a cell holding a
// tab, a line end or a leading quote is wrapped in double quotes with inner quotes doubled.

import { parseDelimited } from "../../../contract/delimited";

const NEEDS_QUOTES = /[\t\r\n]|^"/;

const quote = (cell: string) => (NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** Rows of cells → clipboard text, Windows line ends, no line end after the last row. */
export function toTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(quote).join("\t")).join("\r\n");
}

/** Clipboard text → rows of cells (the delimited reader with a tab). */
export const parseTsv = (text: string): string[][] => parseDelimited(text);
