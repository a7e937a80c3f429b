// What the report calls share (RULES.md S7, D3–5): the optional inclusive date range of their
// queries, the talent id of a path and the not-found messages.
import { z, dateText, queryInt } from "./common";

const RANGE_ORDER = "Tanggal mulai tidak boleh setelah tanggal akhir";

const range = { start_date: dateText.optional(), end_date: dateText.optional() };
const startNotAfterEnd = (q: { start_date?: unknown; end_date?: unknown }) =>
  typeof q.start_date !== "string" || typeof q.end_date !== "string" || q.start_date <= q.end_date;

/** A strict query with an optional inclusive date range, start ≤ end. */
export const withRange = <S extends z.ZodRawShape>(shape: S) =>
  z
    .strictObject({ ...range, ...shape })
    .refine(startNotAfterEnd, { message: RANGE_ORDER, path: ["end_date"] });

export const dateRangeQuery = withRange({});
export type DateRangeQuery = z.infer<typeof dateRangeQuery>;

export const talentIdParams = z.strictObject({
  talentId: queryInt({ min: 1, max: 2_147_483_647 }),
});

export const REPORT_MESSAGES = {
  talentNotFound: "Talent tidak ditemukan",
  adminNotFound: "Admin tidak ditemukan",
} as const;
