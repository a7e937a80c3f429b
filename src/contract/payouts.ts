// Payouts and closed periods (issue 24): money paid to a talent or admin for one period (a
// Monday–Sunday week or a calendar month), owed/paid/outstanding per person and period, and the
// months an owner closed. Every amount is an integer rupiah.
import {
  z,
  dateText,
  monthText,
  pageQuery,
  paged,
  queryInt,
  searchText,
  sortOrder,
  text,
  moneyText,
  PAYMENT_METHODS,
  PAYMENT_PLACES,
} from "./common";
import { MAX_PAYOUT, PAYOUT_MESSAGES, PAYOUT_STATUSES, PERSON_TYPES } from "./payout-values";

export { MAX_PAYOUT, PAYOUT_MESSAGES, PAYOUT_STATUSES, PERSON_TYPES };

const int = z.number().int();
const MAX_ID = 2_147_483_647;

/** JSON sends numbers, a multipart form sends digits: both arrive as one integer. */
const wholeNumber = (min: number, max: number) =>
  z
    .union(
      [
        z.number("harus berupa angka"),
        z.string().trim().regex(/^\d+$/, "harus berupa angka (digit saja)").transform(Number),
      ],
      "wajib diisi",
    )
    .pipe(
      z
        .number()
        .int("harus bilangan bulat rupiah")
        .min(min, min === 1 ? "harus lebih dari 0" : `minimal ${min}`)
        .max(max, `maksimal ${max}`),
    );

const flag = z
  .union(
    [z.boolean(), z.enum(["true", "false"]).transform((s) => s === "true")],
    "harus true atau false",
  )
  .default(false);

const utc = (d: string) => new Date(d + "T00:00:00Z");
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** "week" (Monday to the Sunday after) or "month" (1st to the last day); else undefined. */
export function periodKindOf(start: string, end: string): "week" | "month" | undefined {
  const s = utc(start);
  const weekEnd = new Date(s);
  weekEnd.setUTCDate(s.getUTCDate() + 6);
  if (s.getUTCDay() === 1 && iso(weekEnd) === end) return "week";
  const monthEnd = new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth() + 1, 0));
  if (s.getUTCDate() === 1 && iso(monthEnd) === end) return "month";
  return undefined;
}

export const createPayoutFields = z
  .strictObject({
    person_type: z.enum(PERSON_TYPES, "harus talent atau admin"),
    person_id: wholeNumber(1, MAX_ID),
    start_date: dateText,
    end_date: dateText,
    // a number (JSON), digits (multipart) or the text of the form's rupiah field ("1.500.000")
    amount: z
      .union([z.number("harus berupa angka"), moneyText({ min: 1, max: MAX_PAYOUT })])
      .pipe(
        z
          .number()
          .int("harus bilangan bulat rupiah")
          .min(1, "harus lebih dari 0")
          .max(MAX_PAYOUT, `maksimal ${MAX_PAYOUT}`),
      ),
    paid_at: dateText,
    method: z.enum(PAYMENT_METHODS, "harus Cash, Transfer atau E-Wallet"),
    place: z
      .enum([...PAYMENT_PLACES, ""], "harus Qris, DANA, Gopay, Shopee, Seabank atau BRI")
      .optional()
      .transform((p) => (p ? p : undefined)),
    reference: text({ max: 200 }).default(""),
    advance: flag,
  })
  .refine((b) => periodKindOf(b.start_date, b.end_date) !== undefined, {
    message: PAYOUT_MESSAGES.periodShape,
    path: ["end_date"],
  });
export type CreatePayoutInput = z.output<typeof createPayoutFields>;
export type CreatePayoutBody = z.input<typeof createPayoutFields>;

/** POST /payouts/bulk: the selected rows of the payout list, recorded all or none. */
export const bulkPayoutBody = z.strictObject({
  payouts: z
    .array(createPayoutFields, "harus berupa daftar")
    .min(1, "pilih minimal satu baris")
    .max(100, "maksimal 100 baris"),
});
export type BulkPayoutBody = z.input<typeof bulkPayoutBody>;

