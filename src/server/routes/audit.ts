// GET /audit/order/:id: one order's history (the detail popup's 'Riwayat' tab), any signed-in
// user. GET /audit: every money change, paged and filtered, owners only.
import type { App } from "../types";
import { idParams } from "../../contract/common";
import { auditListQuery } from "../../contract/audit";
import { listAudit, orderHistory } from "../usecases/audit";

export default async function auditRoutes(app: App) {
  app.get(
    "/order/:id",
    { onRequest: app.authenticate, schema: { params: idParams } },
    async (req) => ({ result: await orderHistory(app.db, req.params.id) }),
  );

  app.get("/", { onRequest: app.requireOwner, schema: { querystring: auditListQuery } }, (req) =>
    listAudit(app.db, req.query),
  );
}
