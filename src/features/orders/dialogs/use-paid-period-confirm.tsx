// Asks before an order edit moves what a paid period owes (RULES.md D9): the edit dialog and the
// grid's cells call `confirm` with the price and refund about to be saved; without paid periods
// touched it answers true at once, else the alert (PaidPeriodAlert) waits for the user.
import { Suspense, lazy, useCallback, useState } from "react";
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

export function usePaidPeriodConfirm() {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [opened, setOpened] = useState(false);

  /** True to save: no paid period moves, or the user said yes. */
  const confirm = useCallback(async (edits: OrderMoneyEdit[]): Promise<boolean> => {
    const effects: PeriodEffect[] = [];
    for (const e of edits) effects.push(...(await getOrderEffect(e.id, e.price, e.refund)).data);
    if (effects.length === 0) return true;
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
