import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../http-error";
import { setSecurityHeaders } from "./security";
import { DB_UNAVAILABLE_MESSAGE, DISK_FULL_MESSAGE, isDbUnavailable } from "../db-faults";
import { isDiskFull } from "../../db/data-dir-lock";
import { NAME_UNIQUE_INDEXES } from "../../db/migrations/0011_unique_names";
import { NAME_TAKEN_MESSAGE } from "../../contract/common";
import { rowRefusal } from "../../contract/row-refusal";
import { fieldMessage } from "../../contract/field-labels";

const NAME_INDEXES: ReadonlySet<string> = new Set(NAME_UNIQUE_INDEXES);

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "Ukuran data terlalu besar",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Tipe konten tidak didukung",
  FST_ERR_CTP_INVALID_JSON_BODY: "Format JSON tidak valid",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Body JSON kosong",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Panjang konten tidak valid",
  FST_REQ_FILE_TOO_LARGE: "Ukuran file terlalu besar (maksimal 5 MB)",
  FST_FILES_LIMIT: "Terlalu banyak file",
  FST_FIELDS_LIMIT: "Terlalu banyak kolom",
  FST_PARTS_LIMIT: "Terlalu banyak bagian form",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "Request harus berupa multipart/form-data",
  FST_ERR_BAD_URL: "Alamat tidak valid (kode persen tidak dikenali)",
  FST_ERR_MAX_PARAM_LENGTH: "Alamat terlalu panjang",
  FST_PROTO_VIOLATION: "Format JSON tidak valid",
  FST_ERR_CTP_INVALID_TYPE: "Tipe konten tidak valid",
  FST_ERR_CTP_INVALID_HANDLER: "Tipe konten tidak didukung",
};

/** Any other framework or plugin refusal: an Indonesian sentence for its status, never its English. */
const STATUS_MESSAGES: Record<number, string> = {
  400: "Permintaan tidak valid",
  401: "Silakan login terlebih dahulu",
  403: "Akses ditolak",
  404: "Alamat tidak ditemukan",
  405: "Metode tidak diizinkan",
  406: "Format jawaban tidak didukung",
  408: "Waktu permintaan habis",
  411: "Panjang konten wajib diisi",
  413: "Ukuran data terlalu besar",
  414: "Alamat terlalu panjang",
  415: "Tipe konten tidak didukung",
  429: "Terlalu banyak percobaan. Coba lagi dalam 1 menit.",
  431: "Header permintaan terlalu besar",
};

/** PostgreSQL constraint errors that a user can cause; the SQL itself never leaves the server. */
const PG_MESSAGES: Record<string, [number, string]> = {
  "23503": [409, "Data masih digunakan oleh data lain, tidak dapat dihapus atau diubah"],
  "23505": [409, "Data sudah ada"],
  "23514": [400, "Nilai tidak memenuhi aturan data"],
  "22003": [400, "Angka di luar batas yang diizinkan"],
  // safety nets: validation refuses these first, naming the field
  "22021": [400, "Teks berisi karakter yang tidak diizinkan"],
  "22P05": [400, "Teks berisi karakter yang tidak diizinkan"],
  "22P02": [400, "Format nilai tidak valid"],
  "22007": [400, "Format tanggal tidak valid"],
  "22008": [400, "Tanggal di luar batas yang diizinkan"],
};

const ZOD_LOCALE_PREFIX = /^(Angka|Input|Kunci|Nilai|Pilihan|String) tidak|^Terlalu (besar|kecil)/;

interface ZodishIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[]; message?: string } };
}

/**
 * A validation refusal in words: the field's label in front of a fragment ("Harga: maksimal
 * Rp 1.000.000.000", RULES.md D6), a whole sentence alone; `field` is the wire path it names.
 */
