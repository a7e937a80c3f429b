// A reader of GET /api/events for the API tests and the benchmark: the server-sent events as
// they arrive, parsed, with waits on what comes next (never a fixed sleep).

export interface StreamMessage {
  id?: string;
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** Every message so far, in order (heartbeat comments are counted in `comments`). */
  messages: StreamMessage[];
  comments: number;
  /** The first message from index `from` on that `match` accepts. */
  next(
    match: (m: StreamMessage) => boolean,
    from?: number,
    timeoutMs?: number,
  ): Promise<StreamMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(
  baseUrl: string,
  auth: { token?: string; ticket?: string; lastEventId?: string; lastEventQuery?: string },
): Promise<EventStream> {
  const url = new URL("/api/events", baseUrl);
  if (auth.ticket) url.searchParams.set("ticket", auth.ticket);
  if (auth.lastEventQuery) url.searchParams.set("last_event_id", auth.lastEventQuery);
  const abort = new AbortController();
  const res = await fetch(url, {
    signal: abort.signal,
    headers: {
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(auth.lastEventId ? { "last-event-id": auth.lastEventId } : {}),
    },
  });
  const messages: StreamMessage[] = [];
  const waiters = new Set<(ended?: boolean) => void>();
  let streamEnded = false;
  const wake = (ended?: boolean) => waiters.forEach((w) => w(ended));
  const stream: EventStream = {
    status: res.status,
    headers: res.headers,
    messages,
    comments: 0,
    ended: Promise.resolve(),
    close: () => abort.abort(),
    next(match, from = 0) {
      return new Promise((resolve, reject) => {
        // waits for the event, or fails when the stream ends without it (the test's own timeout
        // bounds a stream that stays open and silent)
        const look = (ended?: boolean) => {
          const found = messages.slice(from).find(match);
          if (found) resolve(found);
          else if (ended) reject(new Error(`stream ended without it: ${JSON.stringify(messages)}`));
          else return;
          waiters.delete(look);
        };
        waiters.add(look);
        look(streamEnded);
      });
    },
  };
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    streamEnded = true;
    return stream;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  stream.ended = (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const m: StreamMessage = { event: "message", data: "" };
          let fields = 0;
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) stream.comments++;
            const [, key, value] = /^(\w+): ?(.*)$/.exec(line) ?? [];
            if (key === "id") m.id = value;
            if (key === "event") m.event = value;
            if (key === "data") m.data = value;
            if (key === "id" || key === "event" || key === "data") fields++;
          }
          if (fields > 0) messages.push(m);
        }
        wake();
      }
    } catch {
      // aborted by close()
    }
    streamEnded = true;
    wake(true);
  })();
  return stream;
}

/** The `change` events' data among `messages`. */
export const changes = (messages: StreamMessage[]) =>
  messages
    .filter((m) => m.event === "change")
    .map(
      (m) =>
        JSON.parse(m.data) as {
          type: string;
          ids: string[];
          by: { id: number | null; username: string | null };
          at: string;
        },
    );
