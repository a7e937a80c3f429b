// The files the app writes (CSV, .xlsx), read back the way a user's spreadsheet reads them: one
// reader for the API tests (an answer's body) and the browser tests (a downloaded file).
import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import type { Page } from "playwright-core";

/**
 * A CSV as the app writes it (a BOM so Excel reads UTF-8, `\r\n` line ends): its lines, the
 * BOM and the last line end left out.
 */
export const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

/** The first sheet of an .xlsx, from its bytes (an answer's rawPayload) or its path. */
export async function firstSheet(file: string | Buffer) {
  const wb = new ExcelJS.Workbook();
  if (typeof file === "string") await wb.xlsx.readFile(file);
  else await wb.xlsx.load(file as unknown as ArrayBuffer);
  return wb.worksheets[0];
}

/** A sheet row's values from its first cell on (exceljs keeps index 0 empty). */
export const rowValues = (ws: ExcelJS.Worksheet, n: number) =>
  (ws.getRow(n).values as unknown[]).slice(1);

/** The file a click starts downloading: the name the app suggests and where it was saved. */
export async function downloaded(page: Page, start: () => Promise<unknown>) {
  const [download] = await Promise.all([page.waitForEvent("download"), start()]);
  return { name: download.suggestedFilename(), path: (await download.path())! };
}

/** Reads the first sheet of the .xlsx a click (`start`) downloads, with the name the app suggests. */
export async function downloadedSheet(page: Page, start: () => Promise<unknown>) {
  const file = await downloaded(page, start);
  return { name: file.name, ws: await firstSheet(file.path) };
}

/** Clicks the page's `button` and reads the CSV it downloads: its name, BOM and lines (csvLines). */
export async function exportedCsv(page: Page, button = "Export CSV") {
  const file = await downloaded(page, () => page.getByRole("button", { name: button }).click());
  const text = readFileSync(file.path, "utf8");
  return { name: file.name, bom: text.charCodeAt(0) === 0xfeff, lines: csvLines(text) };
}
