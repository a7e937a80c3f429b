// Rupiah as Indonesians type it (RULES.md D8): `.` groups thousands, `,` starts sen. The parser
// turns what a user typed or pasted into whole rupiah, or refuses it with a sentence that says
// why — it never guesses (a stray `.50` is not silently 50 × 100 rupiah). Shared by the money
// inputs of the browser and the contract's form schemas; it has no zod, so pages import it free.
// The money bounds of RULES.md D8 live here too, so the browser and the server share them.

/* ------------------------------ bounds (RULES.md D8) ------------------------------ */

/**
 * The largest amount one record carries: an order's price, the tips of one order together, one
 * payout (Rp 1.000.000.000). One order's figures then stay ≤ 2 × MAX_AMOUNT (uang masuk = net
 * price + tips), so Σ over 4,503,599 orders at the caps is still below 2^53.
 */
export const MAX_AMOUNT = 1_000_000_000;
/** Kas stays within ±MAX_KAS (Rp 1.000.000.000.000): set by hand or moved by payouts. */
export const MAX_KAS = 1_000_000_000_000;
/**
 * The largest money total a report computes and a filter on a total takes (Rp 10^15): below
 * Number.MAX_SAFE_INTEGER (≈ 9 × 10^15), so every total a filter can name is an exact number.
 */
export const MAX_TOTAL = 1_000_000_000_000_000;

/** `Rp 1.000.000` / `-Rp 1.000.000` as Intl's id-ID IDR format writes it (U+00A0 after Rp). */
export const rupiahLabel = (n: number) => `${n < 0 ? "-" : ""}Rp\u00a0${rupiahText(Math.abs(n))}`;

export type RupiahParse = { ok: true; value: number } | { ok: false; message: string };

export const RUPIAH_MESSAGES = {
  required: "wajib diisi",
  letters: "hanya boleh angka, titik ribuan dan koma sen (contoh 1.500.000)",
  twoCommas: "hanya boleh satu koma desimal (contoh 1.500.000,00)",
  sen: "rupiah tidak boleh memakai sen: isi angka bulat (contoh 1.500.000)",
  grouping: "titik hanya untuk pemisah ribuan, tiap kelompok 3 angka (contoh 1.500.000)",
  negative: "tidak boleh negatif",
  tooLarge: (max: number) => `maksimal ${rupiahLabel(max)}`,
  tooSmall: (min: number) => (min === 1 ? "harus lebih dari 0" : `minimal ${rupiahLabel(min)}`),
} as const;

export interface RupiahOptions {
  /** A minus sign is allowed (a cash balance may be negative); else it is refused. */
  allowNegative?: boolean;
  min?: number;
  max?: number;
}

const MINUS = /^[-\u2212]/;

/** `"Rp 1.500.000,00"` → 1500000; see RUPIAH_MESSAGES for what is refused. Blank is refused. */
export function parseRupiah(typed: string, opts: RupiahOptions = {}): RupiahParse {
  // pasted text carries no-break, thin and ordinary spaces anywhere; the Rp prefix is optional
  let s = typed.replace(/[\s\u00a0\u202f]+/g, "");
  let negative = false;
  if (MINUS.test(s)) {
    negative = true;
    s = s.slice(1);
  }
  s = s.replace(/^rp\.?/i, "");
  if (!negative && MINUS.test(s)) {
    negative = true;
    s = s.slice(1);
  }
  // "Rp 50.000,-" is how a price list writes a whole amount
  s = s.replace(/,-$/, "");
  if (s === "") return negative ? fail(RUPIAH_MESSAGES.letters) : fail(RUPIAH_MESSAGES.required);
  if (!/^[\d.,]+$/.test(s)) return fail(RUPIAH_MESSAGES.letters);
  const parts = s.split(",");
  if (parts.length > 2) return fail(RUPIAH_MESSAGES.twoCommas);
  const [whole, sen] = parts;
  if (sen !== undefined) {
    if (sen.includes(".")) return fail(RUPIAH_MESSAGES.twoCommas);
    if (!/^\d{1,2}$/.test(sen) || /[1-9]/.test(sen)) return fail(RUPIAH_MESSAGES.sen);
  }
  // either plain digits or groups of three after a first group of one to three
  if (!/^\d+$/.test(whole) && !/^\d{1,3}(\.\d{3})+$/.test(whole)) {
    // "1500000.50" / "1.500.000.5": a dot followed by one or two digits is a decimal point
    return /\.\d{1,2}$/.test(whole) ? fail(RUPIAH_MESSAGES.sen) : fail(RUPIAH_MESSAGES.grouping);
  }
  const digits = whole.replace(/\./g, "").replace(/^0+(?=\d)/, "");
  // without a bound of its own an amount stays within ±MAX_TOTAL (an exact number)
  const bounds = { min: -MAX_TOTAL, max: MAX_TOTAL, ...opts };
  // more digits than MAX_TOTAL has: refused before Number() could round them
  const value =
    digits.length > String(MAX_TOTAL).length
      ? (negative ? -1 : 1) * 10 * MAX_TOTAL
      : Number(digits) * (negative ? -1 : 1);
  const refused = rupiahBoundIssue(value, bounds);
  return refused ? fail(refused) : { ok: true, value: value === 0 ? 0 : value };
}

