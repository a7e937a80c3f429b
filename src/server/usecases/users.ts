import type { Db } from "../../db/connection";
import * as users from "../../db/repositories/users";
import * as sessions from "../../db/repositories/sessions";
import { writeAudit } from "../../db/repositories/audit";
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

const RESET_TTL_MS = 60 * 60 * 1000;

export async function createUser(db: Db, actorId: number, body: CreateUserBody): Promise<User> {
  if (await users.findUserByEmail(db, body.email)) throw conflict(USER_MESSAGES.emailTaken);
  if (await users.findUserByUsername(db, body.username))
    throw conflict(USER_MESSAGES.usernameTaken);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const user = await users.insertUser(tx, {
      username: body.username,
      email: body.email,
      passwordHash,
      role: body.role,
    });
    await writeAudit(tx, {
      userId: actorId,
      action: "create",
      entity: "user",
      entityId: user.id,
      newValue: user,
    });
    return user;
  });
}

export async function updatePassword(
  db: Db,
  userId: number,
  body: UpdatePasswordBody,
): Promise<void> {
  const user = await users.findUserById(db, userId);
  if (!user) throw unauthorized(USER_MESSAGES.sessionInvalid);
  if (!(await verifyPassword(body.oldPassword, user.password_hash)))
    throw badRequest(USER_MESSAGES.oldPasswordWrong);
  await users.updatePasswordHash(db, userId, await hashPassword(body.newPassword));
}

/** Same answer whether or not the email exists, so the call cannot probe accounts. */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  email: string,
  linkBase: string,
): Promise<void> {
  const user = await users.findUserByEmail(db, email);
  if (!user) return;
  const token = newOpaqueToken();
  await sessions.insertPasswordReset(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const link = `${linkBase}/reset-password?token=${encodeURIComponent(token)}`;
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
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const ok = await db.transaction(async (tx) => {
    const userId = await sessions.consumePasswordReset(tx, hashToken(token));
    if (!userId) return false;
    await users.updatePasswordHash(tx, userId, passwordHash);
    await sessions.revokeAllForUser(tx, userId);
    return true;
  });
  if (!ok) throw badRequest(USER_MESSAGES.resetInvalid);
}
