// Order summaries and order reports under /order (the order write path lives in orders.ts):
// GET /order/talents, /order/admins, /order/talent/:id, /order/admin/:id, and each one's
// `/export?format=csv|xlsx` file of the whole filtered, sorted list.
import type { App } from "../types";
import { idParams } from "../../contract/common";
import {
  orderReportExportQuery,
  orderReportQuery,
  orderSummaryExportQuery,
  orderSummaryQuery,
} from "../../contract/reports";
import { listOrderSummaries } from "../../db/repositories/order-summaries";
import { orderReportPage } from "../../db/repositories/order-reports";
import { adminName, talentName } from "../usecases/reports";
import { sendTable } from "../export/table-export";
import { orderReportColumns, orderSummaryColumns } from "../export/report-columns";

/** Every row in one "page": exports hold the whole filtered set. */
const ALL = { page: 0, limit: Number.MAX_SAFE_INTEGER };

export default async function orderReportRoutes(app: App) {
  // onRequest: a missing token is a 401 before any validation runs
  app.addHook("onRequest", app.authenticate);

  for (const by of ["talent", "admin"] as const) {
    app.get(`/${by}s`, { schema: { querystring: orderSummaryQuery } }, async (req) =>
      listOrderSummaries(app.db, by, req.query),
    );

    app.get(
      `/${by}s/export`,
      { schema: { querystring: orderSummaryExportQuery } },
      async (req, reply) => {
        const { format, ...q } = req.query;
        const list = await listOrderSummaries(app.db, by, { ...q, ...ALL });
        return sendTable(reply, format, {
          fileName: `ringkasan-order-${by}`,
          sheet: by === "talent" ? "Ringkasan Talent" : "Ringkasan Admin",
          columns: orderSummaryColumns(by),
          rows: list.result,
        });
      },
    );

    const nameOf = by === "talent" ? talentName : adminName;

    app.get(
      `/${by}/:id`,
      { schema: { params: idParams, querystring: orderReportQuery } },
      async (req) => {
        await nameOf(app.db, req.params.id);
        return orderReportPage(app.db, by, req.params.id, req.query);
      },
    );

    app.get(
      `/${by}/:id/export`,
      { schema: { params: idParams, querystring: orderReportExportQuery } },
      async (req, reply) => {
        const name = await nameOf(app.db, req.params.id);
        const { format, ...q } = req.query;
        const report = await orderReportPage(app.db, by, req.params.id, { ...q, ...ALL });
        return sendTable(reply, format, {
          fileName: `laporan-order-${by}-${name}`,
          sheet: `Laporan ${name}`,
          columns: orderReportColumns,
          rows: report.result,
        });
      },
    );
  }
}
