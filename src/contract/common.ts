import { z } from "zod";
import { ROLES, MAX_PAGE_LIMIT } from "./values";
import { MAX_AMOUNT, MAX_KAS, RUPIAH_MESSAGES, parseRupiah, type RupiahOptions } from "./rupiah";
import { DATE_MESSAGES, MAX_YEAR, MIN_YEAR, isCalendarDate, parseDate } from "./dates";

// Validation messages in Indonesian; the server names the field in front of them.
z.config(z.locales.id());
/** A wrong type in words, not the validator's type names ("diharapkan string, diterima number"). */
const TYPE_WORDS: Record<string, string> = {
  string: "harus berupa teks",
  number: "harus berupa angka",
  int: "harus berupa bilangan bulat",
  boolean: "harus ya atau tidak (true atau false)",
  array: "harus berupa daftar",
  object: "harus berupa objek",
};
z.config({
  // a schema's own message still wins; this words the types zod would name
  customError: (issue) =>
    issue.code !== "invalid_type"
      ? undefined
      : issue.input === undefined
        ? "wajib diisi"
        : TYPE_WORDS[issue.expected],
});

export { z };
export { MAX_AMOUNT, MAX_KAS, RUPIAH_MESSAGES };

// Plain values live in values.ts (no zod) so browser code can import them without the
// validator; re-exported here for the server side.
export {
  ROLES,
  GENDERS,
  SP_STATUSES,
  REFUND_STATUSES,
  PAYMENT_METHODS,
  MAX_PAGE_LIMIT,
} from "./values";
export const PAYMENT_PLACES = ["Qris", "DANA", "Gopay", "Shopee", "Seabank", "BRI"] as const;
export const TIP_RECEIVERS = ["talent", "admin"] as const;

export type Role = (typeof ROLES)[number];

/** Query strings arrive as text: parse integers explicitly, never coerce. */
export const queryInt = (opts: { min?: number; max?: number } = {}) =>
  z
    .string()
    // a minus passes here so "-1" is refused by its bound ("minimal 0"), not as "not a number"
    .regex(/^-?\d+$/, "harus berupa bilangan bulat")
    .transform(Number)
    .pipe(
      // our own words: zod's would show the machine's bound ("<=9007199254740991")
      z
        .number()
        .int("harus berupa bilangan bulat")
        .min(opts.min ?? 0, `minimal ${opts.min ?? 0}`)
        .max(
          opts.max ?? Number.MAX_SAFE_INTEGER,
          opts.max === undefined ? "terlalu besar" : `maksimal ${opts.max.toLocaleString("id-ID")}`,
        ),
    );

/** Path ids: positive integers only. */
export const idParams = z.strictObject({ id: queryInt({ min: 1, max: 2_147_483_647 }) });

/** 0-based paging of spec section 9; limit outside 1..100 is a 400, not silently clamped. */
export const pageQuery = (defaultLimit: number) => ({
  page: queryInt().default(0),
  limit: queryInt({ min: 1, max: MAX_PAGE_LIMIT }).default(defaultLimit),
});

/** `sort_order` of a sorted list: ASC or DESC in either case, upper-cased. */
const sortOrder = (def: "ASC" | "DESC") =>
  z
    .enum(["ASC", "DESC", "asc", "desc"], "harus ASC atau DESC")
    .default(def)
    .transform((s) => s.toUpperCase() as "ASC" | "DESC");

const sortKey = <F extends readonly [string, ...string[]]>(fields: F) =>
  z.enum(fields, "kolom urutan tidak dikenal");

/**
 * Optional server sort of a catalog list: `sort_by` one of `fields` (else the list's id order),
 * `sort_order` ASC (default) or DESC, either case. Ties fall back to the id, so pages never
 * repeat or skip.
 */
export const sortParams = <F extends readonly [string, ...string[]]>(fields: F) => ({
  sort_by: sortKey(fields).optional(),
  sort_order: sortOrder("ASC"),
});

/** The sort of a report list: `sort_by` one of `fields`, by default `by`, in `dir` by default. */
export const sortedBy = <F extends readonly [string, ...string[]]>(
  fields: F,
  by: F[number],
  dir: "ASC" | "DESC",
) => ({ sort_by: sortKey(fields).default(by), sort_order: sortOrder(dir) });

/** A whole number of an answer: a count, an id, an amount of integer rupiah (RULES.md D3). */
export const int = z.number().int();

