// A database that is down, restarting, overloaded or frozen is not a bug of ours: the request
// answers 503 with Retry-After (errors.ts), never a 500.

/** Socket codes and PostgreSQL SQLSTATEs that mean "the database cannot answer now". */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, recovering)
  "53300", // too_many_connections
  "57014", // query_canceled: the statement timeout fired
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** node-postgres's own words for a connection that failed or a server that stopped answering. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error|Client was closed|Cannot use a pool after calling end/i;

export function isDbUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown; errors?: unknown[] } | null;
  if (!e || typeof e !== "object") return false;
  if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  return Array.isArray(e.errors) && e.errors.some(isDbUnavailable);
}

export const DB_UNAVAILABLE_MESSAGE =
  "Database sedang tidak dapat dihubungi. Coba lagi sebentar lagi.";

/** 507: a write the disk had no room for (data-dir-lock.ts isDiskFull); nothing was saved. */
export const DISK_FULL_MESSAGE =
  "Penyimpanan server penuh: perubahan tidak disimpan. Kosongkan disk server lalu coba lagi.";
