// GET /order/export: every order the list's filters, search and sort select (no paging, no
// search cap; the ticked `ids` only when sent) through the one export path; `columns` picks the
// declared order columns (contract/list-columns.ts) in the grid's order.
import type { App } from "../types";
import { orderExportApi } from "../../contract/api/order-export";
import { LIST_COLUMNS } from "../../contract/list-columns";
import { exportList } from "../export/list-export";
import { implement } from "./implement";

export default async function orderExportRoutes(app: App) {
  const declared = LIST_COLUMNS.orders!;
  implement(app, orderExportApi, {
    export: async (req, reply) => {
      const { format, columns, ...query } = req.query;
      return exportList(app, req, reply, {
        list: "orders",
        query,
        checked: true,
        format,
        columns: columns?.length
          ? columns.map((f) => declared.find((c) => c.field === f)!)
          : declared,
      });
    },
  });
}
