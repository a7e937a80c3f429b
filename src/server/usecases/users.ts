import type { Db } from "../../db/connection";
import * as users from "../../db/repositories/users";
import * as sessions from "../../db/repositories/sessions";
import { audited } from "./audited";
import {
  USER_MESSAGES,
  type CreateUserBody,
  type UpdatePasswordBody,
  type User,
} from "../../contract/users";
import { hashPassword, verifyPassword } from "../auth/password";
import { hashToken, newOpaqueToken } from "../auth/tokens";
import { badRequest, conflict, unauthorized } from "../http-error";
import type { Mailer } from "../mailer";
import { getSettings } from "../../db/repositories/settings";

const RESET_TTL_MS = 60 * 60 * 1000;

// A read with no rule of its own: the repository's (routes import use cases only, README Layout).
export { countUsers } from "../../db/repositories/users";

/** The signed-in user without the password hash; 401 when the account is gone. */
export async function currentUser(db: Db, id: number) {
  const user = await users.findUserById(db, id);
  if (!user) throw unauthorized(USER_MESSAGES.sessionInvalid);
  const { password_hash: _hidden, ...safe } = user;
  return safe;
}

/**
 * The owner's user list. The days of `created` are the agency's (settings.time_zone), read
 * only when a day is asked for.
 */
export async function listUsers(
  db: Db,
  q: Omit<Parameters<typeof users.listUsers>[1], "timeZone">,
) {
  const dated = q.created?.start || q.created?.end;
  const timeZone = dated ? (await getSettings(db)).time_zone : undefined;
  return users.listUsers(db, { ...q, timeZone });
}

export async function createUser(db: Db, actorId: number, body: CreateUserBody): Promise<User> {
  if (await users.findUserByEmail(db, body.email)) throw conflict(USER_MESSAGES.emailTaken);
  if (await users.findUserByUsername(db, body.username))
    throw conflict(USER_MESSAGES.usernameTaken);
  const passwordHash = await hashPassword(body.password);
  return audited(db, actorId, "user", async (tx) => {
    const user = await users.insertUser(tx, {
      username: body.username,
      email: body.email,
      passwordHash,
      role: body.role,
    });
    return { action: "create", entityId: user.id, newValue: user, result: user };
  });
}

/**
 * Every other session ends: their refresh families are revoked and the token version bump voids
 * every access token issued before (this tab renews its own through its kept refresh cookie).
 */
export async function updatePassword(
  db: Db,
  userId: number,
  body: UpdatePasswordBody,
  currentRefreshToken: string | undefined,
  from: string,
): Promise<void> {
  const user = await users.findUserById(db, userId);
  if (!user) throw unauthorized(USER_MESSAGES.sessionInvalid);
  if (!(await verifyPassword(body.oldPassword, user.password_hash, from)))
    throw badRequest(USER_MESSAGES.oldPasswordWrong);
  const passwordHash = await hashPassword(body.newPassword, from);
  await db.transaction(async (tx) => {
    const keep = currentRefreshToken
      ? await sessions.familyOf(tx, userId, hashToken(currentRefreshToken))
      : undefined;
    await users.changePassword(tx, userId, passwordHash);
    await sessions.revokeOtherFamilies(tx, userId, keep);
    await sessions.voidPasswordResets(tx, userId);
  });
}

/**
 * Same answer whether or not the email exists, so the call cannot probe accounts. `publicUrl` is
 * the configured PUBLIC_URL, never a request header (a forged Host would mail a real token to
 * the attacker's site). A new token voids the user's older ones.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  publicUrl: string,
): Promise<void> {
  const user = await users.findUserByEmail(db, email);
  if (!user) return;
  const token = newOpaqueToken();
  await db.transaction(async (tx) => {
    await sessions.voidPasswordResets(tx, user.id);
    await sessions.insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
  });
  const link = new URL("reset-password", publicUrl.replace(/\/?$/, "/"));
  link.searchParams.set("token", token);
  await mailer.send(
    user.email,
    "Reset password Kas Talenta",
    `Halo ${user.username},\n\nBuka tautan berikut untuk membuat password baru (berlaku 1 jam):\n${link}\n\nAbaikan email ini jika Anda tidak memintanya.`,
  );
}

/** Sets the new password and signs the user out everywhere. */
export async function completePasswordReset(
  db: Db,
  token: string,
  newPassword: string,
  from: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword, from);
  const ok = await db.transaction(async (tx) => {
    const userId = await sessions.consumePasswordReset(tx, hashToken(token));
    if (!userId) return false;
    await users.changePassword(tx, userId, passwordHash);
    await sessions.revokeAllForUser(tx, userId);
    await sessions.voidPasswordResets(tx, userId);
    return true;
  });
  if (!ok) throw badRequest(USER_MESSAGES.resetInvalid);
}
