import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../types";
import {
  USER_MESSAGES,
  confirmResetBody,
  createUserBody,
  getUsersQuery,
  loginBody,
  resetPasswordBody,
  updatePasswordBody,
} from "../../contract/users";
import * as users from "../../db/repositories/users";
import * as sessionCases from "../usecases/sessions";
import * as userCases from "../usecases/users";
import { createMailer } from "../mailer";
import { REFRESH_TOKEN_TTL_DAYS } from "../auth/tokens";
import { unauthorized } from "../http-error";

const REFRESH_COOKIE = "refreshToken";

export default async function usersRoutes(app: App) {
  const cookiePath = `${app.config.apiPrefix}/users`;
  const mailer = createMailer(app.config.smtpUrl, app.log);
  // read per request: the signing key can be rotated on the running server
  const accessKeys = () => ({
    secret: app.config.jwtSecret,
    ttlSeconds: app.config.accessTokenTtlSeconds,
  });

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      path: cookiePath,
      httpOnly: true,
      sameSite: "strict",
      secure: app.config.cookieSecure,
      maxAge: REFRESH_TOKEN_TTL_DAYS * 86400,
    });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: cookiePath });
  const rateLimited = (max: number) => ({
    rateLimit: {
      max,
      timeWindow: "1 minute",
      keyGenerator: (req: FastifyRequest) =>
        `${req.ip}:${String((req.body as { email?: unknown })?.email ?? "").toLowerCase()}`,
    },
  });

  app.post(
    "/login",
    { schema: { body: loginBody }, config: rateLimited(app.config.loginRateLimit) },
    async (req, reply) => {
      const issued = await sessionCases.login(
        app.db,
        accessKeys(),
        req.body.email,
        req.body.password,
      );
      setRefreshCookie(reply, issued.refreshToken);
      return { accessToken: issued.accessToken };
    },
  );

  app.get("/token", async (req, reply) => {
    try {
      const issued = await sessionCases.refresh(app.db, accessKeys(), req.cookies[REFRESH_COOKIE]);
      setRefreshCookie(reply, issued.refreshToken);
      return { accessToken: issued.accessToken };
    } catch (err) {
      clearRefreshCookie(reply);
      throw err;
    }
  });

  app.post("/logout", async (req, reply) => {
    await sessionCases.logout(app.db, req.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(reply);
    return { message: USER_MESSAGES.loggedOut };
  });

  app.get("/user", { preHandler: app.authenticate }, async (req) => {
    const user = await users.findUserById(app.db, req.user.id);
    if (!user) throw unauthorized(USER_MESSAGES.sessionInvalid);
    const { password_hash: _hidden, ...safe } = user;
    return safe;
  });

  app.get(
    "/getUsers",
    { preHandler: app.requireOwner, schema: { querystring: getUsersQuery } },
    async (req) =>
      users.listUsers(app.db, {
        search: req.query.search_query.trim(),
        page: req.query.page,
        limit: req.query.limit,
        sort: { by: req.query.sort_by, order: req.query.sort_order },
      }),
  );

  app.post(
    "/createUser",
    { preHandler: app.requireOwner, schema: { body: createUserBody } },
    async (req, reply) => {
      const user = await userCases.createUser(app.db, req.user.id, req.body);
      return reply.status(201).send({ message: USER_MESSAGES.created, user });
    },
  );

  app.get("/total", { preHandler: app.authenticate }, async () => ({
    total: await users.countUsers(app.db, "admin"),
  }));

  app.put(
    "/update-password",
    { preHandler: app.authenticate, schema: { body: updatePasswordBody } },
    async (req) => {
      await userCases.updatePassword(app.db, req.user.id, req.body);
      return { message: USER_MESSAGES.passwordUpdated };
    },
  );

  app.post(
    "/reset-password",
    { schema: { body: resetPasswordBody }, config: rateLimited(5) },
    async (req) => {
      const origin = `${req.protocol}://${req.headers.host ?? `localhost:${app.config.port}`}`;
      await userCases.requestPasswordReset(app.db, mailer, req.body.email, origin);
      return { message: USER_MESSAGES.resetSent };
    },
  );

  app.post(
    "/reset-password/confirm",
    { schema: { body: confirmResetBody }, config: rateLimited(10) },
    async (req) => {
      await userCases.completePasswordReset(app.db, req.body.token, req.body.newPassword);
      return { message: USER_MESSAGES.resetDone };
    },
  );
}
