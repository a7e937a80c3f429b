import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { IMAGE_AUDIENCE, IMAGE_COOKIE, verifyAccessToken } from "../auth/tokens";
import { USER_MESSAGES } from "../../contract/users";
import { findTokenState } from "../../db/repositories/users";
import { forbidden, unauthorized } from "../http-error";

/** Decorates `authenticate` and `requireOwner`; routes opt in through preHandler. */
export default fp(async function auth(app) {
  app.decorateRequest("user", null as never);

  async function authenticate(req: FastifyRequest) {
    const header = req.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    await check(req, token);
  }

  async function check(req: FastifyRequest, token?: string, audience?: typeof IMAGE_AUDIENCE) {
    if (!token) throw unauthorized(USER_MESSAGES.notLoggedIn);
    let claims;
    try {
      claims = await verifyAccessToken(token, app.config.jwtSecret, audience);
    } catch {
      throw unauthorized(USER_MESSAGES.tokenInvalid);
    }
    // A password change bumps token_version: tokens issued before it (another session's, a
    // stolen one) fail here; a deleted user or a changed role shows at once too. The session
    // check reads the refresh family in the same query (no extra round trip, no cache to go
    // stale): logout or a replay's family revocation voids the access token on every instance
    // at once.
    const { version, sid, ...user } = claims;
    const state = await findTokenState(app.db, user.id, sid);
    if (!state || state.token_version !== version || !state.session_live)
      throw unauthorized(USER_MESSAGES.tokenInvalid);
    req.user = { ...user, role: state.role };
  }

  app.decorate("authenticate", authenticate);
  // Proof images (personal data) for signed-in users only, on every instance: an `<img>` sends
  // the image cookie (routes/users.ts), a script its Bearer token; either is checked against
  // the database like any call, so a logout or a password change ends both at once.
  app.decorate("authenticateImage", async (req: FastifyRequest) =>
    req.headers.authorization
      ? authenticate(req)
      : check(req, req.cookies[IMAGE_COOKIE], IMAGE_AUDIENCE),
  );
  app.decorate("requireOwner", async (req: FastifyRequest) => {
    await authenticate(req);
    if (req.user.role !== "owner") throw forbidden(USER_MESSAGES.ownerOnly);
  });
});
