import { HttpError } from "./http-error";

export interface TaskQueue {
  /** Runs fn when a slot is free; a 503 at once when `limit` tasks already wait. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * At most `concurrency` tasks at once, at most `limit` waiting; beyond that the caller gets a
 * 503 (errors.ts adds Retry-After) instead of piling up memory and threads.
 */
export function createTaskQueue(opts: {
  concurrency: number;
  limit: number;
  busyMessage: string;
}): TaskQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    async run(fn) {
      if (running >= opts.concurrency) {
        if (waiting.length >= opts.limit) throw new HttpError(503, opts.busyMessage);
        await new Promise<void>((ok) => waiting.push(ok));
      }
      running++;
      try {
        return await fn();
      } finally {
        next();
      }
    },
  };
}
