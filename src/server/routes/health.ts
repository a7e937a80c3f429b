import type { App } from "../types";
import { systemApi } from "../../contract/api/system";
import { implement } from "./implement";
import { HttpError } from "../http-error";
import { databaseHealth, diskHealth } from "../usecases/health";

export default async function healthRoutes(app: App) {
  implement(
    app,
    { health: systemApi.health },
    {
      health: async () => {
        const { database, error } = await databaseHealth(app.db);
        if (error) {
          app.log.warn({ err: error }, "health: database down");
          throw new HttpError(
            503,
            `Server API berjalan, tetapi database (${database === "postgresql" ? "PostgreSQL" : "PGlite"}) tidak menjawab.`,
          );
        }
        const disk = await diskHealth(app.db, app.config.dataDir, app.diskFull.lastAt);
        if (disk.full)
          throw new HttpError(
            507,
            `Server API berjalan, tetapi disk penuh: perubahan tidak dapat disimpan` +
              `${disk.free_mb === null ? "" : ` (sisa ${disk.free_mb} MB di folder data)`}.`,
          );
        return { status: "ok" as const, database, disk };
      },
    },
  );
}
