// A device that has signed in to an account before: a long-lived HttpOnly cookie set at each
// successful sign-in, `<id>.<hmac(id | account email)>` under the JWT secret. It names no one
// and proves only that this browser once knew this account's password. Its sign-ins are
// counted on their own (not on the address or account ceilings strangers fill, routes/users.ts)
// and hash in their own lane (auth/password.ts KNOWN_DEVICE).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { emailKey } from "./throttle";

export const DEVICE_COOKIE = "knownDevice";
export const DEVICE_TTL_DAYS = 365;

const mac = (secret: string, id: string, email: string) =>
  createHmac("sha256", secret)
    .update(`device|${id}|${emailKey(email)}`)
    .digest("base64url");

/** A device cookie for this account: the known id again, or a new one. */
export function deviceCookie(
  secret: string,
  email: string,
  id = randomBytes(16).toString("base64url"),
) {
  return `${id}.${mac(secret, id, email)}`;
}

/** The device's id when the cookie is ours and for this account's email, else undefined. */
export function knownDevice(secret: string, cookie: unknown, email: string): string | undefined {
  if (typeof cookie !== "string" || cookie.length > 200) return undefined;
  const [id, sig] = cookie.split(".");
  if (!id || !sig || !/^[\w-]{16,40}$/.test(id)) return undefined;
  const want = Buffer.from(mac(secret, id, email));
  const got = Buffer.from(sig);
  return got.length === want.length && timingSafeEqual(got, want) ? id : undefined;
}
