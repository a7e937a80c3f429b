// `npx tsx tests/bench/image-uploads.ts`: proof image upload figures (not in CI). 8 parallel
// uploads of the worst image the server still decodes (a 40 MP JPEG) against a running server on
// PGlite: peak RSS over the quiet RSS, the answers (201 / 503), and a login meanwhile against
// its quiet time.
// Dated figures of past runs, with their machine and load: tests/bench/RESULTS.md.
import sharp from "sharp";
import { multipart } from "../helpers/orders";
import { createOrderAt, login, startInstance } from "../helpers/instances";

const side = 6324; // 6324² ≈ 39.99 MP, just under MAX_IMAGE_PIXELS
const inst = await startInstance({ LOG_LEVEL: "silent" });
const { token } = await login(inst.url);
const [owner] = await inst.db.query<{ id: number }>("SELECT id FROM users");
const [talent] = await inst.db.query<{ id: number }>(
  "INSERT INTO talents (name, gender) VALUES ('Sinta', 'Woman') RETURNING id",
);
const photo = await sharp({
  create: { width: side, height: side, channels: 3, background: { r: 30, g: 60, b: 90 } },
})
  .jpeg()
  .toBuffer();
let no = 1;
const upload = async () => {
  const body = await multipart(
    {
      user_id: String(owner.id),
      talents_id: String(talent.id),
      no_order: String(90_000 + no++),
      date: "2026-11-20",
      customer_name: "Budi",
      price: "100000",
      tips: "[]",
    },
    [["proof_image", { name: "besar.jpg", type: "image/jpeg", bytes: photo }]],
  );
  const res = await createOrderAt(inst.url, token, body);
  await res.arrayBuffer();
  return res.status;
};
const timedLogin = async () => {
  const t = performance.now();
  await login(inst.url);
  return performance.now() - t;
};
await upload(); // warm
global.gc?.();
const quiet: number[] = [];
for (let i = 0; i < 3; i++) quiet.push(await timedLogin());
const rss0 = process.memoryUsage().rss;
let peak = rss0;
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
const t0 = performance.now();
const uploads = Promise.all(Array.from({ length: 8 }, upload));
await new Promise((ok) => setTimeout(ok, 200));
const during = await timedLogin();
const statuses = await uploads;
const wall = performance.now() - t0;
clearInterval(timer);
const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const quietMs = Math.min(...quiet);
console.log(`image ${side}×${side} JPEG, ${Math.round(photo.length / 1024)} KB`);
console.log(
  `8 parallel uploads: ${statuses.filter((s) => s === 201).length}× 201, ${statuses.filter((s) => s === 503).length}× 503 in ${Math.round(wall)} ms`,
);
console.log(`RSS ${mb(rss0)} → peak ${mb(peak)}: +${mb(peak - rss0)} (target ≤ +300 MB)`);
console.log(
  `login quiet ${Math.round(quietMs)} ms, during uploads ${Math.round(during)} ms (target ≤ 2×: ${Math.round(2 * quietMs)} ms)`,
);
await inst.close();
