// Recording and deleting payouts (RULES.md D9). One transaction each: the period checks (closed
// month, cadence, overpay), the payout row, kas lowered (or restored) by its amount with a kas
// audit row that names the payout — the kas history's link — and the payout's own audit row.
import { periodFromWire, sortFromWire } from "../../contract/list-query";
import type { Db, Queryable } from "../../db/connection";
import * as payouts from "../../db/repositories/payouts";
import * as payoutPeriods from "../../db/repositories/payout-periods";
import * as settings from "../../db/repositories/settings";
import { writeAudit } from "../../db/repositories/audit";
import { formatRupiah } from "../../money/format";
import { MAX_KAS } from "../../contract/rupiah";
import type { Role } from "../../contract/common";
import {
  MIN_PAYOUT,
  PAYOUT_MESSAGES,
  periodKindOf,
  type CreatePayoutInput,
  type ListPayoutsQuery,
  type LedgerResponse,
  type Payout,
  type PayoutsPage,
} from "../../contract/payouts";
import { REPORT_MESSAGES } from "../../contract/report-common";
import { toPaged } from "../../db/repositories/paging";
import { weeklyTalentsRows } from "../../db/repositories/reports-weekly";
import { columnFilterValues } from "../../contract/column-filters";
import { WEEKLY_TALENTS_FILTERS } from "../../contract/filter-fields";
import type { WeeklyTalentsPage, weeklyTalentsQuery } from "../../contract/weekly";
import type { z } from "../../contract/common";
import { badRequest, conflict, fieldError, forbidden, notFound } from "../http-error";
import { saveProofImage, type ProofImage } from "../images";
import { assertKasOpen, assertOpen } from "./periods";
import { findClosed } from "../../db/repositories/periods";
import { monthRange } from "../../money/time";
import type { PdfExtras } from "../../pdf/types";

export interface Actor {
  id: number;
  role: Role;
}

/**
 * Kas moves by `delta` (negative: paid out), audited as a kas change that names the payout. Kas
 * stays within ±MAX_KAS (RULES.md D8): a move past it, or from a stored balance already outside
 * it, is refused (409) and nothing is written — the balance is set again on the kas screen first.
 */
async function moveKas(tx: Queryable, actorId: number, delta: number, payoutId: number) {
  // kas moves today, like a change by hand: not inside a closed month (RULES.md D9)
  await assertKasOpen(tx);
  const before = await settings.lockSettings(tx);
  if (before.kas === null) throw conflict(PAYOUT_MESSAGES.kasOutOfBounds);
  const kas = before.kas + delta;
  if (Math.abs(kas) > MAX_KAS) throw conflict(PAYOUT_MESSAGES.kasPastBound(kas < 0));
  await settings.updateKas(tx, kas);
  await writeAudit(tx, {
    userId: actorId,
    action: "update",
    entity: "settings",
    entityId: "kas",
    oldValue: { kas: before.kas },
    newValue: { kas, payout_id: payoutId },
  });
}

/**
 * The month a payout is written into: the day it was paid. Its period's months may be closed —
 * closing freezes what was earned, not what is still owed (RULES.md D9): a closed month's debt
 * is paid by a payout dated in an open month, and its orders and earnings stay as closed.
 */
const payoutMonths = (p: { paid_at: string }) => [p.paid_at];

export async function createPayout(
  db: Db,
  actor: Actor,
  input: CreatePayoutInput,
  image?: ProofImage,
): Promise<Payout> {
  return db.transaction((tx) => recordPayout(tx, actor, input, image));
}

/** Several payouts (the selected rows of the payout list) in one transaction: all or none. */
export async function createPayouts(
  db: Db,
  actor: Actor,
  inputs: CreatePayoutInput[],
): Promise<Payout[]> {
  return db.transaction(async (tx) => {
    const out: Payout[] = [];
    for (const input of inputs) out.push(await recordPayout(tx, actor, input));
    return out;
  });
}

async function recordPayout(
  tx: Queryable,
  actor: Actor,
  input: CreatePayoutInput,
  image?: ProofImage,
): Promise<Payout> {
  if (input.advance && actor.role !== "owner") throw forbidden(PAYOUT_MESSAGES.advanceOwner);
  // an admin records payouts to talents; money to an admin (himself included) is the owner's
  // to pay (RULES.md D9)
  if (input.person_type === "admin" && actor.role !== "owner")
    throw forbidden(PAYOUT_MESSAGES.adminOwner);
  const kind = periodKindOf(input.start_date, input.end_date)!;
  await assertOpen(tx, payoutMonths(input));
  const { person_type, person_id, start_date, end_date } = input;
  const period = { person_type, person_id, period_kind: kind, start_date, end_date };
  if (!(await payouts.personExists(tx, person_type, person_id)))
    throw badRequest(PAYOUT_MESSAGES.personMissing);
  if (await payoutPeriods.otherCadenceOverlaps(tx, period))
    throw conflict(PAYOUT_MESSAGES.otherCadence);
  // the settings row lock queues every payout, so two can never both fit the same outstanding
  await settings.lockSettings(tx);
  // the balance the payout lists show (and the dialog pre-fills), by the same query
  const { outstanding } = await payoutPeriods.periodBalance(tx, period);
  if (input.amount > outstanding && !input.advance)
    throw conflict(PAYOUT_MESSAGES.overpay(formatRupiah(Math.max(outstanding, 0))));
  // no crumbs: a payout is at least Rp 1.000 unless it settles the period exactly (RULES.md D9)
  if (input.amount < MIN_PAYOUT && input.amount !== outstanding)
    throw fieldError("amount", PAYOUT_MESSAGES.belowMin(formatRupiah(outstanding)));
  const stored = image ? await saveProofImage(tx, image) : null;
  const payoutId = await payouts.insertPayout(tx, {
    ...period,
    amount: input.amount,
    paid_at: input.paid_at,
    method: input.method,
    place: input.place ?? null,
    reference: input.reference,
    proof_image: stored,
    advance: input.advance,
    created_by: actor.id,
  });
  await moveKas(tx, actor.id, -input.amount, payoutId);
  const created = (await payouts.findPayout(tx, payoutId))!;
  await writeAudit(tx, {
    userId: actor.id,
    action: "create",
    entity: "payout",
    entityId: payoutId,
    newValue: created,
  });
  return created;
}

