import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../types";
import { USER_FILTERS, USER_MESSAGES } from "../../contract/users";
import { columnFilterValues } from "../../contract/column-filters";
import { getSettings } from "../../db/repositories/settings";
import { usersApi } from "../../contract/api/users";
import * as users from "../../db/repositories/users";
import * as sessionCases from "../usecases/sessions";
import * as userCases from "../usecases/users";
import { REFRESH_TOKEN_TTL_DAYS, verifyAccessToken } from "../auth/tokens";
import { unauthorized } from "../http-error";
import { implement } from "./implement";
import { emailKey, throttle, type Ceiling } from "../auth/throttle";
import { addressKey } from "../auth/address";

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
  const cfg = app.config;
  // Every ceiling counts in the database (shared by all instances) before any password hash.
  // Address + email: one storm locks only its own email from its own address; address: one
  // address cannot spray every email; account: many addresses cannot spray one account.
  const loginCeilings = (req: FastifyRequest, email: string): Ceiling[] => [
    { key: `login:ip-email:${addressKey(req.ip)}|${emailKey(email)}`, max: cfg.loginRateLimit },
    { key: `login:ip:${addressKey(req.ip)}`, max: cfg.loginAddressLimit },
    { key: `login:account:${emailKey(email)}`, max: cfg.loginAccountLimit },
  ];

  implement(app, usersApi, {
    login: async (req, reply) => {
      await throttle(app.db, loginCeilings(req, req.body.email));
      const issued = await sessionCases.login(
        app.db,
        accessKeys(),
        req.body.email,
        req.body.password,
        addressKey(req.ip),
      );
      setRefreshCookie(reply, issued.refreshToken);
      return { accessToken: issued.accessToken };
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
      // a client that sends only its access token (no cookie: another origin, a script) ends
      // that token's session too, so the token dies with the logout
      const header = req.headers.authorization;
      const sid = header?.startsWith("Bearer ")
        ? await verifyAccessToken(header.slice(7).trim(), app.config.jwtSecret).then(
            (c) => c.sid,
            () => undefined,
          )
        : undefined;
      await sessionCases.logout(app.db, req.cookies[REFRESH_COOKIE], sid);
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
        sort: { by: req.query.sort_by, dir: req.query.sort_order },
        filters: columnFilterValues(req.query, USER_FILTERS),
        created: { start: req.query.start_date, end: req.query.end_date },
        // the days are the agency's (settings.time_zone); read only when a day is asked for
        timeZone:
          req.query.start_date || req.query.end_date
            ? (await getSettings(app.db)).time_zone
            : undefined,
      }),

    create: async (req) => {
      const user = await userCases.createUser(app.db, req.user.id, req.body);
      return { message: USER_MESSAGES.created, user };
    },

    adminTotal: async () => ({ total: await users.countUsers(app.db, "admin") }),

    updatePassword: async (req) => {
      // the old password is checked like a login: a stolen session cannot guess it unthrottled
      await throttle(app.db, [
        { key: `password:user:${req.user.id}`, max: cfg.loginRateLimit },
        { key: `login:ip:${addressKey(req.ip)}`, max: cfg.loginAddressLimit },
      ]);
      await userCases.updatePassword(
        app.db,
        req.user.id,
        req.body,
        req.cookies[REFRESH_COOKIE],
        addressKey(req.ip),
      );
      return { message: USER_MESSAGES.passwordUpdated };
    },

    requestReset: async (req) => {
      await throttle(app.db, [
        { key: `reset:ip-email:${addressKey(req.ip)}|${emailKey(req.body.email)}`, max: 5 },
        { key: `reset:ip:${addressKey(req.ip)}`, max: cfg.loginAddressLimit },
      ]);
      // Answer first, look up and mail after: known and unknown emails get the same answer in
      // the same time, and a slow or dead SMTP server is retried in the background, never a 500.
      // Links only from the configured public URL, never from request headers.
      const { email } = req.body;
      app.background.push("reset-mail", () =>
        userCases.requestPasswordReset(app.db, app.mailer, email, app.config.publicUrl),
      );
      return { message: USER_MESSAGES.resetSent };
    },

    confirmReset: async (req) => {
      await throttle(app.db, [{ key: `reset-confirm:ip:${addressKey(req.ip)}`, max: 10 }]);
      await userCases.completePasswordReset(
        app.db,
        req.body.token,
        req.body.newPassword,
        addressKey(req.ip),
      );
      return { message: USER_MESSAGES.resetDone };
    },
  });
}
