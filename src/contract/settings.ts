// GET/PUT /settings/kas and GET /settings/rates (any signed-in user); PUT /settings/rates (owner only).
import {
  z,
  int,
  moneyText,
  pageQuery,
  rowVersion,
  rupiahNumber,
  versionField,
  MAX_KAS,
  MONEY_BOUNDS,
} from "./common";
import {
  containsFilter,
  dateRangeFilter,
  datesInOrder,
  rangesInOrder,
  rupiahRange,
  selectFilter,
} from "./column-filters";
import { KAS_HISTORY_FILTERS, KAS_SOURCES } from "./filter-fields";

export { KAS_HISTORY_FILTERS };

/** PUT /settings/kas: the new balance, within ±MAX_KAS (RULES.md D8). */
export const kasBody = z.strictObject({
  kas: rupiahNumber(MONEY_BOUNDS.kas),
  version: versionField,
});
export type KasBody = z.infer<typeof kasBody>;
/** The 'Ubah Saldo Kas' form: the balance as typed rupiah; a balance may be negative. */
export const kasForm = kasBody.extend({ kas: moneyText(MONEY_BOUNDS.kas) });
/**
 * The balance; null when the stored one lies outside ±MAX_KAS (data from before RULES.md D8
 * bounded it): the screens show '-' and the balance can be set again.
 */
export const kasResponse = z.object({
  data: z.object({ kas: int.nullable(), version: rowVersion }),
});
export type KasResponse = z.infer<typeof kasResponse>;

// Fragments: the error handler puts the field name in front ("talent_rate: maksimal 100").
const percent = () =>
  z
    .number({ error: (i) => (i.input === undefined ? "wajib diisi" : "harus berupa angka") })
    .min(0, "minimal 0")
    .max(100, "maksimal 100")
    // exact: a tolerance let 1e-10 and 99.99999999 through, stored as 0 % and 100 %
    .refine((p) => Math.round(p * 100) / 100 === p, "maksimal dua angka desimal");

const RATES_SUM_MESSAGE = "Jumlah rate talent dan rate admin tidak boleh lebih dari 100%";
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

/** The owner's rates form on the kas screen (RULES.md D3: rates are snapshotted per order). */
export const ratesForm = z
  .strictObject({ talent_rate: percentText(), admin_rate: percentText() })
  .refine(ratesSumOk, { message: RATES_SUM_MESSAGE, path: ["admin_rate"] });
export type RatesBody = z.infer<typeof ratesBody>;
export const ratesResponse = z.object({
  data: z.object({ talent_rate: z.number(), admin_rate: z.number() }),
});
export type Rates = z.infer<typeof ratesResponse>["data"];

export const kasHistoryQuery = z
  .strictObject({
    username: containsFilter(),
    ...rupiahRange("old_kas", MAX_KAS, true),
    ...rupiahRange("new_kas", MAX_KAS, true),
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
      /** The payout that moved kas (RULES.md D9), else null. */
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
