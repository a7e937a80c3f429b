import type { FastifyReply } from "fastify";

/**
 * A header-safe file name: quotes, backslashes, control and non-ASCII characters become `_`
 * in the plain `filename`; `filename*` (RFC 6266/5987) carries the exact UTF-8 name.
 */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A name as part of a file name: accents dropped, anything but letters, digits, blanks, `.` and
 * `-` becomes `_`, no leading dots, at most 60 characters; `fallback` when nothing is left. The
 * raw name (slashes, quotes, control characters, right-to-left marks) never reaches the header.
 */
export function fileSlug(name: string, fallback: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 .-]+/g, "_")
    .replace(/\s+/g, " ")
    .replace(/^[\s._]+|[\s_]+$/g, "")
    .slice(0, 60)
    .trim();
  return slug || fallback;
}

export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", contentDisposition(fileName))
    .header("cache-control", "no-store")
    .send(pdf);
}
