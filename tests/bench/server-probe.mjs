// Loaded into the server by the measuring scripts only (`node --import` in server-process.ts,
// never in production): each second it sends the parent its memory and event-loop delay over
// the IPC channel. With --expose-gc a "gc" message collects first, so a heap figure after it is
// what is really held.
// Plain JavaScript: the PDF worker threads inherit --import and load it before tsx is theirs.
/* global process, setInterval */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { isMainThread } from "node:worker_threads";

if (isMainThread && process.send) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const send = () => {
    if (!process.connected) return; // the measuring script has gone
    const m = process.memoryUsage();
    process.send({
      rss: m.rss,
      heapUsed: m.heapUsed,
      external: m.external,
      arrayBuffers: m.arrayBuffers,
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
    });
    loop.reset();
  };
  setInterval(send, 1000).unref();
  process.on("disconnect", () => undefined);
  process.on("message", (msg) => {
    if (msg === "gc") globalThis.gc?.();
  });
  // the IPC channel must not keep the server alive once it is asked to stop
  process.channel?.unref();
}
