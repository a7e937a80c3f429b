import type { App } from "../types";

export default async function healthRoutes(app: App) {
  app.get("/health", async () => {
    await app.db.query("SELECT 1");
    return { status: "ok" };
  });
}