/** Whole-number fields by name: one declaration of a block of figures an answer carries. */
export const ints = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((n) => [n, int])) as { [P in K]: typeof int };
const inYearRange = (s: string) => {
  const year = Number(s.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};
const YEAR_RANGE = DATE_MESSAGES.year;

/** A date on the wire: `YYYY-MM-DD` only, a day of the calendar, in the years 2000–2100. */
export const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "format tanggal harus YYYY-MM-DD")
  .refine(isCalendarDate, "tanggal tidak valid")
  .refine(inYearRange, YEAR_RANGE);

export const monthText = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "format bulan harus YYYY-MM")
  .refine(inYearRange, YEAR_RANGE);

// C0 controls (NUL included: PostgreSQL refuses it in text with a 500-causing 22021), DEL, and
// C1 controls; ESC is C0, so ANSI escape sequences are refused too. Multi-line text keeps tab
// and line breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_CHARS_MESSAGE = "tidak boleh berisi karakter kontrol";

/**
 * THE text a client sends (names, descriptions, searches): every contract builds its text fields
 * here, so a control character is a 400 naming the field on every route. `required` is the
 * whole-sentence message for a missing or blank value; without it blank is allowed.
 */
export const text = (opts: { max: number; required?: string; multiline?: boolean }) => {
  const control = opts.multiline ? CONTROL_CHARS_MULTILINE : CONTROL_CHARS;
  const base = z
    .string(opts.required ?? "harus berupa teks")
    .refine((s) => !control.test(s), CONTROL_CHARS_MESSAGE)
    .trim();
  return (opts.required ? base.min(1, opts.required) : base).max(
    opts.max,
    `maksimal ${opts.max} karakter`,
  );
};

/** A list filter: optional free text, at most 100 characters. */
export const searchText = text({ max: 100 }).default("");

/** Trimmed, non-empty, bounded text. */
export const nameText = (max = 120) => text({ max }).min(1, "wajib diisi");

/** A catalog name in a body: trimmed, non-empty, at most 120; missing or blank gets `required`. */
export const requiredName = (required: string) => text({ max: 120, required });

/**
 * An Indonesian phone number as people write it — `0812-3456-7890`, `+62 812 3456 7890`,
 * `62812…` — stored as `62…` digits, the form wa.me links take. Empty (or null) is no number.
 */
export const phoneNumber = text({ max: 30 })
  .nullable()
  .transform((s, ctx) => {
    if (s === null || s === "") return null;
    const digits = s.replace(/[\s.()-]/g, "");
    const local = /^\+?62/.test(digits) ? digits.replace(/^\+?62/, "") : digits.replace(/^0/, "");
    if (!/^[1-9]\d{7,11}$/.test(local) || (digits[0] !== "0" && !/^\+?62/.test(digits))) {
      ctx.addIssue({ code: "custom", message: "tidak valid (contoh: 0812 3456 7890)" });
      return z.NEVER;
    }
    return `62${local}`;
  });

/** A JSON id in a body: a positive int4 (larger numbers would be a SQL range error). */
export const bodyId = (required: string) =>
  z.number(required).int("harus berupa bilangan bulat").min(1, required).max(2_147_483_647);

export const messageResponse = z.object({ message: z.string() });

/** The spec's paged list envelope: `result`, `totalPage`, `totalRows`. */
export const paged = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    result: z.array(row),
    totalPage: z.number(),
    totalRows: z.number(),
    page: z.number(),
    limit: z.number(),
  });
export type Paged<T> = {
  result: T[];
  totalPage: number;
  totalRows: number;
  page: number;
  limit: number;
};

export const totalResponse = z.object({ total: z.number() });
export type TotalResponse = z.infer<typeof totalResponse>;

/** Report exports (`…/export?format=`): `;` CSV by default, or an Excel workbook. */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatQuery = {
  format: z.enum(EXPORT_FORMATS, "harus csv atau xlsx").default("csv"),
};

/* ------------------------------ row versions ------------------------------ */

/**
 * Optimistic concurrency: a row's `version` starts at 1 and grows by 1 on every
 * update. An update may carry the version it was read at; a stale one is refused with 409 and
 * this message, and nothing changes. An update without one is not checked (old API clients).
 */
export const STALE_VERSION_MESSAGE =
  "Data sudah diubah oleh pengguna lain. Muat ulang lalu coba lagi.";

/** A create or rename to a name another row has (case and spaces ignored): 409. */
export const NAME_TAKEN_MESSAGE = "Nama sudah digunakan";

/** `version` on a read row. */
export const rowVersion = z.number().int();

