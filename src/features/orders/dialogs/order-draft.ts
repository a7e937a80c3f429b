// The Create Order draft: what was typed is kept in sessionStorage for the tab's
// session, so a reload or a crash in the middle of the dialog loses nothing. The proof image
// (a File) and the order number (suggested fresh on each open) are never kept; a save clears it.
import type { CreateOrderFormValues } from "../../../contract/orders";

const key = (userId: number | undefined) => `kt-create-order-draft:${userId ?? "-"}`;
const LEFT_OUT = ["proof_image", "no_order"] as const;

export type OrderDraft = Partial<CreateOrderFormValues>;

export function readDraft(userId: number | undefined): OrderDraft | null {
  try {
    const text = sessionStorage.getItem(key(userId));
    const draft: unknown = text ? JSON.parse(text) : null;
    return draft && typeof draft === "object" ? (draft as OrderDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: number | undefined, values: OrderDraft) {
  const kept: Record<string, unknown> = { ...values };
  for (const k of LEFT_OUT) delete kept[k];
  try {
    sessionStorage.setItem(key(userId), JSON.stringify(kept));
  } catch {
    /* storage full or disabled: the leave guard still asks */
  }
}

export function clearDraft(userId: number | undefined) {
  try {
    sessionStorage.removeItem(key(userId));
  } catch {
    /* nothing kept */
  }
}
