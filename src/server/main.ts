import Fastify from "fastify";
import { loadConfig } from "./config";
import { prepareDatabase } from "./start";
import app, { serverOptions } from "./app";

// Only listens: everything the server does lives in app.ts.
const config = loadConfig();
const db = await prepareDatabase(config);
const server = Fastify(serverOptions(config));
await server.register(app, { db, config });

const shutdown = async () => {
  await server.close();
  await db.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

await server.listen({ port: config.port, host: config.host });
const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`;
console.log(`\nKas Talenta siap di ${url}/login`);
console.log(
  `Masuk sebagai owner: ${config.ownerEmail} / ${process.env.OWNER_PASSWORD ? "(OWNER_PASSWORD)" : config.ownerPassword}\n`,
);
