import type { App } from "../types";
import { importsApi } from "../../contract/api/imports";
import { IMPORT_MESSAGES } from "../../contract/imports";
import * as cases from "../usecases/imports";
import { sendTable } from "../export/table-export";
import { readImport } from "../imports/upload";
import { implement } from "./implement";

/** /imports: bookings from a spreadsheet or a pasted block; owners and admins alike. */
export default async function importsRoutes(app: App) {
  implement(app, importsApi, {
    orders: async (req, reply) => {
      const { sheet, opts } = await readImport(req);
      reply.code(201);
      return cases.importOrders(app.db, req.user, sheet, opts);
    },
    list: async (req) => cases.listImports(app.db, req.query),
    byId: async (req) => ({ data: await cases.getImport(app.db, req.params.id) }),
    // the failed rows as the file had them, plus why: fixable and importable again
    errors: async (req, reply) => {
      const failed = await cases.failedRows(app.db, req.params.id);
      return sendTable(reply, "xlsx", {
        fileName: `impor-${req.params.id}-gagal`,
        sheet: "Baris gagal",
        columns: [
          ...failed.headers.map((header, i) => ({
            header,
            value: (r: (typeof failed.rows)[number]) => r.cells[i] ?? "",
          })),
          { header: "Kesalahan", value: (r: (typeof failed.rows)[number]) => r.message, width: 60 },
        ],
        rows: failed.rows,
      });
    },
    undo: async (req) => ({
      message: IMPORT_MESSAGES.undoneOk(await cases.undoImport(app.db, req.user, req.params.id)),
    }),
  });
}
