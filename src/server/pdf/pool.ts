// The PDF render pool: piscina worker threads, so a 10,000-row report never blocks the event
// loop. At most `workers` renders run and `queueLimit` wait; past that the call is refused
// with 503 at once instead of piling up memory and latency.
import { Piscina } from "piscina";
import { HttpError } from "../http-error";
import type { PdfTask } from "./pdf-task";

const PDF_BUSY = "Server sedang membuat banyak PDF. Coba lagi sebentar lagi.";

export interface PdfRenderer {
  render(task: PdfTask): Promise<Buffer>;
  close(): Promise<void>;
}

export function createPdfPool(opts: { workers: number; queueLimit: number }): PdfRenderer {
  const pool = new Piscina({
    filename: new URL("./render-worker.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: opts.workers,
    maxQueue: opts.queueLimit,
    // A worker loads React, react-pdf and its fonts (~1 s): keep it a while between reports.
    idleTimeout: 5 * 60_000,
  });
  let inFlight = 0;
  return {
    async render(task) {
      if (inFlight >= opts.workers + opts.queueLimit) throw new HttpError(503, PDF_BUSY);
      inFlight++;
      try {
        const bytes: Uint8Array = await pool.run(task);
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } finally {
        inFlight--;
      }
    },
    close: () => pool.destroy(),
  };
}