/** The optional `version` of a JSON update body. */
export const versionField = z
  .number("harus berupa angka")
  .int("harus berupa bilangan bulat")
  .min(1, "minimal 1")
  .max(2_147_483_647)
  .optional();

/* ------------------------------ rupiah ------------------------------ */

/** Bounds of a money field (RULES.md D8): `min`/`max` given, negatives only with `allowNegative`. */
export type RupiahBounds = RupiahOptions & { min: number; max: number };

/**
 * A whole-rupiah number on the wire (JSON) within `b`, worded as the rupiah parser words it
 * ("maksimal Rp 1.000.000.000"). The bound checks come before the integer check, so 1e20 is
 * "maksimal …", not "harus bilangan bulat"; they also put minimum/maximum into the API document.
 */
export const rupiahNumber = (b: RupiahBounds) => {
  let n = z
    .number({ error: (i) => (i.input === undefined ? "wajib diisi" : "harus berupa angka") })
    .max(b.max, RUPIAH_MESSAGES.tooLarge(b.max));
  if (!b.allowNegative) n = n.nonnegative(RUPIAH_MESSAGES.negative);
  return n.min(b.min, RUPIAH_MESSAGES.tooSmall(b.min)).int(RUPIAH_MESSAGES.sen);
};

/**
 * The same amount as a multipart text field: digits only (a form sends the parsed number, an
 * API client its digits). `required`: the message of a missing or blank value.
 */
export const rupiahDigits = (b: RupiahBounds, required?: string) =>
  (required ? z.string(required).trim().min(1, required) : z.string().trim())
    .regex(/^\d+$/, "harus berupa angka (digit saja)")
    .transform(Number)
    .pipe(rupiahNumber(b));

/**
 * The same amount as a JSON number or as text: a multipart field's digits, or a form's typed
 * rupiah ("1.500.000"), read by the rupiah parser. One message either way.
 */
export const rupiahNumberOrText = (b: RupiahBounds) =>
  z
    .union([z.number(), z.string()], {
      error: (i) => (i.input === undefined ? "wajib diisi" : "harus berupa angka"),
    })
    .transform((v, ctx) => (typeof v === "string" ? parsedOrIssue(v, b, ctx) : v))
    .pipe(rupiahNumber(b));

/** The bounds of each money field (RULES.md D8), one place for the schemas below and elsewhere. */
export const MONEY_BOUNDS = {
  /** An order's price: at least Rp 1. */
  price: { min: 1, max: MAX_AMOUNT },
  /** One tip; the tips of one order together stay ≤ MAX_AMOUNT too. */
  tip: { min: 0, max: MAX_AMOUNT },
  /** One payout: at least Rp 1. */
  payout: { min: 1, max: MAX_AMOUNT },
  /** The kas balance: either sign. */
  kas: { min: -MAX_KAS, max: MAX_KAS, allowNegative: true },
} as const satisfies Record<string, RupiahBounds>;

/* ------------------------------ typed rupiah ------------------------------ */

/**
 * A money input of a form as typed ("Rp 1.500.000,00") → whole rupiah, refused with the rupiah
 * parser's message. `required`: the message of a blank input (else "wajib diisi").
 */
export const moneyText = (opts: RupiahOptions & { required?: string } = {}) =>
  z.string(opts.required ?? RUPIAH_MESSAGES.required).transform((typed, ctx) => {
    if (opts.required && typed.trim() === "") {
      ctx.addIssue({ code: "custom", message: opts.required });
      return z.NEVER;
    }
    return parsedOrIssue(typed, opts, ctx);
  });

/** Typed rupiah that may be left blank (a tip row without an amount): blank is "". */
export const optionalMoneyText = (opts: RupiahOptions = {}) =>
  z
    .string()
    .transform((typed, ctx) =>
      typed.trim() === "" ? ("" as const) : parsedOrIssue(typed, opts, ctx),
    );

function parsedOrIssue(typed: string, opts: RupiahOptions, ctx: z.RefinementCtx): number {
  const parsed = parseRupiah(typed, opts);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
}

/* ------------------------------ typed dates ------------------------------ */

/**
 * A date input of a form as typed ("04/05/2026", "4/5/2026", "2026-05-04") → `YYYY-MM-DD`,
 * refused with the date parser's message (RULES.md D4): never today, never dropped.
 */
export const typedDate = () =>
  z.string(DATE_MESSAGES.required).transform((typed, ctx) => {
    const parsed = parseDate(typed);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });
