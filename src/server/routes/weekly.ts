// GET /weekly and GET /weekly/talent/:talentId (the one 1-based paged call of the API).
import type { App } from "../types";
import {
  talentIdParams,
  weeklyQuery,
  weeklyTalentQuery,
  weeklyTalentsQuery,
  type WeekTotals,
  type WeeklyRow,
} from "../../contract/reports";
import { toPaged } from "../../db/repositories/paging";
import {
  weeklyRows,
  weeklyTalentRows,
  weeklyTalentsRows,
  weeklyTotals,
} from "../../db/repositories/reports-weekly";
import { talentName } from "../usecases/reports";

export default async function weeklyRoutes(app: App) {
  // onRequest: a missing token is a 401 before any validation runs
  app.addHook("onRequest", app.authenticate);

  app.get("/", { schema: { querystring: weeklyQuery } }, async (req) => {
    const range = { start: req.query.start_date, end: req.query.end_date };
    return { data: await weeklyRows(app.db, range), totals: await weeklyTotals(app.db, range) };
  });

  // Beyond the spec: every talent's weeks in one paged list (decisions.md §5 payout list).
  app.get("/talents", { schema: { querystring: weeklyTalentsQuery } }, async (req) => {
    const q = req.query;
    const { rows, totalRows, totals } = await weeklyTalentsRows(app.db, {
      search: q.search,
      page: q.page,
      limit: q.limit,
      start: q.start_date,
      end: q.end_date,
      sortBy: q.sort_by,
      sortOrder: q.sort_order,
    });
    return {
      ...toPaged(rows, totalRows, q),
      totals: {
        total_income: totals.net_price + totals.tip_talent + totals.tip_admin,
        tip_talent: totals.tip_talent,
        total_talent_share: totals.talent_share,
        talent_fee_plus_tip: totals.talent_share + totals.tip_talent,
      },
    };
  });

  app.get(
    "/talent/:talentId",
    { schema: { params: talentIdParams, querystring: weeklyTalentQuery } },
    async (req) => {
      await talentName(app.db, req.params.talentId); // 404 for an unknown talent
      const { rows, totalRows, all } = await weeklyTalentRows(
        app.db,
        req.params.talentId,
        req.query,
      );
      return {
        data: rows,
        totalPages: Math.ceil(totalRows / req.query.limit),
        totalRows,
        totals: { page: weekTotalsOf(rows), all },
      };
    },
  );
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

/** Sums of the page's weekly rows (the rows are server figures; the client adds nothing up). */
function weekTotalsOf(rows: WeeklyRow[]): WeekTotals {
  const out = Object.fromEntries(WEEK_TOTAL_FIELDS.map((k) => [k, 0])) as WeekTotals;
  for (const r of rows) for (const k of WEEK_TOTAL_FIELDS) out[k] += r[k];
  return out;
}
