// The report grids' header filters and their endpoints' queries name the same fields: a filter
// a grid offers but the API refuses would be a 400 on the screen, and one missing from the
// list's declared fields would not be kept in the URL (README "Reports, grids and exports").
import { describe, expect, it } from "vitest";
import type { ColDef } from "ag-grid-community";
import type { z } from "zod";
import { keysOf, specOf } from "../../src/components/server-grid/filters";
import { adminRekapColumns } from "../../grids/admin-rekap";
import { orderReportColumns } from "../../grids/order-report";
import { orderSummaryColumns } from "../../grids/order-summaries";
import { talentRekapColumns } from "../../grids/talent-rekap";
import { adminRekapQuery, talentRekapQuery } from "../../src/contract/rekap";
import { orderReportQuery, orderSummaryQuery } from "../../src/contract/order-reports";
import {
  ADMIN_REKAP_FILTERS,
  filterKeys,
  ORDER_REPORT_FILTERS,
  ORDER_SUMMARY_FILTERS,
  TALENT_REKAP_FILTERS,
  type ColumnFilterFields,
} from "../../src/contract/filter-fields";

/** A value each key's filter takes: text, a figure, a day or a refund status. */
const sample = (key: string) =>
  key === "start" || key === "end"
    ? "2030-01-01"
    : key === "refund_status"
      ? "NONE"
      : /_(min|max)$/.test(key)
        ? "1"
        : "abc";
/** The list atoms send the period's `start` / `end` as `start_date` / `end_date`. */
const wire = (key: string) => (key === "start" || key === "end" ? `${key}_date` : key);

type Cols = ColDef<never>[];
const grids: [string, Cols, z.ZodType, ColumnFilterFields][] = [
  ["admin rekap", adminRekapColumns as Cols, adminRekapQuery, ADMIN_REKAP_FILTERS],
  ["talent rekap", talentRekapColumns as Cols, talentRekapQuery, TALENT_REKAP_FILTERS],
  [
    "order report talent",
    orderReportColumns("talent") as Cols,
    orderReportQuery,
    ORDER_REPORT_FILTERS,
  ],
  [
    "order report admin",
    orderReportColumns("admin") as Cols,
    orderReportQuery,
    ORDER_REPORT_FILTERS,
  ],
  [
    "summaries talent",
    orderSummaryColumns("talent", []) as Cols,
    orderSummaryQuery,
    ORDER_SUMMARY_FILTERS,
  ],
  [
    "summaries admin",
    orderSummaryColumns("admin", []) as Cols,
    orderSummaryQuery,
    ORDER_SUMMARY_FILTERS,
  ],
];

describe("report grids' header filters", () => {
  it.each(grids)(
    "%s: every filter key is declared and its endpoint takes it",
    (_, columns, query, fields) => {
      const keys = columns.flatMap((c) => {
        const spec = specOf(c);
        return spec ? keysOf(spec) : [];
      });
      expect(keys.length).toBeGreaterThan(2);
      const declared = filterKeys(fields);
      for (const k of keys) {
        if (k !== "start" && k !== "end") expect(declared, k).toContain(k);
        const res = query.safeParse({ [wire(k)]: sample(k) });
        expect(res.success, `${k}: ${res.error?.message}`).toBe(true);
      }
    },
  );
});
