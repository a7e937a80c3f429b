import { z } from "zod";
import { ROLES, MAX_PAGE_LIMIT } from "./values";
import { RUPIAH_MESSAGES, parseRupiah, type RupiahOptions } from "./rupiah";

// Validation messages in Indonesian; the server names the field in front of them.
z.config(z.locales.id());

export { z };

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
    .regex(/^\d+$/, "harus berupa bilangan bulat")
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(opts.min ?? 0)
        .max(opts.max ?? Number.MAX_SAFE_INTEGER),
    );

/** Path ids: positive integers only. */
export const idParams = z.strictObject({ id: queryInt({ min: 1, max: 2_147_483_647 }) });

/** 0-based paging of spec section 9; limit outside 1..100 is a 400, not silently clamped. */
export const pageQuery = (defaultLimit: number) => ({
  page: queryInt().default(0),
  limit: queryInt({ min: 1, max: MAX_PAGE_LIMIT }).default(defaultLimit),
});

/** `sort_order` of a sorted list: ASC or DESC in either case, upper-cased. */
export const sortOrder = (def: "ASC" | "DESC") =>
  z
    .enum(["ASC", "DESC", "asc", "desc"], "harus ASC atau DESC")
    .default(def)
    .transform((s) => s.toUpperCase() as "ASC" | "DESC");

/**
 * Optional server sort of a catalog list: `sort_by` one of `fields` (else the list's id order),
 * `sort_order` ASC (default) or DESC, either case. Ties fall back to the id, so pages never
 * repeat or skip.
 */
export const sortParams = <F extends readonly [string, ...string[]]>(fields: F) => ({
  sort_by: z.enum(fields, "kolom urutan tidak dikenal").optional(),
  sort_order: sortOrder("ASC"),
});
/** The years a booking date may fall in: `0001-01-01` and `9999-12-31` are typos, not bookings. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;
const inYearRange = (s: string) => {
  const year = Number(s.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
};
const YEAR_RANGE = `tahun harus antara ${MIN_YEAR} dan ${MAX_YEAR}`;

export const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "format tanggal harus YYYY-MM-DD")
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(s + "T00:00:00Z")) &&
      new Date(s + "T00:00:00Z").toISOString().startsWith(s),
    "tanggal tidak valid",
  )
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
export const CONTROL_CHARS_MESSAGE = "tidak boleh berisi karakter kontrol";

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
 * Optimistic concurrency (issue 20): a row's `version` starts at 1 and grows by 1 on every
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
