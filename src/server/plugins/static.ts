import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import fastifyStatic from "@fastify/static";
import { existsSync } from "node:fs";
import { findImage } from "../../db/repositories/images";
import { pageHtmlFor } from "../page-html";
import { join, relative, sep } from "node:path";

// Vite names every file under assets/ by its content hash: a changed file gets a new name, so
// browsers may keep these for a year without asking. index.html names the current hashes and
// must be revalidated on every load.
const HASHED_ASSET = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** The built client, uploaded proof images, and the SPA fallback for client routes. */
export default fp(async function staticFiles(app) {
  const { clientDir, apiPrefix } = app.config;
  // Proof images come from the database (every instance sees them); a name never changes its
  // bytes, so the name is the ETag. Signed-in users only (payment receipts are personal data):
  // no-cache so a browser asks again, and the cookie is checked, on every view (a 304 is cheap).
  app.get<{ Params: { name: string } }>(
    "/images/:name",
    { preHandler: app.authenticateImage },
    async (req, reply) => {
      const image = await findImage(app.db, req.params.name);
      if (!image) return reply.status(404).send({ message: "Alamat tidak ditemukan" });
      const etag = `"${image.name}"`;
      reply
        .header("Cache-Control", "private, no-cache")
        .header("ETag", etag)
        .header("Last-Modified", new Date(image.created_at).toUTCString());
      if (req.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply.type(image.content_type).send(Buffer.from(image.bytes));
    },
  );

  const hasClient = existsSync(join(clientDir, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      wildcard: true,
      index: false,
      // The plugin's own max-age=0 would override ours (also on the SPA fallback's sendFile).
      cacheControl: false,
      // the build's .br / .gz beside each asset (src/server/precompress.ts), by Accept-Encoding
      preCompressed: true,
      // dist/.vite holds the build's chunk maps (with the build machine's paths): not for browsers
      dotfiles: "ignore",
      setHeaders: (res, filePath) =>
        res.header(
          "Cache-Control",
          relative(clientDir, filePath).startsWith(`assets${sep}`) ? HASHED_ASSET : REVALIDATE,
        ),
    });
  }
  const pageHtml = hasClient ? pageHtmlFor(clientDir, apiPrefix) : undefined;
  /** index.html with the route's preload links; revalidated on every load (ETag → 304). */
  const sendPage = (req: FastifyRequest, reply: FastifyReply, path: string) => {
    const { html, etag } = pageHtml!(path);
    reply.type("text/html").header("Cache-Control", REVALIDATE).header("ETag", etag);
    if (req.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.send(html);
  };
  if (hasClient) {
    // The landing page (RULES.md D5) at the root URL: the wildcard route would refuse the
    // directory itself with a 403.
    app.get("/", (req, reply) => sendPage(req, reply, "/"));
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0];
    const isPage =
      req.method === "GET" &&
      !path.startsWith(apiPrefix) &&
      !path.startsWith("/assets/") &&
      !path.startsWith("/images/");
    if (hasClient && isPage) return sendPage(req, reply, path);
    return reply.status(404).send({ message: "Alamat tidak ditemukan" });
  });
});
