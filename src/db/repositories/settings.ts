// The single settings row (id = 1): kas and the rates new orders take.
import type { Queryable } from "../connection";
import { MAX_KAS } from "../../contract/rupiah";

export interface SettingsRow {
  /** The balance; null when the stored one lies outside ±MAX_KAS (RULES.md D8: older data). */
  kas: number | null;
  /** The stored balance exactly, as digits: what an audit row keeps of an out-of-bound one. */
  kas_text: string;
  talent_rate_bp: number;
  admin_rate_bp: number;
  time_zone: string;
  /** Row version of kas alone (rates have none): +1 on every kas update. */
  kas_version: number;
}

/**
 * A stored kas (digits from SQL) → the balance, or null when it is outside ±MAX_KAS. Read as
 * text, never through the int8 parser: a balance written before RULES.md D8 bounded kas may lie
 * beyond 2^53, and reading it must not fail (or round) the screens that show it.
 */
export function kasOf(stored: string | null): number | null {
  if (stored === null || !/^-?\d{1,16}$/.test(stored)) return null;
  const kas = Number(stored);
  return Math.abs(kas) <= MAX_KAS ? kas : null;
}

const COLUMNS = "kas::text AS kas_text, talent_rate_bp, admin_rate_bp, time_zone, kas_version";
const row = (r: Omit<SettingsRow, "kas">): SettingsRow => ({ ...r, kas: kasOf(r.kas_text) });

export async function getSettings(db: Queryable): Promise<SettingsRow> {
  const [r] = await db.query<Omit<SettingsRow, "kas">>(
    `SELECT ${COLUMNS} FROM settings WHERE id = 1`,
  );
  return row(r);
}

/** Inside a transaction: reads the row and holds it until commit, so concurrent edits queue. */
export async function lockSettings(tx: Queryable): Promise<SettingsRow> {
  const [r] = await tx.query<Omit<SettingsRow, "kas">>(
    `SELECT ${COLUMNS} FROM settings WHERE id = 1 FOR UPDATE`,
  );
  return row(r);
}

/** The new kas version. `kas` is within ±MAX_KAS (the callers check it). */
export async function updateKas(tx: Queryable, kas: number): Promise<number> {
  const [r] = await tx.query<{ kas_version: number }>(
    `UPDATE settings SET kas = $1, kas_version = kas_version + 1, updated_at = now() WHERE id = 1
     RETURNING kas_version`,
    [kas],
  );
  return r.kas_version;
}

export async function updateRates(
  tx: Queryable,
  rates: { talent_rate_bp: number; admin_rate_bp: number },
): Promise<void> {
  await tx.query(
    "UPDATE settings SET talent_rate_bp = $1, admin_rate_bp = $2, updated_at = now() WHERE id = 1",
    [rates.talent_rate_bp, rates.admin_rate_bp],
  );
}
