import type { DateRange } from "../../contract/list-query";
import type { Queryable } from "../connection";
import type { Role, Paged } from "../../contract/common";
import type { User } from "../../contract/users";
import { containsPattern, toPaged } from "./paging";
import { selectPage, type CatalogListQuery } from "./list-page";
import { Where } from "./report-sql";

interface UserRow extends User {
  password_hash: string;
}

const COLUMNS = "id, username, email, role, created_at";

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT ${COLUMNS}, password_hash FROM users WHERE email = $1`,
    [email.toLowerCase()],
  );
  return row;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT ${COLUMNS}, password_hash FROM users WHERE id = $1`,
    [id],
  );
  return row;
}

export async function findUsername(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ username: string }>("SELECT username FROM users WHERE id = $1", [
    id,
  ]);
  return row?.username;
}

export async function findUserByUsername(
  db: Queryable,
  username: string,
): Promise<User | undefined> {
  const [row] = await db.query<User>(
    `SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1)`,
    [username],
  );
  return row;
}

export async function insertUser(
  db: Queryable,
  u: { username: string; email: string; passwordHash: string; role: Role },
): Promise<User> {
  const [row] = await db.query<User>(
    `INSERT INTO users (username, email, password_hash, role) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
    [u.username, u.email.toLowerCase(), u.passwordHash, u.role],
  );
  return row;
}

export async function countUsers(db: Queryable, role?: Role): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    role
      ? "SELECT count(*)::int AS n FROM users WHERE role = $1"
      : "SELECT count(*)::int AS n FROM users",
    role ? [role] : [],
  );
  return row.n;
}

const SOURCE = {
  from: "users",
  columns: COLUMNS,
  sortColumns: {
    id: "id",
    username: "username",
    email: "email",
    role: "role",
    created_at: "created_at",
  },
  id: "id",
};

/** Header filter fields → their columns (contract USER_FILTERS). */
const FILTER_COLUMNS = { username: "username", email: "email", role: "role" };

/**
 * Search by username or email, the header filters (and `created` days in `timeZone`); by id or
 * the requested sort (id as tie-break).
 */
export async function listUsers(
  db: Queryable,
  q: CatalogListQuery & { created?: DateRange; timeZone?: string },
): Promise<Paged<User>> {
  const w = new Where();
  if (q.search) {
    const like = w.param(containsPattern(q.search));
    w.add(`(username ILIKE ${like} OR email ILIKE ${like})`);
  }
  if (q.filters) w.columns(q.filters, FILTER_COLUMNS);
  if (q.created && q.timeZone) w.dayRange("created_at", q.created, q.timeZone);
  const { rows, totalRows } = await selectPage<User>(db, SOURCE, w, q, q.sort);
  return toPaged(rows, totalRows, q);
}

/** What a request's access token is checked against: the role and the current token version. */
export async function findTokenState(
  db: Queryable,
  id: number,
  sid = "",
): Promise<{ role: Role; token_version: number; session_live: boolean } | undefined> {
  // session_live: the access token's session (refresh family) still has an unrevoked token.
  // Logout and a replay revoke every token of the family, so its access tokens die with it.
  const [row] = await db.query<{ role: Role; token_version: number; session_live: boolean }>(
    `SELECT role, token_version,
            EXISTS (SELECT 1 FROM refresh_tokens
                     WHERE family = $2 AND user_id = users.id AND revoked_at IS NULL) AS session_live
       FROM users WHERE id = $1`,
    [id, sid],
  );
  return row;
}

/** New password hash and a new token version: every access token issued before is void. */
export async function changePassword(
  db: Queryable,
  id: number,
  passwordHash: string,
): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now()
      WHERE id = $1`,
    [id, passwordHash],
  );
}
