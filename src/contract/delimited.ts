// Delimited text as spreadsheets write it: cells split by one separator (a tab on the
// clipboard, `;` or `,` in a CSV file), rows by line ends (CRLF / LF / CR); a cell holding the
// separator, a line end or a leading quote is wrapped in double quotes with inner quotes doubled.
// One reader for the grid's paste and the import of a file. No zod: the browser imports it.

/**
 * Delimited text (the clipboard's TSV, a CSV file with `;` or `,`) → rows of cells. One line end at the very end is not an empty row (every
 * spreadsheet adds one); an empty text is no rows.
 */
export function parseDelimited(text: string, sep = "\t"): string[][] {
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
      if (j < text.length && text[j] !== sep && text[j] !== "\r" && text[j] !== "\n") {
        cell += ch;
        i++;
        continue;
      }
      cell = quoted;
      i = j;
      continue;
    }
    if (ch === sep) endCell();
    else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else cell += ch;
    i++;
  }
  if (cell !== "" || row.length > 0) endRow();
  return rows;
}
