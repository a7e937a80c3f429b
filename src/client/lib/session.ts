import { atom } from "jotai";
import type { SessionUser } from "../../contract/users";
import { usersApi } from "../../contract/api/users";
import { setAccessToken, tokenClaims } from "./http";
import { call } from "./call";
import { loadedQueryCache, store } from "./store";

export type Session =
  | { status: "loading" }
  /** `signedOut`: the user signed out here (not a session that ended or never was). */
  | { status: "anonymous"; signedOut?: true }
  | { status: "authenticated"; user: SessionUser };

export const sessionAtom = atom<Session>({ status: "loading" });

/** The signed-in user; only read it under the auth guard. */
export const currentUserAtom = atom((get) => {
  const s = get(sessionAtom);
  return s.status === "authenticated" ? s.user : undefined;
});

/** Owner-only actions (Create User, the user list) are hidden from admins, not only refused. */
export const isOwnerAtom = atom((get) => get(currentUserAtom)?.role === "owner");

/**
 * The session user the access token carries (RULES.md S2: the heading shows username and email
 * "from the access token"), so signing in and reloading need no extra /users/user round trip.
 */
export function userFromToken(token: string): SessionUser | null {
  const c = tokenClaims(token);
  const id = Number(c?.sub);
  if (!c || !Number.isSafeInteger(id) || typeof c.username !== "string") return null;
  if (typeof c.email !== "string" || (c.role !== "owner" && c.role !== "admin")) return null;
  return { id, username: c.username, email: c.email, role: c.role };
}

export function setSignedIn(user: SessionUser) {
  store.set(sessionAtom, { status: "authenticated", user });
}

/** Forget everything about the session: token, user and every cached query. */
export function clearSession(signedOut?: true) {
  setAccessToken(null);
  // No page has queried yet when the query client is not loaded (nothing cached): importing it
  // here only to clear it put 7 KB before the sign-in form.
  loadedQueryCache.clear?.();
  store.set(sessionAtom, signedOut ? { status: "anonymous", signedOut } : { status: "anonymous" });
}

/**
 * Ends the session on the server (revokes the refresh cookie, or /login would sign the user
 * straight back in) and here; clears everything even when the server call fails. `byUser`: the
 * user chose Logout (the next sign-in starts on the dashboard, not on this user's last page).
 */
export async function signOut(byUser?: true): Promise<void> {
  try {
    await call(usersApi.logout, { silentAuth: true });
  } catch (err) {
    console.warn("Logout gagal di server", err);
  } finally {
    clearSession(byUser);
  }
}
