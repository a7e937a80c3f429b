import type { App } from "../types";
import { SERVICE_FILTERS, SERVICE_MESSAGES as MSG } from "../../contract/services";
import { columnFilterValues } from "../../contract/column-filters";
import { servicesApi, subServicesApi } from "../../contract/api/services";
import * as services from "../../db/repositories/services";
import * as subServices from "../../db/repositories/sub-services";
import * as serviceCases from "../usecases/services";
import { notFound } from "../http-error";
import { sendCsv, toCsv } from "../csv";
import { implement } from "./implement";

/** /services and /subServices: the service catalog. */
export default async function servicesRoutes(app: App) {
  implement(app, servicesApi, {
    list: async (req) =>
      services.listServices(app.db, {
        search: req.query.search_query,
        page: req.query.page,
        limit: req.query.limit,
        sort: { by: req.query.sort_by, dir: req.query.sort_order },
        filters: columnFilterValues(req.query, SERVICE_FILTERS),
      }),

    byId: async (req) => {
      const service = await services.findService(app.db, req.params.id);
      if (!service) throw notFound(MSG.notFound);
      return { result: service };
    },

    create: async (req) => {
      const result = await serviceCases.createService(app.db, req.user.id, req.body.name);
      return { message: MSG.created, result };
    },

    update: async (req) => {
      const result = await serviceCases.updateService(app.db, req.user.id, req.params.id, req.body);
      return { message: MSG.updated, result };
    },

    remove: async (req) => {
      await serviceCases.deleteService(app.db, req.user.id, req.params.id);
      return { message: MSG.deleted };
    },

    exportCsv: async (req, reply) => {
      const rows = await services.listAllServices(app.db, req.query.search_query);
      const csv = toCsv(
        ["No", "Nama Service", "Sub Service"],
        rows.map((s, i) => [i + 1, s.name, s.sub_services.map((ss) => ss.name).join(", ")]),
      );
      return sendCsv(reply, "services.csv", csv);
    },
  });

  implement(app, subServicesApi, {
    create: async (req) => {
      const result = await serviceCases.createSubService(app.db, req.user.id, req.body);
      return { message: MSG.subServiceCreated, result };
    },

    list: async (req) =>
      subServices.listSubServices(app.db, {
        search: req.query.search_query,
        servicesId: req.query.services_id,
        page: req.query.page,
        limit: req.query.limit,
      }),
  });
}
