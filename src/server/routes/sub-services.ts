import type { App } from "../types";
import {
  SERVICE_MESSAGES as MSG,
  createSubServiceBody,
  getSubServicesQuery,
} from "../../contract/services";
import * as subServices from "../../db/repositories/sub-services";
import * as serviceCases from "../usecases/services";

/** /subServices: adding one sub-service and the flat sub-service list. */
export default async function subServicesRoutes(app: App) {
  // One hook for the whole file, so no route can forget it.
  app.addHook("onRequest", app.authenticate);

  app.post("/create", { schema: { body: createSubServiceBody } }, async (req, reply) => {
    const result = await serviceCases.createSubService(app.db, req.user.id, req.body);
    return reply.status(201).send({ message: MSG.subServiceCreated, result });
  });

  app.get("/getSubServices", { schema: { querystring: getSubServicesQuery } }, async (req) =>
    subServices.listSubServices(app.db, {
      search: req.query.search_query,
      servicesId: req.query.services_id,
      page: req.query.page,
      limit: req.query.limit,
    }),
  );
}
