import Fastify from "fastify";
import { randomBytes } from "node:crypto";
import { loadConfig } from "./config";
import { prepareDatabase } from "./start";
import { isDiskFull, StartError } from "../db/data-dir-lock";
import app, { serverOptions } from "./app";

// Only listens: everything the server does lives in app.ts.
let loadedDataDir = "DATA_DIR";

async function main() {
  const config = loadConfig();
  loadedDataDir = config.databaseUrl ? "database PostgreSQL" : config.dataDir;
  const db = await prepareDatabase(config);
  const server = Fastify(serverOptions(config));
  const backupToken = randomBytes(24).toString("base64url");
  await server.register(app, { db, config, backupToken });

  const shutdown = async () => {
    await server.close();
    await db.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);

  try {
    await server.listen({ port: config.port, host: config.host });
  } catch (err) {
    await db.close();
    if ((err as NodeJS.ErrnoException).code === "EADDRINUSE")
      throw new StartError(`Port ${config.port} sudah dipakai proses lain (ubah PORT).`);
    throw err;
  }
  db.lock?.setServer(config.port, backupToken);
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`;
  console.log(`\nKas Talenta siap di ${url}/login`);
  console.log(
    `Masuk sebagai owner: ${config.ownerEmail} / ${process.env.OWNER_PASSWORD ? "(OWNER_PASSWORD)" : config.ownerPassword}\n`,
  );
}

main().catch((err) => {
  // an operator's mistake (folder in use, disk full, settings) is one line; anything else a stack
  if (err instanceof StartError) console.error(`Gagal memulai: ${err.message}`);
  // a disk that fills during migrations or the first seed: one line too, never a stack
  else if (isDiskFull(err))
    console.error(`Gagal memulai: Disk penuh: tidak dapat menulis ke ${loadedDataDir}.`);
  else console.error(err);
  process.exit(1);
});
