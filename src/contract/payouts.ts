// Payouts and closed periods (RULES.md D9): money paid to a talent or admin for one period (a
// Monday–Sunday week or a calendar month), owed/paid/outstanding per person and period, and the
// months an owner closed. Every amount is an integer rupiah.
import {
  z,
  dateText,
  int,
  ints,
  monthText,
  pageQuery,
  paged,
  queryInt,
  searchText,
  sortedBy,
  text,
  rupiahNumberOrText,
  MONEY_BOUNDS,
  moneyText,
  typedDate,
  PAYMENT_METHODS,
  PAYMENT_PLACES,
  REFUND_STATUSES,
  rupiahDigits,
} from "./common";
import {
  MAX_PAYOUT,
  MIN_PAYOUT,
  PAYOUT_MESSAGES,
  PAYOUT_STATUSES,
  PERSON_TYPES,
  STATUS_CHOICE,
} from "./payout-values";

export { MAX_PAYOUT, MIN_PAYOUT, PAYOUT_MESSAGES, PAYOUT_STATUSES, PERSON_TYPES };

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
    amount: rupiahNumberOrText(MONEY_BOUNDS.payout),
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
/**
 * 'Catat Pembayaran' of one row: the same fields with the amount and Tanggal Bayar as typed
 * ("1.500.000", dd/mm/yyyy), refused with the rupiah and date parsers' own messages.
 */
export const createPayoutForm = createPayoutFields.safeExtend({
  amount: moneyText(MONEY_BOUNDS.payout),
  paid_at: typedDate(),
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
  paid_at: typedDate(),
  method: z.enum(PAYMENT_METHODS, "harus Cash, Transfer atau E-Wallet"),
  place: z
    .enum([...PAYMENT_PLACES, ""], "harus Qris, DANA, Gopay, Shopee, Seabank atau BRI")
    .optional(),
  reference: text({ max: 200 }).default(""),
});

const payout = z.object({
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
    status: z.enum(PAYOUT_STATUSES, STATUS_CHOICE).optional(),
    search: searchText,
    period: periodQuery,
    ...pageQuery(10),
    ...sortedBy(PAYOUT_SORTS, "start_date", "DESC"),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: "Tanggal mulai tidak boleh setelah tanggal akhir",
    path: ["end_date"],
  });
export type ListPayoutsQuery = z.infer<typeof listPayoutsQuery>;

const periodRow = z.object({
  person_type: z.enum(PERSON_TYPES),
  person_id: int,
  person_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  owed: int,
  paid: int,
  /** Of `paid`, what was recorded after a month of the period was closed (RULES.md D9). */
  paid_after_close: int,
  /** What is still owed (never below 0) and what was paid past owed (RULES.md D9). */
  outstanding: int,
  overpaid: int,
  status: z.enum(PAYOUT_STATUSES),
});
export type PeriodRow = z.infer<typeof periodRow>;
/** `outstanding` sums only what is still owed; overpaid periods sum apart (RULES.md D9). */
export const payoutTotals = z.object({ owed: int, paid: int, outstanding: int, overpaid: int });
export type PayoutTotals = z.infer<typeof payoutTotals>;
export const payoutsPage = paged(periodRow).extend({ totals: payoutTotals });
export type PayoutsPage = z.infer<typeof payoutsPage>;

/**
 * `page` and `limit` page the payouts (the history, newest first; `totalRows` counts them), like
 * every list; the periods are the person's whole ledger, one row per week or month.
 */
export const ledgerQuery = z.strictObject({
  person_type: z.enum(PERSON_TYPES, "harus talent atau admin"),
  person_id: queryInt({ min: 1, max: MAX_ID }),
  period: periodQuery,
  ...pageQuery(50),
});
export const ledgerResponse = z.object({
  data: z.object({
    periods: z.array(periodRow.extend({ balance: int })),
    payouts: z.array(payout),
    totals: payoutTotals,
  }),
  ...ints("totalRows", "totalPage", "page", "limit"),
});
export type LedgerResponse = z.infer<typeof ledgerResponse>;

/**
 * GET /payouts/order-effect/:id?price&refund_type: what saving the order with this price and
 * refund would do to the periods of its talent and admin that already have payouts — each such
 * week or month as it is now and `after` (owed, outstanding, overpaid, status), by the payout
 * lists' own SQL. Nothing is written; the edit dialog and the grid ask before they save.
 */
export const orderEffectQuery = z.strictObject({
  price: rupiahDigits(MONEY_BOUNDS.price, "wajib diisi"),
  refund_type: z.enum(REFUND_STATUSES, "harus NONE, REFUND_50 atau REFUND_100").optional(),
});
const periodAfter = periodRow.pick({ owed: true, outstanding: true, overpaid: true, status: true });
const periodEffect = periodRow.extend({
  period_kind: z.enum(["week", "month"]),
  after: periodAfter,
});
export type PeriodEffect = z.infer<typeof periodEffect>;
export const orderEffectResponse = z.object({ data: z.array(periodEffect) });

/* ------------------------------ closed periods ------------------------------ */

export const monthParams = z.strictObject({ month: monthText });
export const reopenBody = z.strictObject({
  reason: text({
    max: 500,
    required: "Alasan membuka kembali periode wajib diisi",
    multiline: true,
  }),
});
const closedPeriod = z.object({
  month: z.string(),
  closed: z.boolean(),
  closed_at: z.string().nullable(),
  closed_by: int.nullable(),
  closed_by_name: z.string().nullable(),
});
export type ClosedPeriod = z.infer<typeof closedPeriod>;
export const periodsResponse = z.object({ data: z.array(closedPeriod) });
export const periodResponse = z.object({ data: closedPeriod });
