// The one HTTP client: every API module calls through here. It refreshes the access token
// before it expires, attaches Bearer + X-XSRF-TOKEN, sends cookies, and turns failures into
// ApiError with the server's message.
import { API_BASE } from "./api-base";
import { holdPage } from "./page-activity";
import { usersApi } from "../../contract/api/users";
import { systemApi } from "../../contract/api/system";

/** A call that got no answer: the server is down or the network is gone. */
export const NO_CONNECTION = "Server tidak dapat dihubungi. Periksa koneksi lalu coba lagi.";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The wire path of the field the server's refusal names (`price`, `tips.0.amount`). */
    readonly field?: string,
  ) {
    super(message);
  }
}

type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** A 401 neither renews the token nor ends the session: session bootstrap, login, logout. */
  silentAuth?: boolean;
  /** Skip the refresh-before-expiry step (the refresh call itself). */
  skipRefresh?: boolean;
}

let accessToken: string | null = null;
let expiresAtMs = 0;
let refreshing: Promise<string | null> | null = null;
let sessionEndedHandler: () => void = () => undefined;
let liveStream: string | undefined;

/**
 * This tab's live stream (its `hello` id, client/lib/live.ts), sent with each write as
 * `X-Live-Stream`: the change the write announces names the tab, which skips it (its save
 * refreshed it already) while the user's other tabs refetch.
 */
export function setLiveStream(id: string | undefined) {
  liveStream = id;
}

/** The (unverified) claims of a JWT, or null when it is not one; the server verifies. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  try {
    const json = atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"));
    const claims: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0))),
    );
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function expiryOf(token: string): number {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === "number" ? exp * 1000 : 0;
}

export function setAccessToken(token: string | null) {
  accessToken = token;
  expiresAtMs = token ? expiryOf(token) : 0;
}

/** The app decides what a session that is gone means for the UI (toast, redirect); lib stays UI-free. */
export function onSessionEnded(handler: () => void) {
  sessionEndedHandler = handler;
}

function readCookie(name: string): string | undefined {
  const hit = document.cookie.split("; ").find((c) => c.startsWith(name + "="));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

/** Fills `:param` segments, encoded: API paths are never built by concatenation. */
export function apiPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_m, key: string) => {
    if (params[key] === undefined) throw new Error(`missing path param ${key}`);
    return encodeURIComponent(String(params[key]));
  });
}

