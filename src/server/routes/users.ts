import { periodFromWire, sortFromWire } from "../../contract/list-query";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { App } from "../types";
import { USER_FILTERS, USER_MESSAGES } from "../../contract/users";
import { columnFilterValues } from "../../contract/column-filters";
import { usersApi } from "../../contract/api/users";
import * as sessionCases from "../usecases/sessions";
import * as userCases from "../usecases/users";
import {
  IMAGE_COOKIE,
  IMAGE_COOKIE_PATH,
  REFRESH_TOKEN_TTL_DAYS,
  verifyAccessToken,
} from "../auth/tokens";
import { implement } from "./implement";
import { emailKey, throttle, type Ceiling } from "../auth/throttle";
import { addressKey } from "../auth/address";
import { DEVICE_COOKIE, DEVICE_TTL_DAYS, deviceCookie, knownDevice } from "../auth/device";
import { KNOWN_DEVICE } from "../auth/password";

const REFRESH_COOKIE = "refreshToken";

export default async function usersRoutes(app: App) {
  const { login, token, logout, ...account } = usersApi;
  sessionRoutes(app, { login, token, logout });
  accountRoutes(app, account);
}

/** Sign in, refresh and sign out: the routes that set and clear the session cookies. */
function sessionRoutes(app: App, endpoints: Pick<typeof usersApi, "login" | "token" | "logout">) {
  const cookiePath = `${app.config.apiPrefix}/users`;
  // read per request: the signing key can be rotated on the running server
  const accessKeys = () => ({
    secret: app.config.jwtSecret,
    ttlSeconds: app.config.accessTokenTtlSeconds,
  });

  const cookieOpts = {
    httpOnly: true,
    sameSite: "strict",
    secure: app.config.cookieSecure,
    maxAge: REFRESH_TOKEN_TTL_DAYS * 86400,
  } as const;
  // The image cookie goes with the refresh cookie: set, rotated and cleared together.
  const setRefreshCookie = (reply: FastifyReply, issued: sessionCases.Issued) =>
    reply
      .setCookie(REFRESH_COOKIE, issued.refreshToken, { ...cookieOpts, path: cookiePath })
      .setCookie(IMAGE_COOKIE, issued.imageToken, { ...cookieOpts, path: IMAGE_COOKIE_PATH });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply
      .clearCookie(REFRESH_COOKIE, { path: cookiePath })
      .clearCookie(IMAGE_COOKIE, { path: IMAGE_COOKIE_PATH });
  const cfg = app.config;
  // Every ceiling counts in the database (shared by all instances) before any password hash.
  // Address + email: one storm locks only its own email from its own address; address: one
  // address cannot spray every email; account: many addresses cannot spray one account.
  const loginCeilings = (req: FastifyRequest, email: string): Ceiling[] => [
    { key: `login:ip-email:${addressKey(req.ip)}|${emailKey(email)}`, max: cfg.loginRateLimit },
    { key: `login:ip:${addressKey(req.ip)}`, max: cfg.loginAddressLimit },
    { key: `login:account:${emailKey(email)}`, max: cfg.loginAccountLimit },
  ];

  implement(app, endpoints, {
    login: async (req, reply) => {
      // A device that signed in to this account before is counted on its own ceiling and hashes
      // in its own lane: strangers' failures (any address, any number) never hold it back.
      const device = knownDevice(cfg.jwtSecret, req.cookies[DEVICE_COOKIE], req.body.email);
      await throttle(
        app.db,
        device
          ? [{ key: `login:device:${device}`, max: cfg.loginRateLimit }]
          : loginCeilings(req, req.body.email),
      );
      const issued = await sessionCases.login(
        app.db,
        accessKeys(),
        req.body.email,
        req.body.password,
        device ? `${KNOWN_DEVICE}${device}` : addressKey(req.ip),
      );
      setRefreshCookie(reply, issued);
      reply.setCookie(DEVICE_COOKIE, deviceCookie(cfg.jwtSecret, req.body.email, device), {
        ...cookieOpts,
        path: `${cookiePath}/login`,
        maxAge: DEVICE_TTL_DAYS * 86400,
      });
      return { accessToken: issued.accessToken };
    },

    token: async (req, reply) => {
      try {
        const issued = await sessionCases.refresh(
          app.db,
          accessKeys(),
          req.cookies[REFRESH_COOKIE],
        );
        setRefreshCookie(reply, issued);
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
  });
}

/** The signed-in user, the user list and passwords (change, reset by mail). */
function accountRoutes(app: App, endpoints: Omit<typeof usersApi, "login" | "token" | "logout">) {
  const cfg = app.config;
  implement(app, endpoints, {
    me: async (req) => userCases.currentUser(app.db, req.user.id),

    list: async (req) =>
      userCases.listUsers(app.db, {
        search: req.query.search_query.trim(),
        page: req.query.page,
        limit: req.query.limit,
        sort: sortFromWire(req.query),
        filters: columnFilterValues(req.query, USER_FILTERS),
        created: periodFromWire(req.query),
      }),

    create: async (req) => {
      const user = await userCases.createUser(app.db, req.user.id, req.body);
      return { message: USER_MESSAGES.created, user };
    },

    adminTotal: async () => ({ total: await userCases.countUsers(app.db, "admin") }),

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
