import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import healthRoutes from "./health";
import docsRoutes from "./docs";
import usersRoutes from "./users";
import ordersRoutes from "./orders";
import orderReportsRoutes from "./order-reports";
import summaryRoutes from "./summary";
import weeklyRoutes from "./weekly";
import rekapRoutes from "./rekap";
import settingsRoutes from "./settings";
import pdfRoutes from "./pdf";
import servicesRoutes from "./services";
import talentsRoutes from "./talents";
import talentCategoriesRoutes from "./talent-categories";
import auditRoutes from "./audit";
import orderExportRoutes from "./order-export";
import gridLayoutsRoutes from "./grid-layouts";
import gridViewsRoutes from "./grid-views";
import gridExportRoutes from "./grid-export";
import payoutsRoutes from "./payouts";
import eventsRoutes from "./events";
import slipsRoutes from "./slips";
import importsRoutes from "./imports";
import analysisRoutes from "./analysis";
import { changeOriginHook } from "../events";

/**
 * Every API route file, mounted under the API prefix; each route comes from a contract
 * endpoint (src/contract/api) with its full path and its `access`. This scope's one onRequest
 * hook enforces that access before the body is parsed or anything is validated, so a caller
 * without the right token gets 401/403, never a 400. A route without `access` is refused.
 */
export async function apiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", async (req) => {
    if (req.is404) return;
    const access = req.routeOptions.config.access;
    if (access === "public") return;
    if (access === "owner") return app.requireOwner(req);
    return app.authenticate(req); // "user", and fail closed on a route outside the contract
  });
  // the tab a write comes from, for the change it announces (server/events.ts)
  app.addHook("preHandler", changeOriginHook);

  await app.register(healthRoutes);
  await app.register(docsRoutes);
  await app.register(usersRoutes);
  await app.register(ordersRoutes);
  await app.register(orderReportsRoutes);
  await app.register(summaryRoutes);
  await app.register(weeklyRoutes);
  await app.register(rekapRoutes);
  await app.register(settingsRoutes);
  await app.register(pdfRoutes);
  await app.register(servicesRoutes);
  await app.register(talentsRoutes);
  await app.register(talentCategoriesRoutes);
  await app.register(auditRoutes);
  await app.register(orderExportRoutes);
  await app.register(gridLayoutsRoutes);
  await app.register(gridViewsRoutes);
  await app.register(gridExportRoutes);
  await app.register(importsRoutes);
  await app.register(payoutsRoutes);
  await app.register(eventsRoutes);
  await app.register(slipsRoutes);
  await app.register(analysisRoutes);
}
