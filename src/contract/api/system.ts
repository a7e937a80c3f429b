// Health check and the API's own documents.
import { z } from "../common";
import { endpoint, file } from "../endpoint";

export const systemApi = {
  health: endpoint({
    method: "GET",
    path: "/health",
    responses: {
      200: z.object({
        status: z.literal("ok"),
        database: z.enum(["pglite", "postgresql"]),
      }),
    },
    access: "public",
    summary:
      "Server dan database menjawab; 503 dengan pesan yang menyebut bagian yang mati (database)",
  }),
  openapi: endpoint({
    method: "GET",
    path: "/openapi.json",
    responses: { 200: file("application/json") },
    access: "public",
    summary: "Dokumen OpenAPI 3.1 API ini, dibuat dari kontrak",
  }),
  docs: endpoint({
    method: "GET",
    path: "/docs",
    responses: { 200: file("text/html") },
    access: "public",
    summary: "Dokumen API yang bisa dibaca (HTML)",
  }),
};
