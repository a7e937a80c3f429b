// An uploaded spreadsheet → its rows of cells, or a clear Indonesian refusal (400) and nothing
// read further. .xlsx is read streaming by exceljs' WorkbookReader (the first visible sheet or
// the one asked for; formulas by their cached value), after its zip directory says the parts
// stay within IMPORT_LIMITS.unzippedBytes; CSV (`;` or `,`) and TSV must be UTF-8 (with or
// without BOM). Cells stay as the file has them: text, numbers, and date cells as `YYYY-MM-DD`.
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "../../contract/imports";
import { parseDelimited } from "../../contract/delimited";
import { badRequest } from "../http-error";

export type Cell = string | number;
export interface Sheet {
  /** The sheet read (.xlsx), null for CSV, TSV and a pasted block. */
  name: string | null;
  rows: Cell[][];
  /** An .xlsx's visible sheets in workbook order (the wizard offers them); else none. */
  sheets: string[];
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
/** An encrypted Office file is an OLE container holding a stream named "EncryptionInfo". */
const ENCRYPTION_INFO = Buffer.from("EncryptionInfo", "utf16le");

interface ZipEntry {
  name: string;
  /** Where its local header starts. */
  offset: number;
}

/**
 * The zip's central directory: its entries, Σ their uncompressed sizes (a zip bomb is refused
 * unopened) and where the directory starts.
 */
function zipDirectory(zip: Buffer) {
  const notSheet = () => badRequest(IMPORT_MESSAGES.notSpreadsheet);
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > zip.length) throw notSheet();
  const count = zip.readUInt16LE(eocd + 10);
  const start = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  let at = start;
  let unzipped = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw notSheet();
    unzipped += zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const offset = zip.readUInt32LE(at + 42);
    if (offset + 4 > start || zip.readUInt32LE(offset) !== 0x04034b50) throw notSheet();
    entries.push({ name: zip.toString("utf8", at + 46, at + 46 + nameLength), offset });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return { entries, unzipped, start };
}

/** The workbook's own parts, read before any sheet (then the sheets, then the rest). */
const READ_FIRST = [
  "xl/_rels/workbook.xml.rels",
  "xl/workbook.xml",
  "xl/sharedStrings.xml",
  "xl/styles.xml",
];
const rankOf = (name: string) => {
  const first = READ_FIRST.indexOf(name);
  if (first >= 0) return first;
  return /^xl\/worksheets\/sheet\d+\.xml$/.test(name) ? READ_FIRST.length : READ_FIRST.length + 1;
};

/**
 * The same archive with its entries (copied as they are) in reading order. exceljs' streaming
 * reader takes a file's entries in stored order and needs the workbook's parts before the sheets;
 * writers (exceljs' own included) store xl/workbook.xml last, and the streaming pass does not
 * always deliver the last entry: 1 read in ~300 of a two-sheet file came back without its sheet
 * names (exceljs issue 3064) and was refused as "not a spreadsheet".
 */
function inReadingOrder(zip: Buffer, dir: ReturnType<typeof zipDirectory>): Buffer {
  const stored = [...dir.entries].sort((a, b) => a.offset - b.offset);
  const blocks = stored.map((e, i) => ({
    rank: rankOf(e.name),
    bytes: zip.subarray(e.offset, i + 1 < stored.length ? stored[i + 1].offset : dir.start),
  }));
  blocks.sort((a, b) => a.rank - b.rank); // stable: sheets keep their stored order
  return Buffer.concat([...blocks.map((b) => b.bytes), zip.subarray(dir.start)]);
}

/** One xlsx cell as text, number or `YYYY-MM-DD` (formulas by their cached result). */
function cellOf(v: ExcelJS.CellValue): Cell {
  if (v === null || v === undefined) return "";
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === "number") return v;
  if (typeof v === "string") return v;
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  if ("result" in v) return v.result === undefined ? "" : cellOf(v.result as ExcelJS.CellValue);
  if ("richText" in v) return v.richText.map((r) => r.text).join("");
  if ("text" in v) return String(v.text);
  if ("error" in v) return String(v.error);
  return "";
}

const tooMany = () => badRequest(IMPORT_MESSAGES.tooManyRows);

/**
 * The chosen sheet's rows (`want`: a visible sheet's name; else the first visible one) and the
 * names of every visible sheet, for the wizard's choice. The other sheets are read past, not kept.
 */
async function readXlsx(bytes: Buffer, want?: string): Promise<Sheet> {
  const dir = zipDirectory(bytes);
  if (dir.unzipped > IMPORT_LIMITS.unzippedBytes)
    throw badRequest(IMPORT_MESSAGES.unzippedTooLarge);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(inReadingOrder(bytes, dir)), {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const sheets: string[] = [];
  let chosen: Omit<Sheet, "sheets"> | undefined;
  try {
    for await (const ws of reader) {
      const sheet = ws as unknown as AsyncIterable<ExcelJS.Row> & { name?: string; state?: string };
      const name = sheet.name ?? "";
      const visible = sheet.state !== "hidden" && sheet.state !== "veryHidden";
      const take = visible && !chosen && (want === undefined || name === want);
      const rows: Cell[][] = [];
      for await (const row of sheet) {
        if (!take) continue;
        if (rows.length > IMPORT_LIMITS.rows) throw tooMany();
        const values = row.values as ExcelJS.CellValue[];
        // row.values is 1-based with a hole at 0; rows skipped by the file are blank lines
        while (rows.length < row.number - 1) rows.push([]);
        rows.push(values.slice(1).map(cellOf));
      }
      if (visible) sheets.push(name);
      if (take) chosen = { name, rows };
    }
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode) throw err;
    throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  }
  if (chosen) return { ...chosen, sheets };
  throw badRequest(
    want === undefined ? IMPORT_MESSAGES.noVisibleSheet : IMPORT_MESSAGES.noSheet(want),
  );
}

/** The separator of a CSV: a tab, else whichever of `;` and `,` the header line has more of. */
function separatorOf(firstLine: string, fileName: string): string {
  if (/\.tsv$/i.test(fileName) || firstLine.includes("\t")) return "\t";
  const count = (ch: string) => firstLine.split(ch).length;
  return count(";") >= count(",") ? ";" : ",";
}

function readText(bytes: Buffer, fileName: string): Sheet {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw badRequest(IMPORT_MESSAGES.encoding);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(IMPORT_MESSAGES.encoding);
  }
  text = text.replace(/^\uFEFF/, "");
  if (text.includes("\0")) throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  const sep = separatorOf(text.slice(0, text.search(/\r|\n|$/)), fileName);
  const rows = parseDelimited(text, sep);
  if (rows.length > IMPORT_LIMITS.rows + 1) throw tooMany();
  return { name: null, rows, sheets: [] };
}

/**
 * The file's rows (header first), refused with IMPORT_MESSAGES when it cannot be one. `sheet`
 * picks a visible sheet of an .xlsx by name (a text file has none to pick).
 */
export async function readSheet(bytes: Buffer, fileName: string, sheet?: string): Promise<Sheet> {
  if (bytes.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  if (bytes.subarray(0, 4).equals(OLE))
    throw badRequest(
      bytes.includes(ENCRYPTION_INFO) ? IMPORT_MESSAGES.password : IMPORT_MESSAGES.oldXls,
    );
  if (bytes.subarray(0, 4).equals(ZIP)) return readXlsx(bytes, sheet);
  if (/\.(xlsx|xlsm|xls|ods|pdf|docx?)$/i.test(fileName))
    throw badRequest(IMPORT_MESSAGES.notSpreadsheet);
  return readText(bytes, fileName);
}
