// /imports: bookings brought in from a spreadsheet or a pasted block, as audited batches.
import { idParams, messageResponse } from "../common";
import { endpoint, file } from "../endpoint";
import {
  importAnswer,
  importBatch,
  importBatchPage,
  importJsonBody,
  importListQuery,
} from "../imports";
import { z } from "../common";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const importsApi = {
  orders: endpoint("POST /imports/orders", {
    body: importJsonBody,
    bodyKind: "multipart",
    created: importAnswer,
    summary:
      "Impor order: multipart `file` (.xlsx, .csv, .tsv) + field mapping, create_missing, mode, dry_run; atau JSON {rows} dari blok yang ditempel. dry_run=true: pratinjau tanpa menulis",
  }),
  list: endpoint("GET /imports", {
    query: importListQuery,
    ok: importBatchPage,
    summary: "Daftar impor, terbaru dulu",
  }),
  byId: endpoint("GET /imports/:id", {
    params: idParams,
    ok: z.object({ data: importBatch }),
    summary: "Satu impor: siapa, kapan, file, jumlah baris",
  }),
  errors: endpoint("GET /imports/:id/errors", {
    params: idParams,
    ok: file(XLSX_TYPE),
    summary: "Baris yang gagal (.xlsx): kolom asli + Kesalahan, bisa diperbaiki dan diimpor lagi",
  }),
  undo: endpoint("DELETE /imports/:id", {
    params: idParams,
    ok: messageResponse,
    summary:
      "Batalkan impor: hapus order-nya selama bulannya terbuka dan belum diubah (409 jika tidak)",
  }),
};