function validationAnswer(err: FastifyError & { validation?: ZodishIssue[] }): {
  message: string;
  field?: string;
} {
  const issue = err.validation?.[0];
  const zodIssue = issue?.params?.issue;
  const path =
    zodIssue?.path?.join(".") || issue?.instancePath?.replace(/^\//, "").replace(/\//g, ".") || "";
  const msg = zodIssue?.message ?? issue?.message ?? "Input tidak valid";
  // Our own messages are whole sentences ("Semua field harus diisi") and stand alone; zod's
  // locale messages and our lowercase fragments ("wajib diisi") get the field in front.
  const fragment = /^[a-z]/.test(msg) || ZOD_LOCALE_PREFIX.test(msg);
  // a row of a several-rows change (`/cells`) keeps its wire path, whole sentences too, so the
  // grid finds the cell and puts the column's words in front itself (contract/row-refusal.ts)
  const row = /^rows\.(\d+)\b/.exec(path);
  if (row)
    return { message: fragment ? `${path}: ${msg}` : rowRefusal(Number(row[1]), msg), field: path };
  return path && fragment ? { message: fieldMessage(path, msg), field: path } : { message: msg };
}

type AnyError = FastifyError & { validation?: ZodishIssue[]; code?: string };

/**
 * The one mapping from an error to an answer: ours (HttpError) keep their sentence (and the
 * field they name), validation names the field in words and by its wire path (`field`), database constraint codes and framework codes get an Indonesian sentence,
 * anything else is a logged 500 without details.
 */
function errorAnswer(
  err: AnyError,
  log: FastifyBaseLogger,
): { status: number; message: string; field?: string } {
  if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
    return { status: 400, ...validationAnswer(err) };
  }
  if (err instanceof HttpError)
    return { status: err.statusCode, message: err.message, ...(err.field && { field: err.field }) };
  if (isDbUnavailable(err)) {
    log.warn({ code: err.code, msg: err.message }, "database unavailable");
    return { status: 503, message: DB_UNAVAILABLE_MESSAGE };
  }
  if (isDiskFull(err)) {
    log.error({ code: err.code, msg: err.message }, "disk full");
    return { status: 507, message: DISK_FULL_MESSAGE };
  }
  const constraint = (err as { constraint?: string }).constraint;
  if (err.code === "23505" && constraint && NAME_INDEXES.has(constraint))
    return { status: 409, message: NAME_TAKEN_MESSAGE };
  const pg = typeof err.code === "string" ? PG_MESSAGES[err.code] : undefined;
  if (pg) {
    log.warn({ code: err.code, detail: (err as { detail?: string }).detail }, "constraint");
    return { status: pg[0], message: pg[1] };
  }
  const raw = Number(err.statusCode);
  const status = Number.isInteger(raw) && raw >= 400 && raw < 600 ? raw : 500;
  if (status >= 500) {
    log.error(err);
    return { status: 500, message: "Terjadi kesalahan pada server" };
  }
  const message =
    (typeof err.code === "string" && FASTIFY_MESSAGES[err.code]) ||
    STATUS_MESSAGES[status] ||
    STATUS_MESSAGES[400];
  return { status, message };
}

/**
 * Fastify's `frameworkErrors` (a bad percent-encoding such as `%c0`, an over-long parameter)
 * answer before any route or hook: the same mapping and the same security headers.
 */
export function frameworkErrors(cookieSecure: boolean) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const { status, message } = errorAnswer(err, req.log);
    setSecurityHeaders(reply, cookieSecure);
    reply.status(status).send({ message });
  };
}

export default fp(async function errors(app) {
  app.decorate("diskFull", { lastAt: 0 });
  app.setErrorHandler((err: AnyError, req, reply) => {
    const { status, ...answer } = errorAnswer(err, req.log);
    // 503 is only ever ours (a render or hashing queue is full): tell the client when to retry.
    if (err instanceof HttpError && err.retryAfter)
      reply.header("retry-after", String(err.retryAfter));
    else if (status === 503) reply.header("retry-after", "5");
    // /health says so for a while (routes/health.ts): a database's disk is not ours to measure
    if (status === 507) app.diskFull.lastAt = Date.now();
    return reply.status(status).send(answer);
  });
});
