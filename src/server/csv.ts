import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

export type CsvCell = string | number | null | undefined;

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
export const csvLine = (r: CsvCell[]) => r.map(cell).join(";") + "\r\n";

/**
 * RFC 4180 text: CRLF line ends, quotes doubled inside quoted cells, and a UTF-8 byte order
 * mark so Excel reads the Indonesian names as UTF-8 rather than the local code page.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return "\uFEFF" + [header, ...rows].map(csvLine).join("");
}

/** Sends CSV text as a download named `filename` (plain ASCII names only). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string | Readable) {
  return sendFile(reply, filename, "text/csv; charset=utf-8", csv);
}

/** Sends a download named `filename` (plain ASCII names only). */
export function sendFile(
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
