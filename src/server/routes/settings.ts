// GET/PUT /settings/kas (any signed-in user); GET /settings/rates for any signed-in user (the
// order form previews shares with them), PUT /settings/rates owner only (decisions.md §3).
import type { App } from "../types";
import { kasBody, ratesBody } from "../../contract/settings";
import { getSettings } from "../../db/repositories/settings";
import { ratesOf, setKas, setRates } from "../usecases/settings";

export default async function settingsRoutes(app: App) {
  app.get("/kas", { onRequest: app.authenticate }, async () => ({
    data: { kas: (await getSettings(app.db)).kas },
  }));

  app.put("/kas", { onRequest: app.authenticate, schema: { body: kasBody } }, async (req) => ({
    data: { kas: await setKas(app.db, req.user.id, req.body.kas) },
  }));

  app.get("/rates", { onRequest: app.authenticate }, async () => ({
    data: ratesOf(await getSettings(app.db)),
  }));

  app.put("/rates", { onRequest: app.requireOwner, schema: { body: ratesBody } }, async (req) => ({
    data: await setRates(app.db, req.user.id, req.body),
  }));
}
