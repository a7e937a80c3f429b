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
import pdfRoutes from "./pdf";
import servicesRoutes from "./services";
import subServicesRoutes from "./sub-services";
import talentsRoutes from "./talents";
import talentCategoriesRoutes from "./talent-categories";

/** Every API route file, mounted under the API prefix with the spec's paths. */
export async function apiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(healthRoutes);
  await app.register(usersRoutes, { prefix: "/users" });
  await app.register(ordersRoutes, { prefix: "/order" });
  await app.register(orderReportsRoutes, { prefix: "/order" });
  await app.register(reportsRoutes, { prefix: "/report" });
  await app.register(weeklyRoutes, { prefix: "/weekly" });
  await app.register(rekapRoutes, { prefix: "/rekap" });
  await app.register(settingsRoutes, { prefix: "/settings" });
  await app.register(pdfRoutes);
  await app.register(servicesRoutes, { prefix: "/services" });
  await app.register(subServicesRoutes, { prefix: "/subServices" });
  await app.register(talentsRoutes, { prefix: "/talent" });
  await app.register(talentCategoriesRoutes, { prefix: "/talentCategories" });
}
