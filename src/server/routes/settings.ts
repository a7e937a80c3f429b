// GET/PUT /settings/kas and GET /settings/rates (any signed-in user: the order form previews
// shares with them); PUT /settings/rates owner only (RULES.md D3).
import { periodFromWire } from "../../contract/list-query";
import type { App } from "../types";
import { settingsApi } from "../../contract/api/settings";
import { columnFilterValues } from "../../contract/column-filters";
import { KAS_HISTORY_FILTERS } from "../../contract/settings";
import * as settingsCases from "../usecases/settings";
import { implement } from "./implement";

export default async function settingsRoutes(app: App) {
  implement(app, settingsApi, {
    getKas: async () => ({ data: await settingsCases.getKas(app.db) }),
    setKas: async (req) => ({ data: await settingsCases.setKas(app.db, req.user.id, req.body) }),
    // Beyond the spec: who changed kas, when, from what to what (the audit log).
    kasHistory: async (req) => {
      const q = req.query;
      const { rows, totalRows } = await settingsCases.kasHistory(
        app.db,
        {
          columns: columnFilterValues(q, KAS_HISTORY_FILTERS),
          days: periodFromWire(q),
        },
        { page: q.page, limit: q.limit },
      );
      return { data: rows, totalRows, page: q.page, limit: q.limit };
    },
    getRates: async () => ({ data: await settingsCases.getRates(app.db) }),
    setRates: async (req) => ({
      data: await settingsCases.setRates(app.db, req.user.id, req.body),
    }),
    agency: async () => ({ data: { agency_name: app.config.agencyName } }),
  });
}
