// Stream tickets (POST /api/events/ticket): an EventSource cannot send an Authorization header,
// so it opens GET /api/events with a one-use ticket for the session of the token that asked.
import { randomBytes } from "node:crypto";
import { SignJWT, decodeJwt, jwtVerify } from "jose";
import { verifyAccessToken } from "./auth/tokens";

/** An open stream: its session, so a logout or a password change ends it. */
export interface StreamSession {
  userId: number;
  sid: string;
  version: number;
  /** Seconds since the epoch: the access token's expiry; the stream ends then. */
  exp: number;
}

const TICKET_TTL_SECONDS = 30;

/**
 * Stream tickets: for an EventSource, which cannot send a header. A ticket is signed with a key
 * of its own, so it never passes as an access token, and is good for one use.
 */
export function createTicketDesk(jwtSecret: () => string) {
  const key = () => new TextEncoder().encode(`${jwtSecret()}:events-ticket`);
  const used = new Map<string, number>();
  return {
    /** A one-use ticket (30 s) for the session of the access token that asked for it. */
    async issue(accessToken: string): Promise<string> {
      const c = await verifyAccessToken(accessToken, jwtSecret());
      const { exp } = decodeJwt(accessToken);
      return new SignJWT({ sid: c.sid, ver: c.version, texp: exp })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(c.id))
        .setJti(randomBytes(12).toString("base64url"))
        .setExpirationTime(Math.floor(Date.now() / 1000) + TICKET_TTL_SECONDS)
        .sign(key());
    },

    /** The session a ticket stands for, or undefined; throws when it is forged or expired. */
    async redeem(ticket: string): Promise<StreamSession | undefined> {
      const { payload } = await jwtVerify(ticket, key(), {
        algorithms: ["HS256"],
        requiredClaims: ["exp", "sub", "jti"],
      });
      // one use: the ticket is in the URL (logs, history), so a second use is refused
      if (used.has(payload.jti!)) return undefined;
      used.set(payload.jti!, payload.exp! * 1000);
      const { sid, ver, texp } = payload as Record<string, unknown>;
      if (typeof sid !== "string" || typeof ver !== "number" || typeof texp !== "number")
        return undefined;
      return { userId: Number(payload.sub), sid, version: ver, exp: texp };
    },

    /** Forgets used tickets past their expiry: those are refused for it anyway. */
    prune(now: number) {
      for (const [t, exp] of used) if (exp <= now) used.delete(t);
    },
  };
}
