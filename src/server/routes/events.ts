import type { App } from "../types";
import { eventsApi } from "../../contract/api/events";
import { USER_MESSAGES } from "../../contract/users";
import { implement } from "./implement";
import { forbidden, unauthorized } from "../http-error";

/** PUT /events/presence naming a stream of another user. */
const PRESENCE_NOT_YOURS = "Stream ini milik pengguna lain";

/**
 * The live stream (server/events.ts) over HTTP. The stream answers raw (hijacked): the reply
 * stays open, so nothing may buffer it. `X-Accel-Buffering: no` tells nginx not to (README,
 * Live updates); `no-transform` keeps a compressing proxy from holding it.
 */
export default async function eventsRoutes(app: App) {
  implement(app, eventsApi, {
    ticket: async (req) => {
      const token = req.headers.authorization!.slice(7).trim(); // checked by the access hook
      return app.events.ticket(token);
    },
    presence: async (req) => {
      const { id, username } = req.user;
      if (!(await app.events.presence({ id, username }, req.body.stream, req.body.where)))
        throw forbidden(PRESENCE_NOT_YOURS);
      return { message: "OK" };
    },
    stream: async (req, reply) => {
      const header = req.headers.authorization;
      const bearer = header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
      const session = await app.events.session({ bearer, ticket: req.query.ticket });
      if (!session)
        throw unauthorized(
          bearer || req.query.ticket ? USER_MESSAGES.tokenInvalid : USER_MESSAGES.notLoggedIn,
        );
      const lastId = req.headers["last-event-id"] ?? req.query.last_event_id;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no",
        "X-Content-Type-Options": "nosniff",
      });
      res.socket?.setNoDelay(true);
      const end = app.events.subscribe(session, typeof lastId === "string" ? lastId : undefined, {
        write: (chunk) => void res.write(chunk),
        end: () => res.end(),
      });
      res.on("close", end);
      return reply;
    },
  });
}
