// Cuts a cell's text to its column so it never wraps: the table's rows are single lines drawn
// at fixed places (TableBody in parts.tsx). Widths are Helvetica's AFM advance widths
// (1/1000 em) for ASCII; anything else counts as a full em, so an estimate can only be too
// wide, never too narrow.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const NBSP = 0xa0;
const ELLIPSIS = "\u2026";
const ELLIPSIS_WIDTH = 1000;

const advance = (code: number) =>
  code >= 32 && code < 127 ? HELVETICA[code - 32] : code === NBSP ? 278 : 1000;

/** Width of `text` in points at `fontSize` (Helvetica, no kerning: digits, '.', '/' and
 * `Rp ` have no kerning pairs, so right-aligned figures land exactly). */
export function textWidth(text: string, fontSize: number): number {
  let used = 0;
  for (let i = 0; i < text.length; i++) used += advance(text.charCodeAt(i));
  return (used * fontSize) / 1000;
}

/** `text` as it fits in `width` points at `fontSize`, cut with '…' when it does not. */
export function fitText(text: string, width: number, fontSize: number): string {
  const room = (width * 1000) / fontSize;
  let used = 0;
  for (let i = 0; i < text.length; i++) {
    used += advance(text.charCodeAt(i));
    if (used > room) {
      // Back off until the ellipsis fits too.
      let cut = i;
      let w = used - advance(text.charCodeAt(i));
      while (cut > 0 && w + ELLIPSIS_WIDTH > room) w -= advance(text.charCodeAt(--cut));
      return text.slice(0, cut).trimEnd() + ELLIPSIS;
    }
  }
  return text;
}

// pdfkit writes a built-in font's text as WinAnsi codes (Latin-1 and these); any other
// character comes out as stray glyphs, so cells are brought into that set first.
const WIN_ANSI_EXTRA = new Set([
  402, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225, 8226, 8230, 8364, 8240, 8249,
  8250, 710, 8482, 338, 339, 732, 352, 353, 376, 381, 382,
]);
const inWinAnsi = (code: number) =>
  (code >= 32 && code < 127) || (code >= 160 && code < 256) || WIN_ANSI_EXTRA.has(code);
// Letters NFD does not split into a base letter and marks.
const BASE_LETTER: Record<string, string> = { Đ: "D", đ: "d", Ł: "L", ł: "l", ı: "i" };

/** `text` as Helvetica can print it: 'Đặng' → 'Dang', controls → ' ', anything else → '?'. */
export function toWinAnsi(text: string): string {
  let i = 0;
  while (i < text.length && inWinAnsi(text.charCodeAt(i))) i++;
  if (i === text.length) return text;
  let out = text.slice(0, i);
  for (const ch of text.slice(i)) {
    const code = ch.codePointAt(0)!;
    if (inWinAnsi(code)) out += ch;
    else if (code < 32) out += " ";
    else {
      const base = BASE_LETTER[ch] ?? ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += base.length === 1 && inWinAnsi(base.charCodeAt(0)) ? base : "?";
    }
  }
  return out;
}
