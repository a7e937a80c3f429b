// `npx tsx tests/bench/bulk-yield.ts`: how long another user's order list waits while a 500-id
// `POST /order/bulk` runs on PGlite (target ≤ 200 ms; not in CI). Prints the bulk's time and the
// list's quiet, median and worst times during it. Figures: tests/bench/RESULTS.md.
import { cpus, loadavg } from "node:os";
import { instanceWithOrders } from "../helpers/bulk-instance";

const { inst, bulk: runBulk, list: listStatus } = await instanceWithOrders(500);
const list = async () => {
  const t = performance.now();
  const status = await listStatus();
  if (status !== 200) throw new Error(`list ${status}`);
  return performance.now() - t;
};
const quiet: number[] = [];
for (let i = 0; i < 5; i++) quiet.push(await list());
const during: number[] = [];
let done = false;
const t0 = performance.now();
const bulk = runBulk().then((r) => {
  done = true;
  return { status: r.status, ms: performance.now() - t0 };
});
while (!done) during.push(await list());
const b = await bulk;
during.sort((x, y) => x - y);
quiet.sort((x, y) => x - y);
const f = (n: number) => `${Math.round(n)} ms`;
console.log(
  `bulk 500 ids: ${b.status} in ${f(b.ms)}; list quiet median ${f(quiet[2]!)}; ` +
    `during the bulk ${during.length} lists, median ${f(during[Math.floor(during.length / 2)]!)}, ` +
    `worst ${f(during.at(-1)!)} (target ≤ 200 ms); ${cpus().length} CPUs, load average ` +
    loadavg()
      .map((l) => l.toFixed(1))
      .join(" "),
);
await inst.close();
