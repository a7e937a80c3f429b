import type { App } from "../types";
import { SERVICE_FILTERS, SERVICE_MESSAGES as MSG } from "../../contract/services";
import { servicesApi, subServicesApi } from "../../contract/api/services";
import * as serviceCases from "../usecases/services";
import { exportRoute } from "../export/list-export";
import { implement } from "./implement";
import { catalogEdits, catalogListQuery } from "./catalog";

/** /services and /subServices: the service catalog. */
export default async function servicesRoutes(app: App) {
  implement(app, servicesApi, {
    list: async (req) =>
      serviceCases.listServices(
        app.db,
        catalogListQuery(req.query, req.query.search_query, SERVICE_FILTERS),
      ),

    byId: async (req) => ({ result: await serviceCases.getService(app.db, req.params.id) }),

    create: async (req) => {
      const result = await serviceCases.createService(app.db, req.user.id, req.body.name);
      return { message: MSG.created, result };
    },

    ...catalogEdits(
      app.db,
      { update: serviceCases.updateService, remove: serviceCases.deleteService },
      MSG,
      (message, result) => ({ message, result }),
    ),

    exportCsv: exportRoute(app, "services", { file: "services", sheet: "Services" }),
  });

  implement(app, subServicesApi, {
    create: async (req) => {
      const result = await serviceCases.createSubService(app.db, req.user.id, req.body);
      return { message: MSG.subServiceCreated, result };
    },

    list: async (req) =>
      serviceCases.listSubServices(app.db, {
        search: req.query.search_query,
        servicesId: req.query.services_id,
        page: req.query.page,
        limit: req.query.limit,
      }),
  });
}
