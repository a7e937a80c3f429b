// /audit: one order's history (the detail popup's 'Riwayat' tab, any signed-in user) and every
// money change, paged and filtered (owners only).
import type { App } from "../types";
import { auditApi } from "../../contract/api/audit";
import { listAudit, orderHistory } from "../usecases/audit";
import { implement } from "./implement";

export default async function auditRoutes(app: App) {
  implement(app, auditApi, {
    orderHistory: async (req) => ({ result: await orderHistory(app.db, req.params.id) }),
    list: async (req) => listAudit(app.db, req.query),
  });
}
