// Presence (who has which screen open, server/presence.ts) crosses the app servers the way
// committed changes do: a NOTIFY on a channel every instance LISTENs on (PGlite: in process).
// Nothing is stored: a screen that is open is announced again every heartbeat.
import type { Queryable } from "../connection";

export const PRESENCE_CHANNEL = "kt_presence";

/** Announces one stream's screens to every instance (a JSON text, well under NOTIFY's 8 KB). */
export async function announcePresence(db: Queryable, payload: string): Promise<void> {
  await db.query(`SELECT pg_notify('${PRESENCE_CHANNEL}', $1)`, [payload]);
}
