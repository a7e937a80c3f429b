// The built client is sent compressed: the static plugin (plugins/static.ts, `preCompressed`)
// answers a request for `x.js` with `x.js.br` or `x.js.gz` when the browser accepts that encoding,
// and with `x.js` otherwise. The build writes those siblings once (vite.config.ts), at the
// strongest settings, so no request pays for compressing: a grid route's ~1.8 MB of script and
// style crosses the network as ~0.35 MB.
import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Below this the header and the extra lookup cost about what compression saves. */
const MIN_BYTES = 1024;

export interface Compressed {
  file: string;
  raw: number;
  br: number;
  gzip: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `files` (paths relative to
 * `dir`) and returns the sizes. A file that would not shrink gets no sibling (the plugin then
 * sends it as it is).
 */
export async function precompress(dir: string, files: string[]): Promise<Compressed[]> {
  const wanted = files.filter((f) => COMPRESSIBLE.test(f));
  const done = await Promise.all(
    wanted.map(async (file) => {
      const path = `${dir}/${file}`;
      const bytes = await readFile(path);
      if (bytes.length < MIN_BYTES) return undefined;
      const [b, g] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (g.length >= bytes.length) return undefined;
      await Promise.all([writeFile(`${path}.br`, b), writeFile(`${path}.gz`, g)]);
      return { file, raw: bytes.length, br: b.length, gzip: g.length };
    }),
  );
  return done.filter((d): d is Compressed => d !== undefined);
}
