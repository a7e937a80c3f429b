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
  /**
   * The id its ticket gave the stream: the browser sends it with its writes from the ticket on,
   * so a write between the stream's start and its `hello` reaching the page names the tab too.
   */
  stream?: string;
}

/** A new stream id (the `hello`'s, the `X-Live-Stream` header's). */
export const newStreamId = () => randomBytes(12).toString("base64url");

const TICKET_TTL_SECONDS = 30;

/**
 * Stream tickets: for an EventSource, which cannot send a header. A ticket is signed with a key
 * of its own, so it never passes as an access token, and is good for one use.
 */
export function createTicketDesk(jwtSecret: () => string) {
  const key = () => new TextEncoder().encode(`${jwtSecret()}:events-ticket`);
  const used = new Map<string, number>();
  return {
    /**
     * A one-use ticket (30 s) for the session of the access token that asked for it, and the id
     * the stream it opens will have.
     */
    async issue(accessToken: string): Promise<{ ticket: string; stream: string }> {
      const c = await verifyAccessToken(accessToken, jwtSecret());
      const { exp } = decodeJwt(accessToken);
      const stream = newStreamId();
      const ticket = await new SignJWT({ sid: c.sid, ver: c.version, texp: exp, stream })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(c.id))
        .setJti(randomBytes(12).toString("base64url"))
        .setExpirationTime(Math.floor(Date.now() / 1000) + TICKET_TTL_SECONDS)
        .sign(key());
      return { ticket, stream };
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
      const { sid, ver, texp, stream } = payload as Record<string, unknown>;
      if (typeof sid !== "string" || typeof ver !== "number" || typeof texp !== "number")
        return undefined;
      const session = { userId: Number(payload.sub), sid, version: ver, exp: texp };
      return typeof stream === "string" ? { ...session, stream } : session;
    },

    /** Forgets used tickets past their expiry: those are refused for it anyway. */
    prune(now: number) {
      for (const [t, exp] of used) if (exp <= now) used.delete(t);
    },
  };
}
