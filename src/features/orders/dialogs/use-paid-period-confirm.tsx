// Asks before an order edit moves what a paid period owes (RULES.md D9): the edit dialog and the
// grid's cells call `confirm` with the price and refund about to be saved; without paid periods
// touched it answers true at once, else the alert (PaidPeriodAlert) waits for the user.
import { Suspense, lazy, useCallback, useState } from "react";
import { ApiError } from "../../../client/lib/http";
import type { PeriodEffect } from "../../../contract/payouts";
import type { RefundStatus } from "../../../money/rules";
import { getOrderEffect } from "../api/get-order-effect";

const PaidPeriodAlert = lazy(() => import("./PaidPeriodAlert"));

/** An order about to be saved with this price and refund. */
export interface OrderMoneyEdit {
  id: number;
  price: number;
  refund: RefundStatus;
}

interface Asking {
  effects: PeriodEffect[];
  answer: (ok: boolean) => void;
}

/** A closed month's 423 (RULES.md D9): the edit is not asked about, it is refused. */
const LOCKED = 423;

/**
 * What the edits move in paid periods; null when one is of a closed month: then nobody is asked,
 * and the save answers the same 423 where it belongs (the dialog, the cell, the pasted row).
 */
async function effectsOf(edits: OrderMoneyEdit[]): Promise<PeriodEffect[] | null> {
  const effects: PeriodEffect[] = [];
  for (const e of edits) {
    try {
      effects.push(...(await getOrderEffect(e.id, e.price, e.refund)).data);
    } catch (err) {
      if (err instanceof ApiError && err.status === LOCKED) return null;
      throw err;
    }
  }
  return effects;
}

export function usePaidPeriodConfirm() {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [opened, setOpened] = useState(false);

  /** True to save: no paid period moves, or the user said yes. */
  const confirm = useCallback(async (edits: OrderMoneyEdit[]): Promise<boolean> => {
    const effects = await effectsOf(edits);
    if (!effects || effects.length === 0) return true;
    setOpened(true);
    const ok = await new Promise<boolean>((answer) => setAsking({ effects, answer }));
    setAsking(null);
    return ok;
  }, []);

  // mounted from the first question on, so the alert keeps its closing transition
  const alert = opened ? (
    <Suspense fallback={null}>
      <PaidPeriodAlert effects={asking?.effects ?? null} onAnswer={(ok) => asking?.answer(ok)} />
    </Suspense>
  ) : null;
  return { confirm, alert };
}
