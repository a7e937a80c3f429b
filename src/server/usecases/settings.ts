// Kas and rates edits: each reads the row under a lock, writes it and its audit entry in one
// transaction, so parallel edits queue and every change keeps its old value; a kas edit that
// carries the version it read is refused (409) when another landed in between.
import type { DateRange } from "../../contract/list-query";
import type { Db } from "../../db/connection";
import * as settings from "../../db/repositories/settings";
import { bpToPercent, percentToBp } from "../../money/rules";
import type { KasBody, RatesBody } from "../../contract/settings";
import { audited } from "./audited";
import { assertVersion } from "./versions";
import { badRequest } from "../http-error";
import { listKasChanges } from "../../db/repositories/audit";
import type { ColumnFilterValues } from "../../contract/column-filters";
import { assertKasOpen } from "./periods";

/** `version` given and not the current kas version: 409, nothing written. */
export async function setKas(
  db: Db,
  actorId: number,
  { kas, version }: KasBody,
): Promise<{ kas: number; version: number }> {
  return audited(db, actorId, "settings", async (tx) => {
    // a kas change lands on today: refused while today's month is closed (RULES.md D9)
    await assertKasOpen(tx);
    const before = await settings.lockSettings(tx);
    assertVersion(before.kas_version, version, "Pengaturan tidak ditemukan");
    const next = await settings.updateKas(tx, kas);
    return {
      action: "update",
      entityId: "kas",
      // a stored balance outside ±MAX_KAS is kept exactly, as its digits (RULES.md D8)
      oldValue: { kas: before.kas ?? before.kas_text },
      newValue: { kas },
      result: { kas, version: next },
    };
  });
}

const ratesOf = (s: { talent_rate_bp: number; admin_rate_bp: number }) => ({
  talent_rate: bpToPercent(s.talent_rate_bp),
  admin_rate: bpToPercent(s.admin_rate_bp),
});

/** The kas balance (null when stored outside ±MAX_KAS, RULES.md D8) and its version. */
export async function getKas(db: Db): Promise<{ kas: number | null; version: number }> {
  const { kas, kas_version } = await settings.getSettings(db);
  return { kas, version: kas_version };
}

/** The rates in force for new orders, as percents. */
export const getRates = async (db: Db) => ratesOf(await settings.getSettings(db));

/**
 * Who changed kas, when, from what to what (the audit log). The days are the agency's
 * (settings.time_zone), read only when a day is asked for.
 */
export async function kasHistory(
  db: Db,
  f: { columns: ColumnFilterValues; days: DateRange },
  page: { page: number; limit: number },
) {
  const dated = f.days.start || f.days.end;
  const timeZone = dated ? (await settings.getSettings(db)).time_zone : undefined;
  return listKasChanges(db, { ...f, timeZone }, page);
}

export async function setRates(db: Db, actorId: number, body: RatesBody) {
  const talent = percentToBp(body.talent_rate);
  const admin = percentToBp(body.admin_rate);
  // the contract already checked both; this guards against a float edge the check let through
  if (talent === undefined || admin === undefined || talent + admin > 10000)
    throw badRequest("Rate tidak valid");
  return audited(db, actorId, "settings", async (tx) => {
    const before = await settings.lockSettings(tx);
    const next = { talent_rate_bp: talent, admin_rate_bp: admin };
    await settings.updateRates(tx, next);
    return {
      action: "update",
      entityId: "rates",
      oldValue: { talent_rate_bp: before.talent_rate_bp, admin_rate_bp: before.admin_rate_bp },
      newValue: next,
      result: ratesOf(next),
    };
  });
}
