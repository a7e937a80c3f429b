// The weekly reads (GET /weekly, /weekly/talent/:id): the agency's weeks and one talent's weeks.
import { periodFromWire } from "../../contract/list-query";
import type { Queryable } from "../../db/connection";
import { weeklyRows, weeklyTalentRows, weeklyTotals } from "../../db/repositories/reports-weekly";
import { anyColumnFilter, columnFilterValues } from "../../contract/column-filters";
import { WEEK_FILTERS } from "../../contract/filter-fields";
import type { z } from "../../contract/common";
import {
  weekTotals,
  type WeekTotals,
  type WeeklyRow,
  type weeklyQuery,
  type weeklyTalentQuery,
} from "../../contract/weekly";
import { talentName } from "./summary";

/** Every week of the range; filtered weeks sum to their own totals, else the range's. */
export async function weeks(db: Queryable, q: z.output<typeof weeklyQuery>) {
  const range = periodFromWire(q);
  const columns = columnFilterValues(q, WEEK_FILTERS);
  if (anyColumnFilter(columns)) {
    const data = await weeklyRows(db, range, columns);
    return { data, totals: weekTotalsOf(data) };
  }
  // one rollup read for the totals
  return { data: await weeklyRows(db, range), totals: await weeklyTotals(db, range) };
}

/** One talent's weeks (404 for an unknown talent), 1-based pages. */
export async function talentWeeks(
  db: Queryable,
  talentId: number,
  q: z.output<typeof weeklyTalentQuery>,
) {
  await talentName(db, talentId);
  const { rows, totalRows, all } = await weeklyTalentRows(
    db,
    talentId,
    q,
    columnFilterValues(q, WEEK_FILTERS),
  );
  return {
    data: rows,
    totalPages: Math.ceil(totalRows / q.limit),
    totalRows,
    totals: { page: weekTotalsOf(rows), all },
  };
}

const WEEK_TOTAL_FIELDS = Object.keys(weekTotals.shape) as (keyof WeekTotals)[];

/** Sums of the page's weekly rows (server figures; the client adds nothing up). */
function weekTotalsOf(rows: WeeklyRow[]): WeekTotals {
  const out = Object.fromEntries(WEEK_TOTAL_FIELDS.map((k) => [k, 0])) as WeekTotals;
  for (const r of rows) for (const k of WEEK_TOTAL_FIELDS) out[k] += r[k];
  return out;
}
