import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../db/connection";
import type { SessionUser } from "../contract/users";
import type { Config } from "./config";
import type { PdfRenderer } from "./pdf/pool";
import type { Access } from "../contract/endpoint";
import type { Mailer } from "./mailer";
import type { BackgroundQueue } from "./background";
import type { TaskQueue } from "./task-queue";
import type { EventHub } from "./events";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The PDF render worker pool. */
    pdf: PdfRenderer;
    mailer: Mailer;
    /** Work done after the answer (reset mails), with retries. */
    background: BackgroundQueue;
    /** Proof image decodes: IMAGE_WORKERS at once, IMAGE_QUEUE_LIMIT waiting, then 503. */
    imageQueue: TaskQueue;
    /** Committed changes to the open live streams (server/events.ts). */
    events: EventHub;
    /** preHandler: 401 unless a valid access token is sent. */
    authenticate: (req: FastifyRequest) => Promise<void>;
    /** When a write last failed for a full disk (plugins/errors.ts), for /health. */
    diskFull: { lastAt: number };
    /** A Bearer token or the proof-image cookie (plugins/auth.ts). */
    authenticateImage: (req: FastifyRequest) => Promise<void>;
    /** preHandler: 401 without a token, 403 unless the user is an owner. */
    requireOwner: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** Who may call the route, from its contract endpoint; enforced in routes/index.ts. */
    access?: Access;
  }
  interface FastifyRequest {
    /** Set by `authenticate`. */
    user: SessionUser;
  }
}

/** The Fastify instance routes receive: zod schemas type their params, query and body. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
