// The first thing a served page does, before any of its code has arrived: ask for the session's
// access token (GET /users/token with the refresh cookie). The app takes that answer instead of
// asking again (client/lib/http.ts `refreshAccessToken`). Without it the call left only once the
// entry's chunks had been fetched, parsed and run (~420 ms into a cold load at 1× CPU here), and
// every list call waits for the token.
import { createHash } from "node:crypto";

/**
 * The script's text is the same on every page and for every API prefix (the URL is in the tag's
 * `data-token`), so the Content-Security-Policy can allow exactly this text by its hash.
 */
const BOOT_SCRIPT =
  "(function(s){var p=fetch(s.dataset.token,{credentials:'include'})" +
  // the body is read here too: read by the app, it came after React's first render
  ".then(function(r){return r.json().catch(function(){}).then(function(b){return{status:r.status,url:r.url,body:b}})});" +
  "p.catch(function(){});window.__ktSession=p})(document.currentScript)";

/** For script-src: this inline script and no other. */
export const BOOT_SCRIPT_CSP = `'sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;

const attr = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The tag for a page served under `apiPrefix`. */
export function bootScriptTag(apiPrefix: string) {
  const url = attr(`${apiPrefix}/users/token`);
  return (
    `<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="high" href="${url}">` +
    `<script data-token="${url}">${BOOT_SCRIPT}</script>`
  );
}
