// Renders PDF pages to PNG with pdftoppm (Debian's poppler-utils, installed by .ci/run), the way
// a person opens the file: the PNGs land in test-results/screenshots to be looked at, and the
// caller gets each page's size and ink so a blank or mis-sized page fails.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { SCREENSHOTS_DIR } from "./results-dir";

export interface PngPage {
  file: string;
  width: number;
  height: number;
  /** Share of pixels darker than mid-grey (text and rules). */
  ink: number;
}

export async function pdfPagesToPng(
  bytes: Uint8Array | Buffer,
  name: string,
  pages: { first: number; last: number } = { first: 1, last: 1 },
): Promise<PngPage[]> {
  const which = spawnSync("pdftoppm", ["-v"]);
  if (which.error) {
    throw new Error("pdftoppm tidak ada. Pasang dengan: apt-get install -y poppler-utils");
  }
  const dir = mkdtempSync(join(tmpdir(), "kt-pdf-png-"));
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  try {
    writeFileSync(join(dir, "in.pdf"), bytes);
    const args = ["-png", "-r", "80", "-f", String(pages.first), "-l", String(pages.last)];
    const run = spawnSync("pdftoppm", [...args, join(dir, "in.pdf"), join(dir, "page")]);
    if (run.status !== 0) throw new Error(`pdftoppm: ${run.stderr.toString()}`);
    const result: PngPage[] = [];
    for (const f of readdirSync(dir)
      .filter((f) => f.endsWith(".png"))
      .sort()) {
      const file = join(SCREENSHOTS_DIR, `pdf-${name}-${f.replace(/^page-0*/, "p")}`);
      copyFileSync(join(dir, f), file);
      const { data, info } = await sharp(file)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let dark = 0;
      for (const v of data) if (v < 128) dark++;
      result.push({ file, width: info.width, height: info.height, ink: dark / data.length });
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
