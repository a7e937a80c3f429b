import { createHash, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import type { SessionUser } from "../../contract/users";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 7;
const ALG = "HS256";
/**
 * The audience of the proof-image cookie's token: it lives as long as the refresh cookie (an
 * image in an open dialog must not break when the 15-minute access token lapses) and is good for
 * nothing but GET /images (verifyAccessToken refuses a token with any audience as a Bearer).
 */
export const IMAGE_AUDIENCE = "images";
/** Proof images are personal data (payment receipts): an `<img>` sends this cookie to them. */
export const IMAGE_COOKIE = "imageSession";
export const IMAGE_COOKIE_PATH = "/images";

/**
 * `version` is the user's token_version: bumping it in the database voids older tokens.
 * `sid` names the session (the refresh token family): a revoked family voids its access tokens.
 */
export async function signAccessToken(
  user: SessionUser,
  secret: string,
  sid: string,
  ttl = ACCESS_TOKEN_TTL_SECONDS,
  version = 0,
  audience?: typeof IMAGE_AUDIENCE,
) {
  const jwt = new SignJWT({
    username: user.username,
    email: user.email,
    role: user.role,
    ver: version,
    sid,
  })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttl);
  return (audience ? jwt.setAudience(audience) : jwt).sign(new TextEncoder().encode(secret));
}

/**
 * Only HS256 is accepted: a token signed with `none` or another algorithm fails. `exp` and
 * `sid` are required: a token without an expiry or a session would live forever.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  audience?: typeof IMAGE_AUDIENCE,
): Promise<SessionUser & { version: number; sid: string }> {
  const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
    algorithms: [ALG],
    requiredClaims: ["exp", "sub", "sid"],
    audience,
  });
  if (!audience && payload.aud !== undefined) throw new Error("token for another audience");
  const id = Number(payload.sub);
  const { username, email, role, ver = 0, sid } = payload as Record<string, unknown>;
  if (typeof sid !== "string" || sid.length === 0 || sid.length > 100) throw new Error("bad sid");
  if (!Number.isInteger(id) || typeof username !== "string" || typeof email !== "string") {
    throw new Error("bad token payload");
  }
  if (role !== "owner" && role !== "admin") throw new Error("bad token role");
  if (!Number.isInteger(ver)) throw new Error("bad token version");
  return { id, username, email, role, version: ver as number, sid };
}

/** Opaque random tokens (refresh, password reset); only their hash is stored. */
export const newOpaqueToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
