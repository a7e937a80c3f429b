// The live stream (GET /api/events): what one `event: change` carries. Ids only: a screen that
// shows a changed row refetches it through the normal calls, so each call's access rules stay
// where they are.
import { z } from "./common";

/** What changed, named like the client's write kinds (client/lib/invalidation.ts). */
export type ChangeType =
  "order" | "payout" | "kas" | "rates" | "period" | "service" | "talent" | "category" | "user";

/** `data` of an `event: change`: the rows (ids as text) one user's committed writes touched. */
export interface ChangeEvent {
  type: ChangeType;
  /** Empty when the change named too many rows to list: readers refetch the type. */
  ids: string[];
  /**
   * Who: the user, and the stream (browser tab, its `hello` id) whose request made it, sent by
   * the tab as `X-Live-Stream`; null when it named none. That tab refreshed through its own
   * save; the user's other tabs refetch like everyone else's.
   */
  by: { id: number | null; username: string | null; stream: string | null };
  /** The audit row's time (ISO). */
  at: string;
}

/** `stream`: the id the stream will have (its `hello`), for the writes' `X-Live-Stream` at once. */
export const eventTicket = z.object({ ticket: z.string(), stream: z.string() });

export const eventsQuery = z.strictObject({
  /** From POST /events/ticket: EventSource cannot send an Authorization header. */
  ticket: z.string().max(2000).optional(),
  /** The last event id seen, for a new EventSource (a browser's own reconnect sends the header). */
  last_event_id: z.string().max(100).optional(),
});

/**
 * A screen's presence name: a list (`orders`) or one row of it (`order:12`). The orders grid and
 * an order's dialogs say who else has the same one open ('admin2 sedang melihat').
 */
const presencePlace = z
  .string()
  .max(40)
  .regex(/^[a-z][a-z-]*(:\d{1,12})?$/, "Nama layar tidak valid");

/** PUT /events/presence: the screens this browser's stream (its `hello` id) has open now. */
export const presenceBody = z.strictObject({
  stream: z.string().min(8).max(40),
  where: z.array(presencePlace).max(5),
});

/** `data` of an `event: presence`: one stream's screens now; `where` empty when it left. */
export interface PresenceEvent {
  stream: string;
  user: { id: number; username: string };
  where: string[];
}
