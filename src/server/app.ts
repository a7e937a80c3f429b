import type { FastifyHttpOptions, FastifyInstance, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import type { Server } from "node:http";
import { requestSerializer } from "./log-redact";
import cookie from "@fastify/cookie";
import { announceServer } from "../db/server-presence";
import { configurePasswordHashing } from "./auth/password";
import multipart from "@fastify/multipart";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Db } from "../db/connection";
import type { Config } from "./config";
import errors, { frameworkErrors } from "./plugins/errors";
import security from "./plugins/security";
import auth from "./plugins/auth";
import slipPage from "./slip-page";
import staticFiles from "./plugins/static";
import backupEndpoint from "./plugins/backup-endpoint";
import { apiRoutes } from "./routes";
import { createPdfPool } from "./pdf/pool";
import { createMailer, type Mailer } from "./mailer";
import { createBackgroundQueue } from "./background";
import { createTaskQueue } from "./task-queue";
import { createEventHub, type EventsOptions } from "./events";
import { ORDER_MESSAGES } from "../contract/orders";
import "./types";

interface AppOptions {
  db: Db;
  config: Config;
  /** Defaults to SMTP_URL or the log; tests pass one that records the mails. */
  mailer?: Mailer;
  /** Waits between retries of a failed reset mail (tests shorten them). */
  background?: { retryDelaysMs?: number[] };
  /** PGlite: key of the local backup endpoint (plugins/backup-endpoint.ts); unset = none. */
  backupToken?: string;
  /** The live stream's heartbeat, catch-up ring and burst window (tests shorten them). */
  events?: EventsOptions;
}

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Options for the Fastify factory: both main.ts and the tests build the server with these. */
export const serverOptions = (
  config: Pick<
    Config,
    | "logLevel"
    | "trustProxy"
    | "cookieSecure"
    | "headersTimeoutMs"
    | "requestTimeoutMs"
    | "idleTimeoutMs"
  >,
  /** Where the log goes (stdout unless a test reads it). */
  logStream?: { write(line: string): void },
): FastifyHttpOptions<Server> => ({
  logger:
    config.logLevel === "silent"
      ? false
      : { level: config.logLevel, serializers: { req: requestSerializer }, stream: logStream },
  bodyLimit: 1024 * 1024,
  // A client trickling its headers or body held a connection (and a parsed request) 150 s+:
  // Fastify turns Node's request timeout off by default. Node answers 408 and closes.
  http: { headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1000 },
  requestTimeout: config.requestTimeoutMs,
  connectionTimeout: config.idleTimeoutMs,
  keepAliveTimeout: 5000,
  // req.ip (rate-limit keys, logs) is the socket address unless TRUST_PROXY names the proxies
  // (a hop count is supported by proxy-addr at runtime; Fastify's type omits number)
  trustProxy: config.trustProxy as FastifyServerOptions["trustProxy"],
  routerOptions: { ignoreTrailingSlash: true },
  frameworkErrors: frameworkErrors(config.cookieSecure),
});

/** The whole application as one plugin: `server/main.ts` listens, tests call `inject`. */
export default fp(async function app(fastify: FastifyInstance, opts: AppOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // replies are checked against their contract schema: a broken one is a 500 in tests
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", opts.db);
  app.decorate("config", opts.config);
  const pdf = createPdfPool({
    workers: opts.config.pdfWorkers,
    queueLimit: opts.config.pdfQueueLimit,
  });
  app.decorate("pdf", pdf);
  app.addHook("onClose", () => pdf.close());
  app.decorate(
    "imageQueue",
    createTaskQueue({
      concurrency: opts.config.imageWorkers,
      limit: opts.config.imageQueueLimit,
      busyMessage: ORDER_MESSAGES.imageBusy,
    }),
  );
  app.decorate("mailer", opts.mailer ?? createMailer(opts.config.smtpUrl, app.log));
  const background = createBackgroundQueue(app.log, opts.background);
  app.decorate("background", background);
  app.addHook("onClose", () => background.idle());
  // PostgreSQL: `npm run restore` refuses while this instance runs (db/server-presence.ts)
  if (opts.config.databaseUrl) {
    const presence = await announceServer(opts.config.databaseUrl, opts.config.port);
    app.addHook("onClose", () => presence.close());
  }

  const events = await createEventHub(opts.db, () => opts.config.jwtSecret, app.log, opts.events);
  app.decorate("events", events);
  // before the server waits for its connections: an open stream would hold the close forever
  app.addHook("preClose", () => events.close());

  await app.register(errors);
  await app.register(cookie);
  configurePasswordHashing({
    concurrency: opts.config.hashConcurrency,
    queueLimit: opts.config.hashQueueLimit,
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 40, parts: 42, fieldSize: 64 * 1024 },
  });
  await app.register(security);
  await app.register(auth);
  await app.register(apiRoutes, { prefix: opts.config.apiPrefix });
  await app.register(backupEndpoint, { token: opts.backupToken });
  await app.register(slipPage);
  await app.register(staticFiles);
});
