import type { App } from "../types";
import { systemApi } from "../../contract/api/system";
import { implement } from "./implement";
import { HttpError } from "../http-error";

export default async function healthRoutes(app: App) {
  implement(
    app,
    { health: systemApi.health },
    {
      health: async () => {
        const database = app.db.kind === "pg" ? ("postgresql" as const) : ("pglite" as const);
        try {
          await app.db.query("SELECT 1");
        } catch (err) {
          app.log.warn({ err }, "health: database down");
          throw new HttpError(
            503,
            `Server API berjalan, tetapi database (${database === "postgresql" ? "PostgreSQL" : "PGlite"}) tidak menjawab.`,
          );
        }
        return { status: "ok" as const, database };
      },
    },
  );
}