/** Owner only (the route says so); kas gets the amount back. */
export async function deletePayout(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await payouts.lockPayout(tx, id))) throw notFound(PAYOUT_MESSAGES.notFound);
    const before = (await payouts.findPayout(tx, id))!;
    await assertOpen(tx, payoutMonths(before));
    await payouts.deletePayout(tx, id);
    await moveKas(tx, actorId, before.amount, id);
    await writeAudit(tx, {
      userId: actorId,
      action: "delete",
      entity: "payout",
      entityId: id,
      oldValue: before,
    });
  });
}

/** The weekly payout list: every talent's weeks with what each still owes. */
export async function weeklyPayoutList(
  db: Queryable,
  q: z.output<typeof weeklyTalentsQuery>,
): Promise<WeeklyTalentsPage> {
  const { rows, totalRows, totals } = await weeklyTalentsRows(db, {
    search: q.search,
    page: q.page,
    limit: q.limit,
    ...periodFromWire(q),
    sort: sortFromWire(q),
    // the status select and the figures' from–to (contract WEEKLY_TALENTS_FILTERS)
    columns: columnFilterValues(q, WEEKLY_TALENTS_FILTERS),
  });
  return { ...toPaged(rows, totalRows, q), totals };
}

export async function getPayout(db: Db, id: number): Promise<Payout> {
  const p = await payouts.findPayout(db, id);
  if (!p) throw notFound(PAYOUT_MESSAGES.notFound);
  return p;
}

export async function listPayouts(db: Db, q: ListPayoutsQuery): Promise<PayoutsPage> {
  const { rows, totalRows, totals } = await payoutPeriods.periodRowsPage(
    db,
    {
      personType: q.person_type,
      personId: q.person_id,
      ...periodFromWire(q),
      status: q.status,
      search: q.search,
      kind: q.period,
    },
    sortFromWire(q),
    q,
  );
  return { ...toPaged(rows, totalRows, q), totals };
}

export async function personLedger(
  db: Db,
  type: payouts.PersonType,
  id: number,
  kind: payouts.PeriodKind,
  page: { page: number; limit: number },
): Promise<LedgerResponse> {
  // no such person is a 404, not an empty ledger that reads as "owes nothing"
  if (!(await payouts.personExists(db, type, id)))
    throw notFound(
      type === "talent" ? REPORT_MESSAGES.talentNotFound : REPORT_MESSAGES.adminNotFound,
    );
  const periods = await payoutPeriods.personLedger(db, type, id, kind);
  const totals = periods.reduce(
    (t, p) => ({
      owed: t.owed + p.owed,
      paid: t.paid + p.paid,
      outstanding: t.outstanding + p.outstanding,
      overpaid: t.overpaid + p.overpaid,
    }),
    { owed: 0, paid: 0, outstanding: 0, overpaid: 0 },
  );
  const paid = await payouts.personPayouts(db, type, id, page);
  const { result, ...paging } = toPaged(paid.rows, paid.totalRows, page);
  return { data: { periods, payouts: result, totals }, ...paging };
}

/**
 * What the monthly rekap PDF adds: every payout period of the person overlapping the month
 * (weeks, or the month itself) with paid and outstanding, and who closed the month.
 */
export async function rekapPdfExtras(
  db: Db,
  type: payouts.PersonType,
  id: number,
  month: string,
): Promise<PdfExtras> {
  const { start, end } = monthRange(month);
  const rows = [
    ...(await payoutPeriods.periodStatus(db, type, id, "week", start, end)),
    ...(await payoutPeriods.periodStatus(db, type, id, "month", start, end)).filter(
      (r) => r.paid > 0,
    ),
  ];
  const closed = await findClosed(db, month);
  return {
    payments: rows.map((r) => ({
      start_date: r.start_date,
      end_date: r.end_date,
      owed: r.owed,
      paid: r.paid,
      outstanding: r.outstanding,
    })),
    closed: closed ? { closed_at: closed.closed_at!, closed_by_name: closed.closed_by_name } : null,
  };
}
