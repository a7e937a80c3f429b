import type { FastifyBaseLogger } from "fastify";

export interface BackgroundQueue {
  /** Runs `job` after the current answer, one job at a time, retried on failure. */
  push(name: string, job: () => Promise<void>): void;
  /** Resolves when every queued job has finished or given up (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * Work a request starts but must not wait for (the reset mail): the answer goes out first, so
 * an SMTP round trip, a slow or a dead mail server changes neither the answer nor its timing.
 * A failed job is tried again after each delay in `retryDelaysMs`, then logged and dropped.
 * Beyond `limit` waiting jobs new ones are dropped (the reset throttle keeps it far below).
 */
export function createBackgroundQueue(
  log: FastifyBaseLogger,
  opts: { retryDelaysMs?: number[]; limit?: number } = {},
): BackgroundQueue {
  const delays = opts.retryDelaysMs ?? [2_000, 15_000, 60_000];
  const limit = opts.limit ?? 1000;
  const jobs: { name: string; job: () => Promise<void> }[] = [];
  let running: Promise<void> | undefined;

  async function run(name: string, job: () => Promise<void>) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await job();
      } catch (err) {
        if (attempt >= delays.length) {
          log.error({ err, job: name, attempts: attempt + 1 }, "background job gave up");
          return;
        }
        log.warn({ err, job: name, attempt: attempt + 1 }, "background job failed; retrying");
        await new Promise((r) => setTimeout(r, delays[attempt]).unref?.());
      }
    }
  }

  async function drain() {
    for (let next = jobs.shift(); next; next = jobs.shift()) await run(next.name, next.job);
    running = undefined;
  }

  return {
    push(name, job) {
      if (jobs.length >= limit) {
        log.warn({ job: name }, "background queue full; job dropped");
        return;
      }
      jobs.push({ name, job });
      running ??= new Promise<void>((r) => setImmediate(r)).then(drain);
    },
    async idle() {
      while (running) await running;
    },
  };
}
