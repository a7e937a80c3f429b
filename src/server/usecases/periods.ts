// Closing a month (RULES.md D9). `assertOpen` runs inside every transaction that writes money of
// a date (orders, tips, refunds, kas, payouts): a closed month answers 423 "Periode <bulan
// tahun> sudah ditutup" and the transaction writes nothing. Close and reopen are owner-only
// and audited (entity "period"; a reopen keeps its reason).
import type { Db, Queryable } from "../../db/connection";
import * as periods from "../../db/repositories/periods";
import { getSettings } from "../../db/repositories/settings";
import { writeAudit } from "../../db/repositories/audit";
import { currentMonthIn, todayIn } from "../../money/time";
import { PAYOUT_MESSAGES, closedMessage } from "../../contract/payout-values";
import type { ClosedPeriod } from "../../contract/payouts";
import { HttpError, conflict } from "../http-error";

const LOCKED = 423;

/** Refuses (423) when any of the dates' months is closed; call inside the writing transaction. */
export async function assertOpen(tx: Queryable, dates: string[]): Promise<void> {
  const months = [...new Set(dates.map((d) => d.slice(0, 7)))];
  const closed = await periods.firstClosed(tx, months);
  if (closed) throw new HttpError(LOCKED, closedMessage(closed.month));
}

/** Today in the agency's zone: kas changes land on it. */
async function agencyToday(db: Queryable): Promise<string> {
  return todayIn((await getSettings(db)).time_zone);
}

/**
 * The one rule of every kas movement (RULES.md D9): kas moves today — set by hand, lowered by a
 * payout, restored by deleting one — so it is refused (423) while today's month is closed.
 */
export async function assertKasOpen(tx: Queryable): Promise<void> {
  await assertOpen(tx, [await agencyToday(tx)]);
}

const openRow = (month: string): ClosedPeriod => ({
  month,
  closed: false,
  closed_at: null,
  closed_by: null,
  closed_by_name: null,
});

export async function listPeriods(db: Db): Promise<ClosedPeriod[]> {
  const current = currentMonthIn((await getSettings(db)).time_zone);
  return periods.listPeriods(db, current);
}

export async function closePeriod(db: Db, actorId: number, month: string): Promise<ClosedPeriod> {
  return db.transaction(async (tx) => {
    await periods.lockPeriods(tx);
    if (await periods.findClosed(tx, month)) throw conflict(PAYOUT_MESSAGES.alreadyClosed);
    await periods.insertClosed(tx, month, actorId);
    const row = (await periods.findClosed(tx, month))!;
    await writeAudit(tx, {
      userId: actorId,
      action: "update",
      entity: "period",
      entityId: month,
      oldValue: { closed: false },
      newValue: { closed: true },
    });
    return row;
  });
}

export async function reopenPeriod(
  db: Db,
  actorId: number,
  month: string,
  reason: string,
): Promise<ClosedPeriod> {
  return db.transaction(async (tx) => {
    await periods.lockPeriods(tx);
    const before = await periods.findClosed(tx, month);
    if (!before) throw conflict(PAYOUT_MESSAGES.notClosed);
    await periods.deleteClosed(tx, month);
    await writeAudit(tx, {
      userId: actorId,
      action: "update",
      entity: "period",
      entityId: month,
      oldValue: {
        closed: true,
        closed_at: before.closed_at,
        closed_by: before.closed_by,
        closed_by_name: before.closed_by_name,
      },
      newValue: { closed: false, reason },
    });
    return openRow(month);
  });
}
