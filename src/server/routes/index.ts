import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import healthRoutes from "./health";
import usersRoutes from "./users";

/** Every API route file, mounted under the API prefix with the spec's paths. */
export async function apiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(healthRoutes);
  await app.register(usersRoutes, { prefix: "/users" });
}
