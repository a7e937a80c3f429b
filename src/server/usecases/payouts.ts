// Recording and deleting payouts (issue 24). One transaction each: the period checks (closed
// month, cadence, overpay), the payout row, kas lowered (or restored) by its amount with a kas
// audit row that names the payout — the kas history's link — and the payout's own audit row.
import type { Db, Queryable } from "../../db/connection";
import * as payouts from "../../db/repositories/payouts";
import * as settings from "../../db/repositories/settings";
import { writeAudit } from "../../db/repositories/audit";
import { formatRupiah } from "../../money/format";
import type { Role } from "../../contract/common";
import {
  PAYOUT_MESSAGES,
  periodKindOf,
  type CreatePayoutInput,
  type ListPayoutsQuery,
  type LedgerResponse,
  type Payout,
  type PayoutsPage,
} from "../../contract/payouts";
import { toPaged } from "../../db/repositories/paging";
import { badRequest, conflict, forbidden, notFound } from "../http-error";
import { saveProofImage, type ProofImage } from "../images";
import { assertOpen, monthsBetween } from "./periods";
import { findClosed } from "../../db/repositories/periods";
import { monthRange } from "../../money/time";
import type { PdfExtras } from "../../pdf/types";

export interface Actor {
  id: number;
  role: Role;
}

/** Kas moves by `delta` (negative: paid out), audited as a kas change that names the payout. */
async function moveKas(tx: Queryable, actorId: number, delta: number, payoutId: number) {
  const before = await settings.lockSettings(tx);
  const kas = before.kas + delta;
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

/** The months a payout touches: its period's and the day it was paid. */
const payoutMonths = (p: { start_date: string; end_date: string; paid_at: string }) => [
  ...monthsBetween(p.start_date, p.end_date).map((m) => `${m}-01`),
  p.paid_at,
];

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
  const kind = periodKindOf(input.start_date, input.end_date)!;
  await assertOpen(tx, payoutMonths(input));
  const { person_type: type, person_id: id } = input;
  if (!(await payouts.personExists(tx, type, id))) throw badRequest(PAYOUT_MESSAGES.personMissing);
  if (await payouts.otherCadenceOverlaps(tx, type, id, kind, input.start_date, input.end_date))
    throw conflict(PAYOUT_MESSAGES.otherCadence);
  // the settings row lock queues every payout, so two can never both fit the same outstanding
  await settings.lockSettings(tx);
  const owed = await payouts.owedFor(tx, type, id, input.start_date, input.end_date);
  const paid = await payouts.paidFor(tx, type, id, input.start_date, input.end_date);
  const outstanding = owed - paid;
  if (input.amount > outstanding && !input.advance)
    throw conflict(PAYOUT_MESSAGES.overpay(formatRupiah(Math.max(outstanding, 0))));
  const stored = image ? await saveProofImage(tx, image) : null;
  const payoutId = await payouts.insertPayout(tx, {
    person_type: type,
    person_id: id,
    period_kind: kind,
    start_date: input.start_date,
    end_date: input.end_date,
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

export async function getPayout(db: Db, id: number): Promise<Payout> {
  const p = await payouts.findPayout(db, id);
  if (!p) throw notFound(PAYOUT_MESSAGES.notFound);
  return p;
}

export async function listPayouts(db: Db, q: ListPayoutsQuery): Promise<PayoutsPage> {
  const { rows, totalRows, totals } = await payouts.periodRowsPage(
    db,
    {
      personType: q.person_type,
      personId: q.person_id,
      start: q.start_date,
      end: q.end_date,
      status: q.status,
      search: q.search,
      kind: q.period,
    },
    { by: q.sort_by, dir: q.sort_order },
    q,
  );
  return { ...toPaged(rows, totalRows, q), totals };
}

export async function personLedger(
  db: Db,
  type: payouts.PersonType,
  id: number,
  kind: payouts.PeriodKind,
): Promise<LedgerResponse["data"]> {
  const periods = await payouts.personLedger(db, type, id, kind);
  const totals = periods.reduce(
    (t, p) => ({
      owed: t.owed + p.owed,
      paid: t.paid + p.paid,
      outstanding: t.outstanding + p.outstanding,
    }),
    { owed: 0, paid: 0, outstanding: 0 },
  );
  return { periods, payouts: await payouts.personPayouts(db, type, id), totals };
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
    ...(await payouts.periodStatus(db, type, id, "week", start, end)),
    ...(await payouts.periodStatus(db, type, id, "month", start, end)).filter((r) => r.paid > 0),
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
