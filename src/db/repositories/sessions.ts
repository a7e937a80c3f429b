import type { Queryable } from "../connection";

export interface RefreshTokenRow {
  id: number;
  user_id: number;
  family: string;
  expires_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
  /** Rotated less than REFRESH_GRACE_SECONDS ago (database clock). */
  in_grace: boolean;
}

export async function insertRefreshToken(
  db: Queryable,
  t: { userId: number; family: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    "INSERT INTO refresh_tokens (user_id, family, token_hash, expires_at) VALUES ($1, $2, $3, $4)",
    [t.userId, t.family, t.tokenHash, t.expiresAt.toISOString()],
  );
}

/** Locks the row on PostgreSQL so two rotations of one token cannot both succeed. */
export async function findRefreshTokenForUpdate(
  db: Queryable,
  tokenHash: string,
  graceSeconds = 10,
) {
  const [row] = await db.query<RefreshTokenRow>(
    `SELECT id, user_id, family, expires_at, rotated_at, revoked_at,
            coalesce(rotated_at > now() - make_interval(secs => $2), false) AS in_grace
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash, graceSeconds],
  );
  return row;
}

export async function markRotated(db: Queryable, id: number): Promise<void> {
  await db.query("UPDATE refresh_tokens SET rotated_at = now() WHERE id = $1", [id]);
}

/**
 * The NOTIFY channel of ended sessions: a revoke announces the user ids whose sessions it ended
 * (after commit), and every instance rechecks that user's open event streams (server/events.ts).
 */
export const SESSIONS_CHANNEL = "kt_sessions";

/** A revoking UPDATE that also announces its users on SESSIONS_CHANNEL. */
const announced = (update: string) =>
  `WITH r AS (${update} RETURNING user_id)
   SELECT pg_notify('${SESSIONS_CHANNEL}', user_id::text) FROM (SELECT DISTINCT user_id FROM r) u`;

export async function revokeFamily(db: Queryable, family: string): Promise<void> {
  await db.query(
    announced(
      "UPDATE refresh_tokens SET revoked_at = now() WHERE family = $1 AND revoked_at IS NULL",
    ),
    [family],
  );
}

export async function revokeByHash(db: Queryable, tokenHash: string): Promise<void> {
  await db.query(
    announced(
      `UPDATE refresh_tokens SET revoked_at = now()
      WHERE family = (SELECT family FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL`,
    ),
    [tokenHash],
  );
}

/** Password change: every other session of the user ends; `keepFamily` is the current one. */
export async function revokeOtherFamilies(
  db: Queryable,
  userId: number,
  keepFamily: string | undefined,
): Promise<void> {
  await db.query(
    announced(
      `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND family IS DISTINCT FROM $2`,
    ),
    [userId, keepFamily ?? null],
  );
}

/** The family of a refresh token if it belongs to `userId`. */
export async function familyOf(
  db: Queryable,
  userId: number,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ family: string }>(
    "SELECT family FROM refresh_tokens WHERE token_hash = $1 AND user_id = $2",
    [tokenHash, userId],
  );
  return row?.family;
}

/** Issuing or using a reset token voids the user's other unused reset tokens. */
export async function voidPasswordResets(db: Queryable, userId: number): Promise<void> {
  await db.query(
    "UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL",
    [userId],
  );
}

export async function revokeAllForUser(db: Queryable, userId: number): Promise<void> {
  await db.query(
    announced(
      "UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL",
    ),
    [userId],
  );
}

export async function insertPasswordReset(
  db: Queryable,
  r: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    "INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, $3)",
    [r.userId, r.tokenHash, r.expiresAt.toISOString()],
  );
}

/** Marks a valid, unused, unexpired reset token used and returns its user; else undefined. */
export async function consumePasswordReset(
  db: Queryable,
  tokenHash: string,
): Promise<number | undefined> {
  const [row] = await db.query<{ user_id: number }>(
    `UPDATE password_resets SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [tokenHash],
  );
  return row?.user_id;
}
