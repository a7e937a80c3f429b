import type { App } from "../types";
import { idParams } from "../../contract/common";
import {
  SERVICE_MESSAGES as MSG,
  createServiceBody,
  exportServicesQuery,
  getServicesQuery,
  updateServiceBody,
} from "../../contract/services";
import * as services from "../../db/repositories/services";
import * as serviceCases from "../usecases/services";
import { notFound } from "../http-error";
import { sendCsv, toCsv } from "../csv";

/** /services: the service catalog. Owners and admins alike. */
export default async function servicesRoutes(app: App) {
  // One hook for the whole file, so no route can forget it; onRequest also answers 401
  // before the body is validated.
  app.addHook("onRequest", app.authenticate);

  app.get("/getServices", { schema: { querystring: getServicesQuery } }, async (req) =>
    services.listServices(app.db, {
      search: req.query.search_query,
      page: req.query.page,
      limit: req.query.limit,
      sort: { by: req.query.sort_by, order: req.query.sort_order },
    }),
  );

  app.get("/getServiceById/:id", { schema: { params: idParams } }, async (req) => {
    const service = await services.findService(app.db, req.params.id);
    if (!service) throw notFound(MSG.notFound);
    return { result: service };
  });

  app.post("/createServices", { schema: { body: createServiceBody } }, async (req, reply) => {
    const result = await serviceCases.createService(app.db, req.user.id, req.body.name);
    return reply.status(201).send({ message: MSG.created, result });
  });

  app.put("/:id", { schema: { params: idParams, body: updateServiceBody } }, async (req) => {
    const result = await serviceCases.updateService(app.db, req.user.id, req.params.id, req.body);
    return { message: MSG.updated, result };
  });

  app.delete("/:id", { schema: { params: idParams } }, async (req) => {
    await serviceCases.deleteService(app.db, req.user.id, req.params.id);
    return { message: MSG.deleted };
  });

  app.get("/export", { schema: { querystring: exportServicesQuery } }, async (req, reply) => {
    const rows = await services.listAllServices(app.db, req.query.search_query);
    const csv = toCsv(
      ["No", "Nama Service", "Sub Service"],
      rows.map((s, i) => [i + 1, s.name, s.sub_services.map((ss) => ss.name).join(", ")]),
    );
    return sendCsv(reply, "services.csv", csv);
  });
}
