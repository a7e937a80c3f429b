// POST /order/bulk: one action on several orders chosen in the order list (rows selected).
// Each order changes in its own audited transaction inside the one request; the answer lists
// which succeeded and, for the rest, why not (the same messages as the one-order calls).
import { z, REFUND_STATUSES } from "./common";

const MAX_BULK_ORDERS = 500;

const orderIds = z
  .array(
    z.number("harus berupa angka").int("harus bilangan bulat").min(1).max(2_147_483_647),
    "harus berupa daftar id order",
  )
  .min(1, "Pilih minimal satu order")
  .max(MAX_BULK_ORDERS, `maksimal ${MAX_BULK_ORDERS} order sekaligus`)
  .refine((ids) => new Set(ids).size === ids.length, "Order yang sama tercantum lebih dari sekali");

export const orderBulkBody = z.discriminatedUnion(
  "action",
  [
    z.strictObject({
      action: z.literal("refund"),
      ids: orderIds,
      refund_status: z.enum(REFUND_STATUSES, "harus NONE, REFUND_50 atau REFUND_100"),
    }),
    z.strictObject({ action: z.literal("delete"), ids: orderIds }),
  ],
  { error: "action harus refund atau delete" },
);
export type OrderBulkBody = z.infer<typeof orderBulkBody>;

export const orderBulkResponse = z.object({
  message: z.string(),
  succeeded: z.array(z.number()),
  failed: z.array(z.object({ id: z.number(), message: z.string() })),
});
export type OrderBulkResponse = z.infer<typeof orderBulkResponse>;

/** '3 order diubah, 1 gagal' */
export const bulkMessage = (action: OrderBulkBody["action"], ok: number, failed: number) =>
  `${ok} order ${action === "delete" ? "dihapus" : "diubah"}` +
  (failed > 0 ? `, ${failed} gagal` : "");
