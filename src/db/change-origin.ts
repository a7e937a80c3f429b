// Which live stream (browser tab) a request's writes come from: the server's request hook
// (server/events.ts changeOriginHook) runs each API request inside `changeOrigin.run({ stream })`
// with the tab's `X-Live-Stream` header, and writeAudit names it in the change it announces.
// That tab refreshed through its own save; every other tab, the same user's too, refetches from
// the stream (client/lib/live.ts). Held in async context so no use case has to carry it.
import { AsyncLocalStorage } from "node:async_hooks";

export const changeOrigin = new AsyncLocalStorage<{ stream: string | null }>();

/** The stream of the request this code runs for, or null (no header, a script, a test). */
export const originStream = (): string | null => changeOrigin.getStore()?.stream ?? null;
