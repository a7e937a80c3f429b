// The create and edit forms of an order: the wire fields (fields.ts) with money and dates as the
// user types them and the proof image as a browser File. Loaded lazily by the dialogs.
import { z, moneyText, optionalMoneyText, MONEY_BOUNDS, typedDate } from "../common";
import {
  ORDER_MESSAGES,
  PROOF_IMAGE_TYPES,
  MAX_PROOF_IMAGE_BYTES,
  createOrderFields,
  updateOrderFields,
  tip,
  tipList,
} from "./fields";

/** The proof image chosen in a form (browser File); the server re-checks the bytes. */
export const proofImageFile = z
  .instanceof(File, { message: ORDER_MESSAGES.imageField })
  .refine(
    (f) => (PROOF_IMAGE_TYPES as readonly string[]).includes(f.type),
    ORDER_MESSAGES.imageType,
  )
  .refine((f) => f.size <= MAX_PROOF_IMAGE_BYTES, ORDER_MESSAGES.imageTooLarge);

/** A tip row of the form: amount as typed rupiah; a row left without an amount is no tip. */
const tipRow = z.object({
  receiver_type: tip.shape.receiver_type,
  amount: optionalMoneyText(MONEY_BOUNDS.tip),
});

/** The price box of the create and edit forms: typed rupiah ("1.500.000"), at least 1. */
const priceText = (required: string) => moneyText({ required, ...MONEY_BOUNDS.price });

/**
 * The create form: `createOrderFields` with the date and price as typed, tips as rows (sent as
 * the `tips` JSON text) and the proof image file. Its output is what the multipart body carries.
 */
export const createOrderForm = createOrderFields.omit({ tips: true }).extend({
  price: priceText(ORDER_MESSAGES.createRequired),
  /** Tanggal as typed (dd/mm/yyyy): a date the parser cannot read is refused, never today. */
  date: typedDate(),
  tips: z
    .array(tipRow)
    .transform((rows) =>
      rows.flatMap((r) =>
        r.amount === "" ? [] : [{ receiver_type: r.receiver_type, amount: r.amount }],
      ),
    )
    .pipe(tipList),
  proof_image: proofImageFile.optional(),
});
export type CreateOrderFormValues = z.input<typeof createOrderForm>;

/** The edit form: `updateOrderFields` plus a new proof image only when one is chosen. */
export const updateOrderForm = updateOrderFields.extend({
  price: priceText(ORDER_MESSAGES.updateRequired),
  proof_image: proofImageFile.optional(),
});
