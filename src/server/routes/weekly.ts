// GET /weekly, GET /weekly/talent/:talentId (the one 1-based paged call of the API) and, beyond
// the spec, GET /weekly/talents (every talent's weeks: the weekly payout list).
import type { App } from "../types";
import { weeklyApi } from "../../contract/api/weekly";
import type { WeekTotals, WeeklyRow } from "../../contract/weekly";
import { toPaged } from "../../db/repositories/paging";
import {
  weeklyRows,
  weeklyTalentRows,
  weeklyTalentsRows,
  weeklyTotals,
} from "../../db/repositories/reports-weekly";
import { anyColumnFilter, columnFilterValues } from "../../contract/column-filters";
import { WEEKLY_TALENTS_FILTERS, WEEK_FILTERS } from "../../contract/filter-fields";
import { talentName } from "../usecases/summary";
import { implement } from "./implement";

export default async function weeklyRoutes(app: App) {
  implement(app, weeklyApi, {
    all: async (req) => {
      const range = { start: req.query.start_date, end: req.query.end_date };
      const columns = columnFilterValues(req.query, WEEK_FILTERS);
      // filtered weeks sum to their own totals; otherwise the range's (one rollup read)
      if (anyColumnFilter(columns)) {
        const data = await weeklyRows(app.db, range, columns);
        return { data, totals: weekTotalsOf(data) };
      }
      return { data: await weeklyRows(app.db, range), totals: await weeklyTotals(app.db, range) };
    },

    talent: async (req) => {
      await talentName(app.db, req.params.talentId); // 404 for an unknown talent
      const { rows, totalRows, all } = await weeklyTalentRows(
        app.db,
        req.params.talentId,
        req.query,
        columnFilterValues(req.query, WEEK_FILTERS),
      );
      return {
        data: rows,
        totalPages: Math.ceil(totalRows / req.query.limit),
        totalRows,
        totals: { page: weekTotalsOf(rows), all },
      };
    },

    talents: async (req) => {
      const q = req.query;
      const { rows, totalRows, totals } = await weeklyTalentsRows(app.db, {
        search: q.search,
        page: q.page,
        limit: q.limit,
        start: q.start_date,
        end: q.end_date,
        sort: { by: q.sort_by, dir: q.sort_order },
        // the status select and the figures' from–to (contract WEEKLY_TALENTS_FILTERS)
        columns: columnFilterValues(q, WEEKLY_TALENTS_FILTERS),
      });
      return {
        ...toPaged(rows, totalRows, q),
        totals: {
          total_income: totals.net_price + totals.tip_talent + totals.tip_admin,
          tip_talent: totals.tip_talent,
          total_talent_share: totals.talent_share,
          talent_fee_plus_tip: totals.talent_share + totals.tip_talent,
          paid: totals.paid,
          outstanding: totals.outstanding,
        },
      };
    },
  });
}

const WEEK_TOTAL_FIELDS = [
  "total_orders",
  "total_income",
  "tip_talent",
  "tip_admin",
  "total_talent_share",
  "talent_fee_plus_tip",
  "total_admin",
  "sisa",
] as const;

/** Sums of the page's weekly rows (server figures; the client adds nothing up). */
function weekTotalsOf(rows: WeeklyRow[]): WeekTotals {
  const out = Object.fromEntries(WEEK_TOTAL_FIELDS.map((k) => [k, 0])) as WeekTotals;
  for (const r of rows) for (const k of WEEK_TOTAL_FIELDS) out[k] += r[k];
  return out;
}
