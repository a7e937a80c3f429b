// Weekly slips sent over WhatsApp (RULES.md D12): a share link is a random token (32 bytes,
// base64url) whose SHA-256 alone is stored, for one talent's one period, working
// SLIP_LINK_DAYS days unless revoked. Making one is the slip's "sent" record (who, when: the
// audit row and the link's row); the public read shows that slip and nothing else.
import { createHash, randomBytes } from "node:crypto";
import type { Db, Queryable } from "../../db/connection";
import * as shares from "../../db/repositories/slip-shares";
import { findTalent } from "../../db/repositories/talents";
import {
  SLIP_LINK_DAYS,
  SLIP_LINK_MESSAGES as MSG,
  type ShareSlipBody,
} from "../../contract/slips";
import { REPORT_MESSAGES } from "../../contract/report-common";
import { formatDateLong, formatRangeLong, formatRupiah } from "../../money/format";
import type { TalentWeekSlip } from "../../contract/weekly";
import { HttpError, forbidden, notFound } from "../http-error";
import { audited } from "./audited";
import { talentWeekSlip } from "./weekly-slips";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The prefilled WhatsApp message: the period, what was earned, paid and still owed, the link. */
function slipMessage(slip: TalentWeekSlip, url: string, expiresAt: string, agency: string) {
  const f = slip.figures;
  return [
    `Halo ${slip.talent_name}, berikut slip pembayaran Anda dari ${agency}.`,
    `Periode: ${formatRangeLong(slip.start_date, slip.end_date)}`,
    `Talent fee: ${formatRupiah(f.total_talent_share)}`,
    `Tip: ${formatRupiah(f.tip_talent)}`,
    `Total: ${formatRupiah(f.talent_fee_plus_tip)}`,
    `Dibayar: ${formatRupiah(slip.payment.paid)}`,
    `Sisa: ${formatRupiah(slip.payment.outstanding)}`,
    `Slip lengkap (PDF): ${url}`,
    `Tautan berlaku sampai ${formatDateLong(expiresAt)}.`,
  ].join("\n");
}

export async function shareSlip(
  db: Db,
  actorId: number,
  body: ShareSlipBody,
  site: { publicUrl: string; agencyName: string },
) {
  const talent = await findTalent(db, body.talent_id);
  if (!talent) throw notFound(REPORT_MESSAGES.talentNotFound);
  const range = { start: body.start_date, end: body.end_date };
  const slip = await talentWeekSlip(db, body.talent_id, range);
  const token = randomBytes(32).toString("base64url");
  return audited(db, actorId, "slip_share", async (tx) => {
    const row = await shares.insertSlipShare(tx, {
      ...{ tokenHash: hashOf(token), talentId: body.talent_id, start: range.start },
      ...{ end: range.end, by: actorId, days: SLIP_LINK_DAYS },
    });
    const url = new URL(`s/${token}`, site.publicUrl.replace(/\/?$/, "/")).toString();
    const expiresAt = new Date(row.expires_at).toISOString();
    const message = slipMessage(slip, url, expiresAt, site.agencyName);
    const to = talent.phone ?? "";
    const whatsapp = `https://wa.me/${to}?text=${encodeURIComponent(message)}`;
    // the audit keeps which slip was sent to which number, never the token
    const sent = { talents_id: talent.id, ...range, phone: talent.phone, expires_at: expiresAt };
    return {
      action: "create",
      entityId: row.id,
      newValue: sent,
      result: { url, expires_at: expiresAt, whatsapp_url: whatsapp, message },
    };
  });
}

/** The owner or the user who made the link revokes it; revoking twice keeps the first time. */
export async function revokeSlip(
  db: Db,
  actor: { id: number; role: string },
  token: string,
): Promise<void> {
  await audited(db, actor.id, "slip_share", async (tx) => {
    const before = await shares.findSlipShare(tx, hashOf(token));
    if (!before) throw notFound(MSG.notFound);
    if (actor.role !== "owner" && before.created_by !== actor.id)
      throw forbidden(MSG.revokeForbidden);
    const after = (await shares.revokeSlipShare(tx, hashOf(token), actor.id))!;
    return {
      action: "update",
      entityId: before.id,
      oldValue: { revoked_at: before.revoked_at },
      newValue: { revoked_at: after.revoked_at },
    };
  });
}

/** A link that works: 404 for one never made, 410 for one expired or revoked. */
async function liveShare(db: Queryable, token: string) {
  const row = await shares.findSlipShare(db, hashOf(token));
  if (!row) throw notFound(MSG.notFound);
  if (row.revoked_at) throw new HttpError(410, MSG.revoked);
  if (row.expired) throw new HttpError(410, MSG.expired);
  return row;
}

/** The slip a public link shows: the same figures as the talent's weekly PDF. */
export async function sharedSlip(db: Queryable, token: string) {
  const row = await liveShare(db, token);
  const slip = await talentWeekSlip(db, row.talents_id, {
    start: row.start_date,
    end: row.end_date,
  });
  return { slip, expires_at: new Date(row.expires_at).toISOString() };
}