/**
 * Why a whole amount is out of `opts` (the parser's wording), or undefined: negative where it may
 * not be, above max, below min. The contract's number schemas word their bounds the same way.
 */
function rupiahBoundIssue(value: number, opts: RupiahOptions): string | undefined {
  if (value < 0 && !opts.allowNegative) return RUPIAH_MESSAGES.negative;
  if (opts.max !== undefined && value > opts.max) return RUPIAH_MESSAGES.tooLarge(opts.max);
  if (opts.min !== undefined && value < opts.min) return RUPIAH_MESSAGES.tooSmall(opts.min);
  return undefined;
}

const fail = (message: string): RupiahParse => ({ ok: false, message });

/** 1500000 → "1.500.000", -25000 → "-25.000": what a money input shows for a value. */
export function rupiahText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isSafeInteger(n)) return String(value);
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return n < 0 ? "-" + grouped : grouped;
}

/**
 * The next text and caret of a money input after the user changed `prev` into `next` (caret at
 * `caret` in `next`). Typing or deleting digits in a cleanly grouped number regroups it and keeps
 * the caret after the same digit; anything else (a typed `.` or `,`, letters) stays exactly as
 * typed so the parser can refuse it with its message instead of the input guessing.
 */
export function regroupTyping(
  prev: string,
  next: string,
  caret: number,
): { text: string; caret: number } {
  const clean = (t: string) =>
    t === "" || t === "-" || /^-?\d+$/.test(t) || rupiahText(digitsValue(t)) === t;
  // the part that changed: common prefix and suffix of prev and next
  let start = 0;
  while (start < prev.length && start < next.length && prev[start] === next[start]) start++;
  let endPrev = prev.length;
  let endNext = next.length;
  while (endPrev > start && endNext > start && prev[endPrev - 1] === next[endNext - 1]) {
    endPrev--;
    endNext--;
  }
  const inserted = next.slice(start, endNext);
  const removed = prev.slice(start, endPrev);
  let text = next;
  let at = caret;
  // Backspace on a grouping dot removes the digit before it, as the user meant
  if (clean(prev) && inserted === "" && removed === "." && start > 0 && caret === start) {
    text = next.slice(0, start - 1) + next.slice(start);
    at = start - 1;
  }
  const pastedWhole = inserted.length > 1 && parseRupiah(next, { allowNegative: true }).ok;
  const digitEdit = clean(prev) && /^\d*$/.test(inserted) && /^-?[\d.]*$/.test(text);
  if (!digitEdit && !pastedWhole) return { text: next, caret };
  if (pastedWhole && !digitEdit) {
    const parsed = parseRupiah(next, { allowNegative: true });
    const t = parsed.ok ? rupiahText(parsed.value) : next;
    return { text: t, caret: t.length };
  }
  const sign = text.startsWith("-") ? "-" : "";
  const digitsBefore = text
    .slice(0, at)
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "").length;
  const digits = text.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (digits === "") return { text: sign, caret: sign.length };
  const grouped = sign + String(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  // the caret goes after the same count of digits it followed
  let pos = sign.length;
  let seen = 0;
  while (pos < grouped.length && seen < digitsBefore) {
    if (/\d/.test(grouped[pos])) seen++;
    pos++;
  }
  return { text: grouped, caret: pos };
}

/** The digits of a grouped text as a number ("1.500" → 1500, "-1.500" → -1500). */
function digitsValue(t: string): number | string {
  if (!/^-?\d{1,3}(\.\d{3})*$/.test(t) && !/^-?\d+$/.test(t)) return NaN;
  const n = Number(t.replace(/\./g, ""));
  return Number.isSafeInteger(n) ? n : NaN;
}
