// The live stream: other users' committed changes as server-sent events (README, Live updates).
import { endpoint, file } from "../endpoint";
import { messageResponse } from "../common";
import { eventTicket, eventsQuery, presenceBody } from "../events";

export const eventsApi = {
  ticket: endpoint("POST /events/ticket", {
    ok: eventTicket,
    summary: "Tiket sekali pakai (30 detik) untuk membuka GET /events dari EventSource",
  }),
  // "public" here because EventSource cannot send a header: the handler itself refuses (401)
  // a request with neither a valid Bearer token nor a valid ticket.
  stream: endpoint("GET /events", {
    query: eventsQuery,
    ok: file("text/event-stream"),
    access: "public",
    summary:
      "Server-sent events `change` ({type, ids, by, at}) setelah commit; Bearer atau ?ticket; Last-Event-ID",
  }),
  presence: endpoint("PUT /events/presence", {
    body: presenceBody,
    ok: messageResponse,
    summary:
      "Layar yang sedang dibuka stream ini (`hello`), untuk `event: presence` di semua server",
  }),
};
