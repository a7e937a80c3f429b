// POST /grid-export/:list: any declared grid (contract/lists.ts) as `;` CSV or .xlsx, streamed
// through the one export path (export/list-export.ts) with the grid's chosen columns in their
// order. /print answers the same rows as JSON for the printed table (the grid formats them).
import type { App } from "../types";
import { gridExportApi } from "../../contract/api/grid-export";
import { PRINT_ROW_LIMIT } from "../../contract/lists";
import { exportList } from "../export/list-export";
import { listRows } from "../export/list-rows";
import { implement } from "./implement";

export default async function gridExportRoutes(app: App) {
  implement(app, gridExportApi, {
    export: async (req, reply) =>
      exportList(app, req, reply, { list: req.params.list, ...req.body }),
    print: async (req, reply) => {
      const rows: Record<string, unknown>[] = [];
      const read = await listRows(app, req, reply, { list: req.params.list, ...req.body });
      // one row past the limit tells that there are more; the pages after it are never read
      for await (const chunk of Array.isArray(read.rows) ? [read.rows] : read.rows) {
        rows.push(...chunk);
        if (rows.length > PRINT_ROW_LIMIT) break;
      }
      const truncated = rows.length > PRINT_ROW_LIMIT;
      return { data: { rows: rows.slice(0, PRINT_ROW_LIMIT), truncated, limit: PRINT_ROW_LIMIT } };
    },
  });
}
