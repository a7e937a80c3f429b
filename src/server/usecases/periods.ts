// Closing a month (issue 24). `assertOpen` runs inside every transaction that writes money of
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

export const LOCKED = 423;

/** Every month from `start` to `end` (dates or months), "YYYY-MM". */
export function monthsBetween(start: string, end: string): string[] {
  const out: string[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  const last = end.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    out.push(month);
    if (month >= last || out.length > 1200) return out;
    if (++m > 12) [y, m] = [y + 1, 1];
  }
}

/** Refuses (423) when any of the dates' months is closed; call inside the writing transaction. */
export async function assertOpen(tx: Queryable, dates: string[]): Promise<void> {
  const months = [...new Set(dates.map((d) => d.slice(0, 7)))];
  const closed = await periods.firstClosed(tx, months);
  if (closed) throw new HttpError(LOCKED, closedMessage(closed.month));
}

/** Today in the agency's zone: kas changes land on it. */
export async function agencyToday(db: Queryable): Promise<string> {
  return todayIn((await getSettings(db)).time_zone);
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
      oldValue: { closed: true, closed_at: before.closed_at, closed_by: before.closed_by },
      newValue: { closed: false, reason },
    });
    return openRow(month);
  });
}
