import type { Queryable } from "../connection";
import { countUsers, findUserByEmail, insertUser } from "../repositories/users";

/** First start: the owner account from OWNER_EMAIL / OWNER_PASSWORD. Returns whether it was created. */
export async function ensureOwner(
  db: Queryable,
  owner: { email: string; password: string },
  hash: (password: string) => Promise<string>,
): Promise<boolean> {
  if ((await countUsers(db, "owner")) > 0 || (await findUserByEmail(db, owner.email))) return false;
  await insertUser(db, {
    username: "owner",
    email: owner.email,
    passwordHash: await hash(owner.password),
    role: "owner",
  });
  return true;
}
