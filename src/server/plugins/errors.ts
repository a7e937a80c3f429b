import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { FastifyError } from "fastify";
import { HttpError } from "../http-error";

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
};

/** PostgreSQL constraint errors that a user can cause; the SQL itself never leaves the server. */
const PG_MESSAGES: Record<string, [number, string]> = {
  "23503": [409, "Data masih digunakan oleh data lain, tidak dapat dihapus atau diubah"],
  "23505": [409, "Data sudah ada"],
  "23514": [400, "Nilai tidak memenuhi aturan data"],
  "22003": [400, "Angka di luar batas yang diizinkan"],
};

const ZOD_LOCALE_PREFIX = /^(Angka|Input|Kunci|Nilai|Pilihan|String) tidak|^Terlalu (besar|kecil)/;

interface ZodishIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: (string | number)[]; message?: string } };
}

function validationMessage(err: FastifyError & { validation?: ZodishIssue[] }): string {
  const issue = err.validation?.[0];
  const zodIssue = issue?.params?.issue;
  const path =
    zodIssue?.path?.join(".") || issue?.instancePath?.replace(/^\//, "").replace(/\//g, ".") || "";
  const msg = zodIssue?.message ?? issue?.message ?? "Input tidak valid";
  // Our own messages are whole sentences ("Semua field harus diisi") and stand alone; zod's
  // locale messages and our lowercase fragments ("wajib diisi") get the field in front.
  const fragment = /^[a-z]/.test(msg) || ZOD_LOCALE_PREFIX.test(msg);
  return path && fragment ? `${path}: ${msg}` : msg;
}

export default fp(async function errors(app) {
  app.setErrorHandler(
    (err: FastifyError & { validation?: ZodishIssue[]; code?: string }, req, reply) => {
      if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
        return reply.status(400).send({ message: validationMessage(err) });
      }
      const pg = err.code ? PG_MESSAGES[err.code] : undefined;
      if (pg) {
        req.log.warn({ code: err.code, detail: (err as { detail?: string }).detail }, "constraint");
        return reply.status(pg[0]).send({ message: pg[1] });
      }
      const status = err.statusCode ?? 500;
      // A deliberate 503 (the PDF render queue is full) carries its own message; any other
      // 5xx is a defect and says nothing about its cause.
      if (err instanceof HttpError && status === 503) {
        return reply.status(503).header("retry-after", "5").send({ message: err.message });
      }
      if (status >= 500) {
        req.log.error(err);
        return reply.status(500).send({ message: "Terjadi kesalahan pada server" });
      }
      const message = (err.code && FASTIFY_MESSAGES[err.code]) || err.message;
      return reply.status(status).send({ message });
    },
  );
});