/** The 'Catat Pembayaran' form of the selected rows: what they share; amounts are each row's. */
export const bulkPayoutForm = z.strictObject({
  paid_at: dateText,
  method: z.enum(PAYMENT_METHODS, "harus Cash, Transfer atau E-Wallet"),
  place: z
    .enum([...PAYMENT_PLACES, ""], "harus Qris, DANA, Gopay, Shopee, Seabank atau BRI")
    .optional(),
  reference: text({ max: 200 }).default(""),
});

export const payout = z.object({
  id: int,
  person_type: z.enum(PERSON_TYPES),
  person_id: int,
  person_name: z.string(),
  period_kind: z.enum(["week", "month"]),
  start_date: z.string(),
  end_date: z.string(),
  amount: int,
  paid_at: z.string(),
  method: z.string(),
  place: z.string().nullable(),
  reference: z.string(),
  proof_image: z.string().nullable(),
  advance: z.boolean(),
  created_by: int.nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Payout = z.infer<typeof payout>;
export const payoutResponse = z.object({ data: payout });
export const payoutsResponse = z.object({ data: z.array(payout) });

export const PAYOUT_SORTS = [
  "start_date",
  "person_name",
  "owed",
  "paid",
  "outstanding",
  "status",
] as const;

const periodQuery = z.enum(["week", "month"], "harus week atau month").default("week");

export const listPayoutsQuery = z
  .strictObject({
    person_type: z.enum(PERSON_TYPES, "harus talent atau admin").optional(),
    person_id: queryInt({ min: 1, max: MAX_ID }).optional(),
    start_date: dateText.optional(),
    end_date: dateText.optional(),
    status: z.enum(PAYOUT_STATUSES, "harus LUNAS, SEBAGIAN atau BELUM").optional(),
    search: searchText,
    period: periodQuery,
    ...pageQuery(10),
    sort_by: z.enum(PAYOUT_SORTS, "kolom urutan tidak dikenal").default("start_date"),
    sort_order: sortOrder("DESC"),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: "Tanggal mulai (start_date) tidak boleh setelah tanggal akhir (end_date)",
    path: ["end_date"],
  });
export type ListPayoutsQuery = z.infer<typeof listPayoutsQuery>;

export const periodRow = z.object({
  person_type: z.enum(PERSON_TYPES),
  person_id: int,
  person_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  owed: int,
  paid: int,
  outstanding: int,
  status: z.enum(PAYOUT_STATUSES),
});
export type PeriodRow = z.infer<typeof periodRow>;
export const payoutTotals = z.object({ owed: int, paid: int, outstanding: int });
export type PayoutTotals = z.infer<typeof payoutTotals>;
export const payoutsPage = paged(periodRow).extend({ totals: payoutTotals });
export type PayoutsPage = z.infer<typeof payoutsPage>;

export const ledgerQuery = z.strictObject({
  person_type: z.enum(PERSON_TYPES, "harus talent atau admin"),
  person_id: queryInt({ min: 1, max: MAX_ID }),
  period: periodQuery,
});
export const ledgerResponse = z.object({
  data: z.object({
    periods: z.array(periodRow.extend({ balance: int })),
    payouts: z.array(payout),
    totals: payoutTotals,
  }),
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;

/* ------------------------------ closed periods ------------------------------ */

export const monthParams = z.strictObject({ month: monthText });
export const reopenBody = z.strictObject({
  reason: text({
    max: 500,
    required: "Alasan membuka kembali periode wajib diisi",
    multiline: true,
  }),
});
export const closedPeriod = z.object({
  month: z.string(),
  closed: z.boolean(),
  closed_at: z.string().nullable(),
  closed_by: int.nullable(),
  closed_by_name: z.string().nullable(),
});
export type ClosedPeriod = z.infer<typeof closedPeriod>;
export const periodsResponse = z.object({ data: z.array(closedPeriod) });
export const periodResponse = z.object({ data: closedPeriod });
