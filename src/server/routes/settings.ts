// GET/PUT /settings/kas and GET /settings/rates (any signed-in user: the order form previews
// shares with them); PUT /settings/rates owner only (RULES.md D3).
import type { App } from "../types";
import { settingsApi } from "../../contract/api/settings";
import { columnFilterValues } from "../../contract/column-filters";
import { KAS_HISTORY_FILTERS } from "../../contract/settings";
import { getSettings } from "../../db/repositories/settings";
import { listKasChanges } from "../../db/repositories/audit";
import { ratesOf, setKas, setRates } from "../usecases/settings";
import { implement } from "./implement";

export default async function settingsRoutes(app: App) {
  implement(app, settingsApi, {
    getKas: async () => {
      const { kas, kas_version } = await getSettings(app.db);
      return { data: { kas, version: kas_version } };
    },
    setKas: async (req) => ({ data: await setKas(app.db, req.user.id, req.body) }),
    // Beyond the spec: who changed kas, when, from what to what (the audit log).
    kasHistory: async (req) => {
      const q = req.query;
      const dated = q.start_date || q.end_date;
      const { rows, totalRows } = await listKasChanges(
        app.db,
        {
          columns: columnFilterValues(q, KAS_HISTORY_FILTERS),
          days: { start: q.start_date, end: q.end_date },
          // the days are the agency's (settings.time_zone)
          timeZone: dated ? (await getSettings(app.db)).time_zone : undefined,
        },
        { page: q.page, limit: q.limit },
      );
      return { data: rows, totalRows, page: q.page, limit: q.limit };
    },
    getRates: async () => ({ data: ratesOf(await getSettings(app.db)) }),
    setRates: async (req) => ({ data: await setRates(app.db, req.user.id, req.body) }),
    agency: async () => ({ data: { agency_name: app.config.agencyName } }),
  });
}
