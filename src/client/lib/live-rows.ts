// Rows another user just changed (the live stream, live.ts), for the grids to flash and to say
// who: 'diubah oleh admin2 · baru saja'. Kept apart from live.ts so a grid reads it without
// loading the stream's code and the query client.
import { atom } from "jotai";
import type { ChangeType, PresenceEvent } from "../../contract/events";

export interface LiveChange {
  type: ChangeType;
  /** Row ids as text; empty when the change named too many rows to list. */
  ids: string[];
  username: string | null;
  /** When this screen heard it (Date.now()): a change is 'baru saja' for a while only. */
  heard: number;
}

/** The latest changes heard, newest last, a bounded few. */
export const liveChangesAtom = atom<LiveChange[]>([]);

/** How long a change counts as new: its rows flash once and the note shows 'baru saja'. */
export const LIVE_FRESH_MS = 60_000;
export const LIVE_KEEP = 50;

/** The text under a grid for a change of its rows. */
export const changedBy = (username: string | null) =>
  `diubah oleh ${username ?? "pengguna lain"} · baru saja`;

/** Other streams and the screens they have open (`event: presence`), by stream id. */
export const presenceAtom = atom<ReadonlyMap<string, PresenceEvent>>(new Map());

/**
 * The screens this browser has open (presence names, contract/events.ts `presencePlace`), each
 * with how many mounted parts named it; live.ts tells the server when the set changes.
 */
export const herePlacesAtom = atom<Readonly<Record<string, number>>>({});

/** 'admin2 sedang melihat', for the others on the same screen. */
export const presenceText = (usernames: string[]) => `${usernames.join(", ")} sedang melihat`;
