// The HTML of a client route: the built index.html plus, for the route the URL names, links that
// start its page's chunks at once (the entry's own chunks are already in index.html). Without
// them the browser learns of a route's code only after the entry has run (measured at 4× CPU:
// the route's chunks left at ~1.2 s, the entry's at ~0.75 s). The map comes from the build
// (.vite/route-preloads.json, vite.config.ts); a build without it serves index.html as it is.
// Every page also starts the session's token request itself (boot-script.ts).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { bootScriptTag } from "./boot-script";

interface RoutePreload {
  pattern: string;
  js: string[];
  css: string[];
}

export interface PageHtml {
  html: string;
  etag: string;
}

const page = (html: string): PageHtml => ({
  html,
  etag: `"${createHash("sha1").update(html).digest("base64url").slice(0, 20)}"`,
});

/** `/admin/talent/edit/:id` → a RegExp for the path (a trailing slash allowed). */
const matcher = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}/?$`);

function build(clientDir: string, apiPrefix: string) {
  // the early token request goes first in <head> (after the charset), before the entry's and the
  // route's scripts
  const built = readFileSync(join(clientDir, "index.html"), "utf8");
  const first = /<meta charset[^>]*>/i.exec(built) ?? /<head>/i.exec(built);
  const index = first
    ? built.replace(first[0], `${first[0]}\n    ${bootScriptTag(apiPrefix)}`)
    : built;
  const mapFile = join(clientDir, ".vite/route-preloads.json");
  const list = existsSync(mapFile)
    ? (JSON.parse(readFileSync(mapFile, "utf8")) as RoutePreload[])
    : [];
  // a pattern listed twice (a list page and its dialog child) takes both sets
  const byPattern = new Map<string, { js: Set<string>; css: Set<string> }>();
  for (const r of list) {
    const got = byPattern.get(r.pattern) ?? { js: new Set(), css: new Set() };
    r.js.forEach((f) => got.js.add(f));
    r.css.forEach((f) => got.css.add(f));
    byPattern.set(r.pattern, got);
  }
  const plain = page(index);
  const routes = [...byPattern].map(([pattern, files]) => {
    const links = [
      ...[...files.js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      // crossorigin as the app's own <link rel="stylesheet" crossorigin> for a route's CSS: a
      // preload in another credentials mode is not used, and the file was fetched twice
      ...[...files.css].map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
    ].join("\n    ");
    const html = index.includes("</head>")
      ? index.replace("</head>", `  ${links}\n  </head>`)
      : index;
    return { test: matcher(pattern), page: page(html) };
  });
  return (path: string) => routes.find((r) => r.test.test(path))?.page ?? plain;
}

/** A function from a URL path to its page, rebuilt when a new client build lands. */
export function pageHtmlFor(clientDir: string, apiPrefix: string): (path: string) => PageHtml {
  let stamp = "";
  let lookup: (path: string) => PageHtml = () => page("");
  const mtime = (file: string) => (existsSync(file) ? statSync(file).mtimeMs : 0);
  return (path) => {
    const now = `${mtime(join(clientDir, "index.html"))}:${mtime(join(clientDir, ".vite/route-preloads.json"))}`;
    if (now !== stamp) {
      // a build being written (index.html missing for a moment) keeps the last good pages
      try {
        lookup = build(clientDir, apiPrefix);
        stamp = now;
      } catch {
        /* next request tries again */
      }
    }
    return lookup(path);
  };
}
