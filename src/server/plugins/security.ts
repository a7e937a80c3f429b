import fp from "fastify-plugin";
import type { FastifyReply } from "fastify";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { BOOT_SCRIPT_CSP } from "../boot-script";
import { USER_MESSAGES } from "../../contract/values";

const XSRF_COOKIE = "XSRF-TOKEN";
const XSRF_HEADER = "x-xsrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const CSP = [
  "default-src 'self'",
  // wasm-unsafe-eval: the PDF preview's layout engine (yoga) is WebAssembly; no JS eval. The one
  // inline script is the page's early token request (boot-script.ts), allowed by its hash.
  `script-src 'self' 'wasm-unsafe-eval' ${BOOT_SCRIPT_CSP}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // data: the preview's WebAssembly layout engine is fetched from a data: URL
  "connect-src 'self' data:",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

function same(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The headers every answer carries (also set by the framework-error path, which runs no hooks). */
export function setSecurityHeaders(reply: FastifyReply, cookieSecure: boolean) {
  reply.header("X-Content-Type-Options", "nosniff");
  reply.header("X-Frame-Options", "DENY");
  reply.header("Referrer-Policy", "same-origin");
  reply.header("Cross-Origin-Opener-Policy", "same-origin");
  reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  reply.header("Content-Security-Policy", CSP);
  if (cookieSecure) reply.header("Strict-Transport-Security", "max-age=31536000");
}

/**
 * Security headers on every answer, and the double-submit XSRF check on every state-changing
 * method whatever the path: deciding by a URL prefix let `/%61pi/...` (decoded by the router to
 * `/api/...`) through. Pages and images are only read, so nothing legitimate is refused.
 */
export default fp(async function security(app) {
  app.addHook("onRequest", async (req, reply) => {
    const cookie = req.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString("base64url"), {
        path: "/",
        sameSite: "strict",
        secure: app.config.cookieSecure,
        httpOnly: false, // the client must read it to echo it
      });
    }
    if (SAFE_METHODS.has(req.method)) return;
    const header = req.headers[XSRF_HEADER];
    if (!cookie || typeof header !== "string" || !same(cookie, header)) {
      return reply.status(403).send({ message: USER_MESSAGES.xsrf });
    }
  });

  app.addHook("onSend", async (_req, reply) => {
    setSecurityHeaders(reply, app.config.cookieSecure);
  });
});
