// The live workspace's browser half: one EventSource per signed-in session (GET /api/events,
// with a one-use ticket since EventSource sends no Authorization header). Another user's
// committed change refreshes what it touches through the one invalidation table
// (invalidateAfter: the same roots the writer's own screen refreshes), a burst in one go, and
// is remembered for the grids to flash (live-rows.ts). Without the stream (blocked by a proxy,
// no EventSource) the app works as before; it retries with backoff.
import { eventsApi } from "../../contract/api/events";
import type { ChangeEvent, PresenceEvent } from "../../contract/events";
import { API_BASE } from "./api-base";
import { call } from "./call";
import { setLiveStream } from "./http";
import { REFRESHES, invalidateRoots, type QueryRoot, type WriteKind } from "./invalidation";
import { createLiveWindow } from "./live-window";
import {
  LIVE_KEEP,
  herePlacesAtom,
  liveChangesAtom,
  presenceAtom,
  type LiveChange,
} from "./live-rows";
import { sessionAtom } from "./session";
import { store } from "./store";

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

let selfId: number | undefined;
let source: EventSource | null = null;
let lastId: string | undefined;
let failures = 0;
let retry: ReturnType<typeof setTimeout> | undefined;
let running = false;

let pendingChanges: LiveChange[] = [];

/** A cell editor is open: what it edits is not refetched under the user's cursor. */
const editing = () => document.querySelector(".ag-cell-inline-editing, .ag-popup-editor") !== null;

/** Each key root refetches at most once per interval (live-window.ts), within a second. */
const windows = createLiveWindow<QueryRoot>((roots) => {
  // the refetch waits for the editor to close; the save then meets the row version (409)
  if (editing()) return false;
  const heard = pendingChanges;
  pendingChanges = [];
  if (heard.length) store.set(liveChangesAtom, (old) => [...old, ...heard].slice(-LIVE_KEEP));
  void invalidateRoots(roots);
});

function queue(kinds: WriteKind[], change?: LiveChange) {
  if (change) pendingChanges.push(change);
  windows.touch(new Set(kinds.flatMap((k) => REFRESHES[k])));
}

/** Everything a change can touch: after a gap the stream could not replay. */
const ALL_KINDS: WriteKind[] = [
  "order",
  "payout",
  "kas",
  "rates",
  "period",
  "service",
  "talent",
  "category",
  "user",
];

function onChange(e: MessageEvent<string>) {
  lastId = e.lastEventId || lastId;
  let change: ChangeEvent;
  try {
    change = JSON.parse(e.data) as ChangeEvent;
  } catch {
    return;
  }
  // this tab's own saves refreshed through their mutation already; the same user's other tabs
  // did not (the user id alone would leave them stale). The user is checked too: a stream id
  // someone else sent with their write cannot silence their change here.
  if (change.by.stream && change.by.stream === stream && change.by.id === selfId) return;
  queue([change.type], {
    type: change.type,
    ids: change.ids,
    username: change.by.username,
    heard: Date.now(),
  });
}

/** Another stream's screens changed (or it left them all). */
function onPresence(e: MessageEvent<string>) {
  let p: PresenceEvent;
  try {
    p = JSON.parse(e.data) as PresenceEvent;
  } catch {
    return;
  }
  store.set(presenceAtom, (old) => {
    const next = new Map(old);
    if (p.where.length) next.set(p.stream, p);
    else next.delete(p.stream);
    return next;
  });
}

let stream: string | undefined;
let presenceTimer: ReturnType<typeof setTimeout> | undefined;

/** Tells the server this stream's screens (at its hello, and when they change). */
function sendPresence() {
  clearTimeout(presenceTimer);
  // a route change unmounts one screen and mounts the next: one call for both
  presenceTimer = setTimeout(() => {
    if (!stream) return;
    const where = Object.keys(store.get(herePlacesAtom)).sort().slice(0, 5);
    // a lost call only leaves this screen unnamed until the next change
    void call(eventsApi.presence, { body: { stream, where }, silentAuth: true }).catch(() => {});
  }, 100);
}
store.sub(herePlacesAtom, sendPresence);

function schedule() {
  if (!running) return;
  const wait = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
  retry = setTimeout(() => void connect(), wait * (0.75 + Math.random() / 2));
}

async function connect() {
  retry = undefined;
  if (!running || typeof EventSource === "undefined") return;
  let ticket: string;
  let id: string;
  try {
    ({ ticket, stream: id } = await call(eventsApi.ticket));
  } catch {
    return schedule();
  }
  if (!running) return;
  // the writes name this tab from now on: one sent before the `hello` reaches the page would
  // come back as someone else's change (a flash, 'diubah oleh' oneself, a refetch under the
  // editor); presence and the skipping of changes wait for the hello
  setLiveStream(id);
  const query = new URLSearchParams({ ticket });
  if (lastId) query.set("last_event_id", lastId);
  const es = new EventSource(`${API_BASE}/events?${query}`);
  source = es;
  es.onopen = () => {
    failures = 0;
    // for tests that must know the stream is there before they act (session.test.ts)
    document.documentElement.dataset.live = "open";
  };
  es.addEventListener("change", onChange);
  es.addEventListener("hello", (e) => {
    stream = (JSON.parse(e.data) as { stream: string }).stream;
    setLiveStream(stream);
    sendPresence();
  });
  es.addEventListener("presence", onPresence);
  es.addEventListener("refresh", (e) => {
    lastId = e.lastEventId || lastId;
    queue(ALL_KINDS);
  });
  // EventSource would retry with the same, used ticket: open anew with a new one instead
  es.onerror = () => {
    delete document.documentElement.dataset.live;
    // the next stream gets the whole table again, under a new id
    stream = undefined;
    setLiveStream(undefined);
    store.set(presenceAtom, new Map());
    es.close();
    if (source === es) source = null;
    schedule();
  };
}

/** Opens the stream for the signed-in user (once; again after a sign-out). */
export function startLive(userId: number) {
  if (running && selfId !== userId) stopLive();
  selfId = userId;
  if (running || store.get(sessionAtom).status !== "authenticated") return;
  running = true;
  failures = 0;
  void connect();
}

/** Closes it at sign-out: nothing of the session may keep listening. */
function stopLive() {
  running = false;
  clearTimeout(retry);
  windows.cancel();
  pendingChanges = [];
  source?.close();
  source = null;
  lastId = undefined;
  stream = undefined;
  setLiveStream(undefined);
  clearTimeout(presenceTimer);
  delete document.documentElement.dataset.live;
  store.set(liveChangesAtom, []);
  store.set(presenceAtom, new Map());
}

// signed out (logout, an ended session): the stream closes with the session
store.sub(sessionAtom, () => {
  if (store.get(sessionAtom).status !== "authenticated") stopLive();
});
