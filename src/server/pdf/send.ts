import type { FastifyReply } from "fastify";

/**
 * A header-safe file name: quotes, backslashes, control and non-ASCII characters become `_`
 * in the plain `filename`; `filename*` (RFC 6266/5987) carries the exact UTF-8 name.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", contentDisposition(fileName))
    .header("cache-control", "no-store")
    .send(pdf);
}
