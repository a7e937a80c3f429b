// Tab-separated text as spreadsheets put it on the clipboard (Excel, LibreOffice, Google Sheets):
// cells split by tabs, rows by line ends (CRLF written, CRLF / LF / CR read); a cell holding a
// tab, a line end or a leading quote is wrapped in double quotes with inner quotes doubled.

const NEEDS_QUOTES = /[\t\r\n]|^"/;

const quote = (cell: string) => (NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** Rows of cells → clipboard text, Windows line ends, no line end after the last row. */
export function toTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(quote).join("\t")).join("\r\n");
}

/**
 * Clipboard text → rows of cells. One line end at the very end is not an empty row (every
 * spreadsheet adds one); an empty text is no rows.
 */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"' && cell === "") {
      // a quoted cell: up to the closing quote; "" is one quote
      let j = i + 1;
      let quoted = "";
      for (;;) {
        if (j >= text.length) break;
        if (text[j] === '"') {
          if (text[j + 1] === '"') {
            quoted += '"';
            j += 2;
            continue;
          }
          j++;
          break;
        }
        quoted += text[j++];
      }
      // a quote that does not close before the next separator was literal text after all
      if (j < text.length && !/[\t\r\n]/.test(text[j])) {
        cell += ch;
        i++;
        continue;
      }
      cell = quoted;
      i = j;
      continue;
    }
    if (ch === "\t") endCell();
    else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else cell += ch;
    i++;
  }
  if (cell !== "" || row.length > 0) endRow();
  return rows;
}
