// GET/PUT /settings/kas and GET /settings/rates (any signed-in user); PUT /settings/rates (owner only).
import { z, moneyText, pageQuery, rowVersion, versionField } from "./common";
import {
  containsFilter,
  dateRangeFilter,
  datesInOrder,
  rangeFilter,
  rangesInOrder,
  selectFilter,
} from "./column-filters";
import { KAS_HISTORY_FILTERS, KAS_SOURCES } from "./filter-fields";

export { KAS_HISTORY_FILTERS };

const int = z.number().int();

export const kasBody = z.strictObject({
  kas: z
    .number({ error: (i) => (i.input === undefined ? "wajib diisi" : "harus berupa angka") })
    .int("harus berupa bilangan bulat"),
  version: versionField,
});
export type KasBody = z.infer<typeof kasBody>;
/** The 'Ubah Saldo Kas' form: the balance as typed rupiah; a balance may be negative. */
export const kasForm = kasBody.extend({ kas: moneyText({ allowNegative: true }) });
export const kasResponse = z.object({ data: z.object({ kas: int, version: rowVersion }) });
export type KasResponse = z.infer<typeof kasResponse>;

// Fragments: the error handler puts the field name in front ("talent_rate: maksimal 100").
const percent = () =>
  z
    .number({ error: (i) => (i.input === undefined ? "wajib diisi" : "harus berupa angka") })
    .min(0, "minimal 0")
    .max(100, "maksimal 100")
    // exact: a tolerance let 1e-10 and 99.99999999 through, stored as 0 % and 100 %
    .refine((p) => Math.round(p * 100) / 100 === p, "maksimal dua angka desimal");

const RATES_SUM_MESSAGE = "Jumlah talent_rate dan admin_rate tidak boleh lebih dari 100";
const ratesSumOk = (b: { talent_rate: number; admin_rate: number }) =>
  Math.round(b.talent_rate * 100) + Math.round(b.admin_rate * 100) <= 10000;

export const ratesBody = z
  .strictObject({ talent_rate: percent(), admin_rate: percent() })
  .refine(ratesSumOk, { message: RATES_SUM_MESSAGE, path: ["admin_rate"] });

/**
 * A percentage as typed on the rates form: "70", "72,5" (Indonesian decimal comma) or "72.5";
 * then the same checks as the body (0–100, at most two decimals), so the form says what the
 * server would.
 */
const percentText = () =>
  z
    .string({ error: "wajib diisi" })
    .trim()
    .min(1, "wajib diisi")
    .regex(/^\d{1,3}([.,]\d+)?$/, "harus berupa angka, contoh 70 atau 72,5")
    .transform((s) => Number(s.replace(",", ".")))
    .pipe(percent());

/** The owner's rates form on the kas screen (issue 19, defect 5). */
export const ratesForm = z
  .strictObject({ talent_rate: percentText(), admin_rate: percentText() })
  .refine(ratesSumOk, { message: RATES_SUM_MESSAGE, path: ["admin_rate"] });
export type RatesBody = z.infer<typeof ratesBody>;
export const ratesResponse = z.object({
  data: z.object({ talent_rate: z.number(), admin_rate: z.number() }),
});
export type Rates = z.infer<typeof ratesResponse>["data"];

/** A balance the history filters by: rupiah, either sign, at most a trillion. */
const MAX_KAS_FILTER = 1_000_000_000_000;
export const kasHistoryQuery = z
  .strictObject({
    username: containsFilter(),
    ...rangeFilter("old_kas", MAX_KAS_FILTER, true),
    ...rangeFilter("new_kas", MAX_KAS_FILTER, true),
    source: selectFilter(KAS_SOURCES),
    ...dateRangeFilter(),
    ...pageQuery(50),
  })
  .superRefine(rangesInOrder(KAS_HISTORY_FILTERS.ranges))
  .superRefine(datesInOrder);
export type KasHistoryQuery = z.input<typeof kasHistoryQuery>;

/** GET /settings/kas/history: one page (newest first, 50 by default) of the kas changes matching
 * the filters (audit log), and how many match. */
export const kasHistoryResponse = z.object({
  data: z.array(
    z.object({
      id: int,
      at: z.string(),
      username: z.string().nullable(),
      old_kas: int.nullable(),
      new_kas: int.nullable(),
      /** The payout that moved kas (issue 24), else null. */
      payout_id: int.nullable(),
    }),
  ),
  totalRows: int,
  page: int,
  limit: int,
});
export type KasHistoryResponse = z.infer<typeof kasHistoryResponse>;
export type KasChange = KasHistoryResponse["data"][number];
export const agencyResponse = z.object({ data: z.object({ agency_name: z.string() }) });
