// Several rows of a grid changed as ONE change (a paste over several cells, and its undo or redo):
// `POST /<resource>/cells` with each row's body exactly as the one-row update takes it. The
// server applies every row through the one-row use case — its rules, row-version check and audit
// row — in a single transaction: all rows change or none does, and a refusal names its row
// (row-refusal.ts).
import { z } from "./common";

/** A paste never spans more than a page of rows (the largest page is 100). */
const MAX_CELL_BATCH_ROWS = 500;

export const CELL_BATCH_MESSAGES = {
  empty: "Tidak ada baris yang diubah",
  tooMany: `maksimal ${MAX_CELL_BATCH_ROWS} baris sekaligus`,
  sameRow: "Baris yang sama tercantum lebih dari sekali",
} as const;

const rowId = z
  .number("harus berupa angka")
  .int("harus bilangan bulat")
  .min(1, "harus lebih dari 0")
  .max(2_147_483_647);

/** `{ rows: [{ id, body }] }`, `body` being the one-row update's body for that id. */
export const cellBatchBody = <B extends z.ZodType>(body: B) =>
  z.strictObject({
    rows: z
      .array(z.strictObject({ id: rowId, body }), "harus berupa daftar baris")
      .min(1, CELL_BATCH_MESSAGES.empty)
      .max(MAX_CELL_BATCH_ROWS, CELL_BATCH_MESSAGES.tooMany)
      .refine((rows) => new Set(rows.map((r) => r.id)).size === rows.length, {
        message: CELL_BATCH_MESSAGES.sameRow,
      }),
  });

/** Each row's new version, in the order sent: later edits of those rows send it back. */
export const cellBatchResponse = z.object({
  message: z.string(),
  rows: z.array(z.object({ id: z.number(), version: z.number() })),
});
export type CellBatchResponse = z.infer<typeof cellBatchResponse>;
