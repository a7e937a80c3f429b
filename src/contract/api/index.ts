// Every endpoint of the API, by resource: the server registers each of them (the contract
// walk test checks it), and GET /api/openapi.json is generated from this list.
import { ordersApi } from "./orders";
import { orderReportsApi } from "./order-reports";
import { pdfApi } from "./pdf";
import { summaryApi } from "./summary";
import { weeklyApi } from "./weekly";
import { rekapApi } from "./rekap";
import { servicesApi, subServicesApi } from "./services";
import { settingsApi } from "./settings";
import { systemApi } from "./system";
import { talentCategoriesApi, talentsApi } from "./talents";
import { usersApi } from "./users";
import { auditApi } from "./audit";
import { orderExportApi } from "./order-export";
import { gridLayoutsApi } from "./grid-layouts";
import { gridViewsApi } from "./grid-views";
import { gridExportApi } from "./grid-export";
import { payoutsApi, periodsApi } from "./payouts";
import { eventsApi } from "./events";
import { slipsApi } from "./slips";
import { importsApi } from "./imports";
import { analysisApi } from "./analysis";

export const api = {
  system: systemApi,
  users: usersApi,
  orders: ordersApi,
  orderReports: orderReportsApi,
  summary: summaryApi,
  weekly: weeklyApi,
  rekap: rekapApi,
  pdf: pdfApi,
  settings: settingsApi,
  services: servicesApi,
  subServices: subServicesApi,
  talents: talentsApi,
  talentCategories: talentCategoriesApi,
  audit: auditApi,
  orderExport: orderExportApi,
  gridLayouts: gridLayoutsApi,
  gridViews: gridViewsApi,
  gridExport: gridExportApi,
  payouts: payoutsApi,
  periods: periodsApi,
  events: eventsApi,
  slips: slipsApi,
  imports: importsApi,
  analysis: analysisApi,
};
