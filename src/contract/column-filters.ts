// Column filters of a list (the grid's header filters): text "contains", a from–to range on
// numbers and money, a select on enums. Wire names: `<field>` for text and enums,
// `<field>_min` / `<field>_max` for ranges (both ends inclusive, either may be blank). Every
// filter is validated here, so an unknown or malformed one is a 400 naming the field.
import { z } from "zod";
import { text } from "./common";

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

/** One end of a whole-number range: digits only (rupiah, years, minutes). */
const wholeNumber = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, "harus berupa angka (digit saja)")
    .transform(Number)
    .pipe(z.number().int().max(max, `maksimal ${max}`));

/** `{ <field>_min, <field>_max }` of a range filter. */
export function rangeFilter<F extends string>(field: F, max: number) {
  return {
    [`${field}_min`]: blank(wholeNumber(max)),
    [`${field}_max`]: blank(wholeNumber(max)),
  } as Record<`${F}_min` | `${F}_max`, ReturnType<typeof blank<ReturnType<typeof wholeNumber>>>>;
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
          message: `tidak boleh kurang dari ${f}_min`,
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
