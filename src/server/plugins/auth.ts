import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { verifyAccessToken } from "../auth/tokens";
import { USER_MESSAGES } from "../../contract/users";
import { findTokenState } from "../../db/repositories/users";
import { forbidden, unauthorized } from "../http-error";

/** Decorates `authenticate` and `requireOwner`; routes opt in through preHandler. */
export default fp(async function auth(app) {
  app.decorateRequest("user", null as never);

  async function authenticate(req: FastifyRequest) {
    const header = req.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized(USER_MESSAGES.notLoggedIn);
    let claims;
    try {
      claims = await verifyAccessToken(token, app.config.jwtSecret);
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
  app.decorate("requireOwner", async (req: FastifyRequest) => {
    await authenticate(req);
    if (req.user.role !== "owner") throw forbidden(USER_MESSAGES.ownerOnly);
  });
});
