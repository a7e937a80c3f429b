import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import healthRoutes from "./health";
import usersRoutes from "./users";
import ordersRoutes from "./orders";
import orderReportsRoutes from "./order-reports";
import reportsRoutes from "./reports";
import weeklyRoutes from "./weekly";
import rekapRoutes from "./rekap";
import settingsRoutes from "./settings";
import servicesRoutes from "./services";
import talentsRoutes from "./talents";
import talentCategoriesRoutes from "./talent-categories";

/**
 * Every API route file, mounted under the API prefix. Contract routes carry their full path
 * and their `access`; this scope's one onRequest hook enforces it before parsing or
 * validation, so a caller without the right token gets 401/403, never a 400.
 */
export async function apiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook("onRequest", async (req) => {
    if (req.is404) return;
    const access = req.routeOptions.config.access;
    if (access === "user") return app.authenticate(req);
    if (access === "owner") return app.requireOwner(req);
  });
  await app.register(healthRoutes);
  await app.register(usersRoutes, { prefix: "/users" });
  await app.register(ordersRoutes, { prefix: "/order" });
  await app.register(orderReportsRoutes);
  await app.register(reportsRoutes, { prefix: "/report" });
  await app.register(weeklyRoutes, { prefix: "/weekly" });
  await app.register(rekapRoutes);
  await app.register(settingsRoutes, { prefix: "/settings" });
  await app.register(servicesRoutes);
  await app.register(talentsRoutes, { prefix: "/talent" });
  await app.register(talentCategoriesRoutes, { prefix: "/talentCategories" });
}
