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
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 text: CRLF line ends, quotes doubled inside quoted cells, and a UTF-8 byte order
 * mark so Excel reads the Indonesian names as UTF-8 rather than the local code page.
 * Reports use `;` (the list separator of Indonesian-locale spreadsheets, see README "Exports").
 */
export function toCsv(header: string[], rows: CsvCell[][], sep: "," | ";" = ","): string {
  const lines = [header, ...rows].map((r) => r.map(cell).join(sep));
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}

/** Sends CSV text as a download named `filename` (plain ASCII names only). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return sendFile(reply, filename, "text/csv; charset=utf-8", csv);
}

/** Sends a download named `filename` (plain ASCII names only). */
export function sendFile(
  reply: FastifyReply,
  filename: string,
  contentType: string,
  body: string | Buffer,
) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(body);
}
