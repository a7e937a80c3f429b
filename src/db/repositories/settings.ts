// The single settings row (id = 1): kas and the rates new orders take.
import type { Queryable } from "../connection";

export interface SettingsRow {
  kas: number;
  talent_rate_bp: number;
  admin_rate_bp: number;
  time_zone: string;
  /** Row version of kas alone (rates have none): +1 on every kas update. */
  kas_version: number;
}

const COLUMNS = "kas, talent_rate_bp, admin_rate_bp, time_zone, kas_version";

export async function getSettings(db: Queryable): Promise<SettingsRow> {
  const [row] = await db.query<SettingsRow>(`SELECT ${COLUMNS} FROM settings WHERE id = 1`);
  return row;
}

/** Inside a transaction: reads the row and holds it until commit, so concurrent edits queue. */
export async function lockSettings(tx: Queryable): Promise<SettingsRow> {
  const [row] = await tx.query<SettingsRow>(
    `SELECT ${COLUMNS} FROM settings WHERE id = 1 FOR UPDATE`,
  );
  return row;
}

/** The new kas version. */
export async function updateKas(tx: Queryable, kas: number): Promise<number> {
  const [row] = await tx.query<{ kas_version: number }>(
    `UPDATE settings SET kas = $1, kas_version = kas_version + 1, updated_at = now() WHERE id = 1
     RETURNING kas_version`,
    [kas],
  );
  return row.kas_version;
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
