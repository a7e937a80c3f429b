import type { FastifyRequest } from "fastify";

/**
 * A reset link (`/reset-password?token=…`) opens the client route, and the request log wrote its
 * query string: anyone reading the logs could set the user's password within the hour. The
 * query of a reset-password path, and a `token` parameter anywhere, never reach the log.
 */
function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const path = url.slice(0, q);
  if (/reset-password/i.test(safeDecode(path))) return `${path}?[redacted]`;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return /token/i.test(safeDecode(key)) ? `${key}=[redacted]` : pair;
    });
  return `${path}?${query.join("&")}`;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Fastify's default request serializer with the URL redacted. */
export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
