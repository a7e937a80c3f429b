// Health check and the API's own documents.
import { z } from "../common";
import { endpoint, file } from "../endpoint";

export const systemApi = {
  health: endpoint("GET /health", {
    ok: z.object({
      status: z.literal("ok"),
      database: z.enum(["pglite", "postgresql"]),
      /** free_mb under DATA_DIR (null on PostgreSQL: its disk is the database server's) */
      disk: z.object({ free_mb: z.number().nullable(), full: z.boolean() }),
    }),
    access: "public",
    summary:
      "Server dan database menjawab, disk cukup; 503 (database mati) atau 507 (disk penuh) dengan pesan yang menyebut bagiannya",
  }),
  openapi: endpoint("GET /openapi.json", {
    ok: file("application/json"),
    access: "public",
    summary: "Dokumen OpenAPI 3.1 API ini, dibuat dari kontrak",
  }),
  docs: endpoint("GET /docs", {
    ok: file("text/html"),
    access: "public",
    summary: "Dokumen API yang bisa dibaca (HTML)",
  }),
};
