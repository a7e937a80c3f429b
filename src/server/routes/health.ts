import type { App } from "../types";
import { systemApi } from "../../contract/api/system";
import { implement } from "./implement";

export default async function healthRoutes(app: App) {
  implement(
    app,
    { health: systemApi.health },
    {
      health: async () => {
        await app.db.query("SELECT 1");
        return { status: "ok" as const };
      },
    },
  );
}
