// Slip share links (migration 15): one row per link, found by the SHA-256 of its token.
import type { Queryable } from "../connection";

export interface SlipShareRow {
  id: number;
  talents_id: number;
  start_date: string;
  end_date: string;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The link's time is over (the database's clock, the one every instance shares). */
  expired: boolean;
}

const COLUMNS = `id, talents_id, to_char(start_date, 'YYYY-MM-DD') AS start_date,
  to_char(end_date, 'YYYY-MM-DD') AS end_date, created_by, created_at, expires_at, revoked_at,
  expires_at <= now() AS expired`;

export async function insertSlipShare(
  db: Queryable,
  s: { tokenHash: string; talentId: number; start: string; end: string; by: number; days: number },
): Promise<SlipShareRow> {
  const [row] = await db.query<SlipShareRow>(
    `INSERT INTO slip_shares (token_hash, talents_id, start_date, end_date, created_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6::int))
     RETURNING ${COLUMNS}`,
    [s.tokenHash, s.talentId, s.start, s.end, s.by, s.days],
  );
  return row;
}

export async function findSlipShare(
  db: Queryable,
  tokenHash: string,
): Promise<SlipShareRow | undefined> {
  const [row] = await db.query<SlipShareRow>(
    `SELECT ${COLUMNS} FROM slip_shares WHERE token_hash = $1`,
    [tokenHash],
  );
  return row;
}

/** Revokes the link once (a second revoke keeps the first time); its row after. */
export async function revokeSlipShare(
  db: Queryable,
  tokenHash: string,
  by: number,
): Promise<SlipShareRow | undefined> {
  const [row] = await db.query<SlipShareRow>(
    `UPDATE slip_shares SET revoked_at = COALESCE(revoked_at, now()),
            revoked_by = COALESCE(revoked_by, $2)
      WHERE token_hash = $1
      RETURNING ${COLUMNS}`,
    [tokenHash, by],
  );
  return row;
}
