// Column filters of a list (the grid's header filters): text "contains", a from–to range on
// numbers and money, a select on enums. Wire names: `<field>` for text and enums,
// `<field>_min` / `<field>_max` for ranges (both ends inclusive, either may be blank). Every
// filter is validated here, so an unknown or malformed one is a 400 naming the field.
import { z } from "zod";
import { dateText, text } from "./common";
import { RUPIAH_MESSAGES } from "./rupiah";
import { fieldLabel } from "./field-labels";
import { filterKeys, type ColumnFilterFields } from "./filter-fields";

export { filterKeys, type ColumnFilterFields };

/** Blank means "no filter": the client leaves cleared filters empty or out. */
const blank = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((s) => (s === "" ? undefined : s))
    .pipe(schema.optional())
    .optional();

/** A text column's "contains" filter (at most 100 characters, no control characters). */
export const containsFilter = () => blank(text({ max: 100 }));

/** How an end of a range words its bounds: plain numbers, or rupiah (RULES.md D8). */
interface RangeWords {
  tooLarge: (max: number) => string;
  tooSmall: (min: number) => string;
}
const NUMBER_WORDS: RangeWords = {
  tooLarge: (max) => `maksimal ${max.toLocaleString("id-ID")}`,
  tooSmall: (min) => `minimal ${min.toLocaleString("id-ID")}`,
};
const RUPIAH_WORDS: RangeWords = RUPIAH_MESSAGES;

/**
 * One end of a whole-number range: digits only (rupiah, years, minutes); `signed`: a leading '-'.
 * The bounds are checked before the integer check, so 20 digits are "maksimal …", not a rounding.
 */
const wholeNumber = (max: number, signed: boolean, words: RangeWords) =>
  z
    .string()
    .regex(
      signed ? /^-?\d+$/ : /^\d+$/,
      signed
        ? "harus berupa angka (digit saja, boleh diawali -)"
        : "harus berupa angka (digit saja)",
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .max(max, words.tooLarge(max))
        .min(signed ? -max : 0, words.tooSmall(signed ? -max : 0))
        .int(),
    );

function range<F extends string>(field: F, end: ReturnType<typeof wholeNumber>) {
  return {
    [`${field}_min`]: blank(end),
    [`${field}_max`]: blank(end),
  } as Record<`${F}_min` | `${F}_max`, ReturnType<typeof blank<ReturnType<typeof wholeNumber>>>>;
}

/** `{ <field>_min, <field>_max }` of a range filter on counts, ages, minutes (`signed`: may be negative). */
export function rangeFilter<F extends string>(field: F, max: number, signed = false) {
  return range(field, wholeNumber(max, signed, NUMBER_WORDS));
}

/**
 * `{ <field>_min, <field>_max }` of a range filter on money: bounded by one of RULES.md D8's
 * bounds (MAX_AMOUNT for one order's figure, MAX_TOTAL for a total, MAX_KAS for kas), worded in
 * rupiah ("maksimal Rp 1.000.000.000"); `signed`: figures that may be negative (sisa, kas).
 */
export function rupiahRange<F extends string>(field: F, max: number, signed = false) {
  return range(field, wholeNumber(max, signed, RUPIAH_WORDS));
}

/** How the range filters of a list's figures are bounded, beyond the one rupiah bound. */
interface FigureBounds<F extends string> {
  /** Plain numbers (counts, ages, minutes) and their bound. */
  counts?: Partial<Record<F, number>>;
  /** Rupiah figures with a bound of their own (a fee + tip: twice one amount). */
  maxes?: Partial<Record<F, number>>;
  /** Figures that may be negative (sisa). */
  signed?: readonly F[];
}

/**
 * The range filters of a list's figures, in the order its filter fields declare them
 * (filter-fields.ts): rupiah up to `max` unless `bounds` says otherwise (RULES.md D8).
 */
export function figureRanges<F extends string>(
  fields: readonly F[],
  max: number,
  bounds: FigureBounds<F> = {},
) {
  const one = (f: F) => {
    const count = bounds.counts?.[f];
    const signed = bounds.signed?.includes(f);
    if (count !== undefined) return rangeFilter(f, count, signed);
    return rupiahRange(f, bounds.maxes?.[f] ?? max, signed);
  };
  return Object.assign({}, ...fields.map(one)) as ReturnType<typeof rupiahRange<F>>;
}

/** Refines a query so that every `<field>_max` is not below its `<field>_min`. */
export function rangesInOrder<Q extends Record<string, unknown>>(fields: readonly string[]) {
  return (q: Q, ctx: z.RefinementCtx) => {
    for (const f of fields) {
      const min = q[`${f}_min`];
      const max = q[`${f}_max`];
      if (typeof min === "number" && typeof max === "number" && max < min)
        ctx.addIssue({
          code: "custom",
          path: [`${f}_max`],
          message: `tidak boleh kurang dari ${fieldLabel(`${f}_min`).toLowerCase()}`,
        });
    }
  };
}

/** A range as the repositories take it (both ends optional, inclusive). */
export interface NumberRange {
  min?: number;
  max?: number;
}

/** Picks `{ field: {min, max} }` off a parsed query for the given range fields. */
export function rangesOf<F extends string>(
  q: Record<string, unknown>,
  fields: readonly F[],
): Partial<Record<F, NumberRange>> {
  const out: Partial<Record<F, NumberRange>> = {};
  for (const f of fields) {
    const min = q[`${f}_min`] as number | undefined;
    const max = q[`${f}_max`] as number | undefined;
    if (min !== undefined || max !== undefined) out[f] = { min, max };
  }
  return out;
}

/** A select filter on an enum column: blank ('Semua') or one of `values`. */
export const selectFilter = <V extends readonly [string, ...string[]]>(values: V) =>
  blank(z.enum(values, `harus salah satu dari: ${values.join(", ")}`));

/** A select filter on a row's id (a category): blank ('Semua') or a positive whole number. */
export const idFilter = () =>
  blank(z.string().regex(/^[1-9]\d{0,8}$/, "harus berupa id (angka bulat positif)"));

/** The set filters of a parsed query, as the repositories take them (`Where.columns`). */
export interface ColumnFilterValues {
  contains: Record<string, string>;
  ranges: Record<string, NumberRange>;
  equals: Record<string, string>;
}

export function columnFilterValues(
  q: Record<string, unknown>,
  f: ColumnFilterFields,
): ColumnFilterValues {
  const pick = (keys: readonly string[] = []) =>
    Object.fromEntries(keys.flatMap((k) => (typeof q[k] === "string" ? [[k, q[k]]] : [])));
  return {
    contains: pick(f.text),
    ranges: rangesOf(q, f.ranges ?? []) as Record<string, NumberRange>,
    equals: pick(f.selects),
  };
}

/** True when any filter is set (the rollups cannot answer a filtered set). */
export const anyColumnFilter = (v: ColumnFilterValues) =>
  Object.keys(v.contains).length + Object.keys(v.ranges).length + Object.keys(v.equals).length > 0;

/** A date column's period: `start_date` / `end_date` (YYYY-MM-DD, both days included). */
export const dateRangeFilter = () => ({
  start_date: blank(dateText),
  end_date: blank(dateText),
});

/** Refines a query so that `end_date` is not before `start_date`. */
export const datesInOrder = (
  q: { start_date?: string; end_date?: string },
  ctx: z.RefinementCtx,
) => {
  if (q.start_date && q.end_date && q.end_date < q.start_date)
    ctx.addIssue({
      code: "custom",
      path: ["end_date"],
      message: "tidak boleh sebelum tanggal mulai",
    });
};
