// Every endpoint of the API, by resource: the server registers each of them (the contract
// walk test checks it), and GET /api/openapi.json is generated from this list.
import { orderReportsApi } from "./order-reports";
import { rekapApi } from "./rekap";
import { servicesApi, subServicesApi } from "./services";

export const api = {
  services: servicesApi,
  subServices: subServicesApi,
  orderReports: orderReportsApi,
  rekap: rekapApi,
};
