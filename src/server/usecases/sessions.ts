import { createHmac, randomUUID } from "node:crypto";
import type { Db, Queryable } from "../../db/connection";
import * as sessions from "../../db/repositories/sessions";
import * as users from "../../db/repositories/users";
import { USER_MESSAGES, type SessionUser } from "../../contract/users";
import { DUMMY_HASH, verifyPassword } from "../auth/password";
import {
  IMAGE_AUDIENCE,
  REFRESH_TOKEN_TTL_DAYS,
  hashToken,
  newOpaqueToken,
  signAccessToken,
} from "../auth/tokens";
import { badRequest, unauthorized } from "../http-error";

/** How access tokens are signed: the key and their lifetime (config JWT_SECRET, ACCESS_TOKEN_TTL). */
export interface AccessKeys {
  secret: string;
  ttlSeconds: number;
}

export interface Issued {
  accessToken: string;
  refreshToken: string;
  /** The proof-image cookie's token (tokens.ts IMAGE_AUDIENCE), as long-lived as the refresh. */
  imageToken: string;
}

/**
 * Two tabs refreshing with one cookie at the same moment: the second finds the token just
 * rotated. Within this window it is answered with the same successor instead of being taken
 * for a replay (the grace period big identity providers use); later reuse revokes the family.
 */
const REFRESH_GRACE_SECONDS = 10;

/** The successor is derived from its predecessor, so a grace answer can name it again
 * without the database ever holding a usable token. */
const successorOf = (token: string, secret: string) =>
  createHmac("sha256", secret).update(`refresh-successor:${token}`).digest("base64url");

const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86400_000);

async function issue(
  tx: Queryable,
  user: SessionUser,
  keys: AccessKeys,
  family: string,
  refreshToken = newOpaqueToken(),
): Promise<Issued> {
  await sessions.insertRefreshToken(tx, {
    userId: user.id,
    family,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiry(),
  });
  return accessFor(tx, user, keys, family, refreshToken);
}

/** A fresh access token next to an already stored refresh token (the grace answer). */
async function accessFor(
  tx: Queryable,
  user: SessionUser,
  keys: AccessKeys,
  family: string,
  refreshToken: string,
): Promise<Issued> {
  const version = (await users.findTokenState(tx, user.id))?.token_version ?? 0;
  return {
    accessToken: await signAccessToken(user, keys.secret, family, keys.ttlSeconds, version),
    refreshToken,
    imageToken: await signAccessToken(
      user,
      keys.secret,
      family,
      REFRESH_TOKEN_TTL_DAYS * 86400,
      version,
      IMAGE_AUDIENCE,
    ),
  };
}

export async function login(
  db: Db,
  keys: AccessKeys,
  email: string,
  password: string,
  /** The client's addressKey: its share of the password hash queue. */
  from: string,
): Promise<Issued> {
  const user = await users.findUserByEmail(db, email);
  const ok = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH, from);
  if (!user || !ok) throw badRequest(USER_MESSAGES.loginFailed);
  return issue(db, user, keys, randomUUID());
}

/**
 * Rotates a refresh token. A token that was already rotated or revoked is a replay:
 * the whole family is revoked, so a stolen token dies with the legitimate one.
 */
export async function refresh(
  db: Db,
  keys: AccessKeys,
  refreshToken: string | undefined,
): Promise<Issued> {
  if (!refreshToken) throw unauthorized(USER_MESSAGES.noSession);
  const outcome = await db.transaction(async (tx) => {
    const row = await sessions.findRefreshTokenForUpdate(
      tx,
      hashToken(refreshToken),
      REFRESH_GRACE_SECONDS,
    );
    if (!row) return { error: USER_MESSAGES.noSession } as const;
    const successor = successorOf(refreshToken, keys.secret);
    if (row.rotated_at && !row.revoked_at && row.in_grace) {
      const next = await sessions.findRefreshTokenForUpdate(tx, hashToken(successor));
      const user =
        next && !next.rotated_at && !next.revoked_at && (await users.findUserById(tx, row.user_id));
      if (user) return { issued: await accessFor(tx, user, keys, row.family, successor) } as const;
    }
    if (row.rotated_at || row.revoked_at) {
      await sessions.revokeFamily(tx, row.family);
      return { error: USER_MESSAGES.sessionInvalid } as const;
    }
    if (new Date(row.expires_at).getTime() <= Date.now())
      return { error: USER_MESSAGES.sessionInvalid } as const;
    const user = await users.findUserById(tx, row.user_id);
    if (!user) return { error: USER_MESSAGES.sessionInvalid } as const;
    await sessions.markRotated(tx, row.id);
    return { issued: await issue(tx, user, keys, row.family, successor) } as const;
  });
  if ("error" in outcome) throw unauthorized(outcome.error as string);
  return outcome.issued;
}

/** Ends the session of the refresh cookie and the one the access token names (`sid`). */
export async function logout(
  db: Db,
  refreshToken: string | undefined,
  sid: string | undefined,
): Promise<void> {
  if (refreshToken) await sessions.revokeByHash(db, hashToken(refreshToken));
  if (sid) await sessions.revokeFamily(db, sid);
}