function apiUrl(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== "") search.set(k, String(v));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ""}`;
}

/** The token from GET /users/token with the refresh cookie. */
const tokenFromServer = () =>
  send(usersApi.token.method, usersApi.token.path, { silentAuth: true, skipRefresh: true }).then(
    async (res) => ((await res.json()) as { accessToken: string }).accessToken,
  );

/** The early request's answer, as the served page's inline script hands it over. */
interface EarlyAnswer {
  status: number;
  url: string;
  body?: { accessToken?: unknown; message?: unknown };
}

/**
 * The page's first token, asked for by the served HTML before any of our scripts arrived
 * (server/boot-script.ts); taken once. A client built for another API base asks its own.
 */
function takeEarlyToken(): Promise<string> | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as Window & { __ktSession?: Promise<EarlyAnswer> };
  const early = w.__ktSession;
  if (!early) return undefined;
  w.__ktSession = undefined;
  const ours = new URL(apiUrl(usersApi.token.path), location.href).href;
  return early.then(
    ({ status, url, body }) => {
      if (url !== ours) return tokenFromServer();
      if (status !== 200 || typeof body?.accessToken !== "string")
        throw new ApiError(
          status,
          typeof body?.message === "string" ? body.message : "Terjadi kesalahan",
        );
      return body.accessToken;
    },
    () => {
      throw new ApiError(0, NO_CONNECTION);
    },
  );
}

/** GET /users/token with the refresh cookie; concurrent callers share one request. */
export function refreshAccessToken(): Promise<string | null> {
  if (refreshing) return refreshing;
  const release = holdPage();
  refreshing = (takeEarlyToken() ?? tokenFromServer())
    .then((token) => {
      setAccessToken(token);
      return token;
    })
    .catch((err) => {
      console.warn("Gagal memperbarui token", err);
      return null;
    })
    .finally(() => {
      refreshing = null;
      release();
    });
  return refreshing;
}

/**
 * RULES.md D11: a 403 refuses this one call (another admin's order, an owner-only action, a
 * stale page): its message goes to the caller like any refusal and the session stays. A 401
 * says the access token is not (or no longer) good: the token is renewed once and the call sent
 * again. The session is gone (`onSessionEnded`: toast, /login) only when that renewal fails —
 * checked after a 403 too, for a backend that answers 403 to a dead session — or the call
 * answers 401 again.
 */
async function send(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
  let res = await sendOnce(method, path, opts);
  if (!res.ok && !opts.silentAuth && (res.status === 401 || res.status === 403)) {
    const alive = !opts.skipRefresh && (await refreshAccessToken()) !== null;
    if (alive && res.status === 401) res = await sendOnce(method, path, opts);
    if (!alive || res.status === 401) sessionEndedHandler();
  }
  if (res.ok) return res;
  throw await apiErrorOf(res);
}

async function sendOnce(method: string, path: string, opts: RequestOptions): Promise<Response> {
  // Refresh a little before expiry; a failed refresh is only logged and the call goes on.
  if (!opts.skipRefresh && accessToken && Date.now() > expiresAtMs - 30_000)
    await refreshAccessToken();
  const headers: Record<string, string> = { Accept: "application/json" };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const xsrf = readCookie("XSRF-TOKEN");
  if (xsrf) headers["X-XSRF-TOKEN"] = xsrf;
  if (liveStream && method !== "GET") headers["X-Live-Stream"] = liveStream;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.body);
  }
  try {
    return await fetch(apiUrl(path, opts.query), { method, headers, body, credentials: "include" });
  } catch {
    throw new ApiError(0, NO_CONNECTION);
  }
}

/** A refusal as ApiError: the server's message (and the field it names), else a fallback. */
async function apiErrorOf(res: Response): Promise<ApiError> {
  // a proxy in front of a stopped server answers 502-504 without our JSON
  let message = res.status >= 502 && res.status <= 504 ? NO_CONNECTION : "Terjadi kesalahan";
  let field: string | undefined;
  try {
    const data = (await res.json()) as { message?: unknown; field?: unknown };
    if (typeof data.message === "string") message = data.message;
    if (typeof data.field === "string") field = data.field;
  } catch {
    /* not JSON */
  }
  return new ApiError(res.status, message, field);
}

// json, download and the token refresh hold the page (page-activity.ts) until the answer is
// read, not only its headers: between the two the page was free, and work deferred to `whenIdle`
// (the calendar's 60 KB) started before a card view drew its data.
async function json<T>(method: string, path: string, opts?: RequestOptions): Promise<T> {
  const release = holdPage();
  try {
    const res = await send(method, path, opts);
    return (await res.json()) as T;
  } finally {
    release();
  }
}

/** A file download: the body as a Blob plus the server's file name. */
async function download(
  path: string,
  opts?: RequestOptions,
  method = "GET",
): Promise<{ blob: Blob; fileName?: string }> {
  const release = holdPage();
  try {
    const res = await send(method, path, opts);
    const disposition = res.headers.get("Content-Disposition") ?? "";
    const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1];
    return { blob: await res.blob(), fileName };
  } finally {
    release();
  }
}

export const http = {
  request: json,
  download,
};

/**
 * The message to show for a failed call: the server's; when the server could not be reached,
 * that (never a vague 'Terjadi kesalahan'); otherwise the screen's fallback.
 */
export const errorMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message
    ? err.message
    : isChunkLoadError(err)
      ? NO_CONNECTION
      : fallback;

/** Whether the server answers again (GET /health, never from the cache). */
export async function serverAnswers(): Promise<boolean> {
  try {
    const res = await fetch(apiUrl(systemApi.health.path), { cache: "no-store" });
    return res.ok;
  } catch {
    return false;
  }
}

/** A lazily loaded module (page, schema) that did not arrive: the network or server is gone. */
export const isChunkLoadError = (err: unknown) =>
  err instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    err.message,
  );
