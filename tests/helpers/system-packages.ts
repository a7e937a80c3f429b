// `npm test` on a fresh machine: the browser tests drive Debian's Chromium and the PDF
// tests render pages with pdftoppm (poppler-utils). When one is missing and we may install
// (root, apt-get present) we install it and say so; otherwise we stop at once with the command.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM } from "./browser";

const onPath = (cmd: string) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;

/** Makes sure the system packages the selected runs use are there; exits when it cannot. */
export function ensureSystemPackages(need: { chromium: boolean; pdftoppm: boolean }): void {
  const missing: string[] = [];
  if (need.chromium && !existsSync(CHROMIUM)) {
    if (process.env.CHROMIUM_PATH) {
      console.error(`CHROMIUM_PATH=${CHROMIUM} tidak ada: perbaiki atau hapus variabel itu.`);
      process.exit(1);
    }
    missing.push("chromium");
  }
  if (need.pdftoppm && !onPath("pdftoppm")) missing.push("poppler-utils");
  if (missing.length === 0) return;

  const command = `apt-get update && apt-get install -y ${missing.join(" ")}`;
  if (process.getuid?.() !== 0 || !onPath("apt-get")) {
    console.error(`Tes butuh paket sistem ${missing.join(", ")}. Jalankan dulu: ${command}`);
    process.exit(1);
  }
  console.log(`\n== memasang paket sistem yang dibutuhkan tes: ${command} ==`);
  const run = spawnSync("sh", ["-c", command], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (run.status !== 0) {
    console.error(`Pemasangan gagal (exit ${run.status}). Perintahnya: ${command}`);
    process.exit(1);
  }
}
