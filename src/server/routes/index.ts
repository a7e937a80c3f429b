import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import healthRoutes from "./health";
import usersRoutes from "./users";

/** Every API route file, mounted under the API prefix with the spec's paths. */
export async function apiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(healthRoutes);
  await app.register(usersRoutes, { prefix: "/users" });
  await app.register(import("./orders"), { prefix: "/order" });
  await app.register(import("./order-reports"), { prefix: "/order" });
  await app.register(import("./reports"), { prefix: "/report" });
  await app.register(import("./weekly"), { prefix: "/weekly" });
  await app.register(import("./rekap"), { prefix: "/rekap" });
  await app.register(import("./settings"), { prefix: "/settings" });
  await app.register(import("./services"), { prefix: "/services" });
  await app.register(import("./sub-services"), { prefix: "/subServices" });
  await app.register(import("./talents"), { prefix: "/talent" });
  await app.register(import("./talent-categories"), { prefix: "/talentCategories" });
}
