import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../types";
import { USER_MESSAGES } from "../../contract/users";
import { usersApi } from "../../contract/api/users";
import * as users from "../../db/repositories/users";
import * as sessionCases from "../usecases/sessions";
import * as userCases from "../usecases/users";
import { REFRESH_TOKEN_TTL_DAYS } from "../auth/tokens";
import { unauthorized } from "../http-error";
import { implement } from "./implement";

const REFRESH_COOKIE = "refreshToken";

export default async function usersRoutes(app: App) {
  const cookiePath = `${app.config.apiPrefix}/users`;
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
      // After the body is parsed (the default onRequest hook sees no body, so every login
      // behind one proxy shared one key): one wrong-password storm locks only its own email.
      hook: "preValidation" as const,
      keyGenerator: (req: FastifyRequest) =>
        `${req.ip}|${String((req.body as { email?: unknown } | undefined)?.email ?? "")
          .trim()
          .toLowerCase()
          .slice(0, 200)}`,
    },
  });

  implement(app, usersApi, {
    login: {
      options: { config: rateLimited(app.config.loginRateLimit) },
      handler: async (req, reply) => {
        const issued = await sessionCases.login(
          app.db,
          accessKeys(),
          req.body.email,
          req.body.password,
        );
        setRefreshCookie(reply, issued.refreshToken);
        return { accessToken: issued.accessToken };
      },
    },

    token: async (req, reply) => {
      try {
        const issued = await sessionCases.refresh(
          app.db,
          accessKeys(),
          req.cookies[REFRESH_COOKIE],
        );
        setRefreshCookie(reply, issued.refreshToken);
        return { accessToken: issued.accessToken };
      } catch (err) {
        clearRefreshCookie(reply);
        throw err;
      }
    },

    logout: async (req, reply) => {
      await sessionCases.logout(app.db, req.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply);
      return { message: USER_MESSAGES.loggedOut };
    },

    me: async (req) => {
      const user = await users.findUserById(app.db, req.user.id);
      if (!user) throw unauthorized(USER_MESSAGES.sessionInvalid);
      const { password_hash: _hidden, ...safe } = user;
      return safe;
    },

    list: async (req) =>
      users.listUsers(app.db, {
        search: req.query.search_query.trim(),
        page: req.query.page,
        limit: req.query.limit,
        sort: { by: req.query.sort_by, order: req.query.sort_order },
      }),

    create: async (req) => {
      const user = await userCases.createUser(app.db, req.user.id, req.body);
      return { message: USER_MESSAGES.created, user };
    },

    adminTotal: async () => ({ total: await users.countUsers(app.db, "admin") }),

    updatePassword: async (req) => {
      await userCases.updatePassword(app.db, req.user.id, req.body, req.cookies[REFRESH_COOKIE]);
      return { message: USER_MESSAGES.passwordUpdated };
    },

    requestReset: {
      options: { config: rateLimited(5) },
      handler: async (req) => {
        // links only from the configured public URL, never from request headers
        await userCases.requestPasswordReset(
          app.db,
          app.mailer,
          req.body.email,
          app.config.publicUrl,
        );
        return { message: USER_MESSAGES.resetSent };
      },
    },

    confirmReset: {
      options: { config: rateLimited(10) },
      handler: async (req) => {
        await userCases.completePasswordReset(app.db, req.body.token, req.body.newPassword);
        return { message: USER_MESSAGES.resetDone };
      },
    },
  });
}
