// The lists read for an export by their own use case in one go (or streamed by their repository,
// the orders), not page by page through their GET handler: the query each gets is the one its
// GET endpoint (or its own export route) checked. A list missing here is read through its handler
// (list-rows.ts).
import type { Db } from "../../db/connection";
import type { ListId } from "../../contract/lists";
import type { ExportOrdersParams } from "../../contract/orders";
import {
  ORDER_REPORT_FILTERS,
  ORDER_SUMMARY_FILTERS,
  type OrderReportQuery,
  type OrderSummaryQuery,
} from "../../contract/order-reports";
import type { AdminRekapQuery, TalentRekapQuery } from "../../contract/rekap";
import { listFromWire } from "../../contract/list-query";
import { columnFilterValues } from "../../contract/column-filters";
import { exportOrderRows } from "../usecases/orders";
import { listOrderSummaries, orderReport } from "../usecases/order-reports";
import { adminFilters, adminRekap, talentFilters, talentRekap } from "../usecases/rekap";

type Row = Record<string, unknown>;

export interface ListRead {
  rows: Row[] | AsyncIterable<Row[]>;
  /** File and sheet name when the list knows better (the person, the month). */
  name?: { file: string; sheet: string };
}

type Reader = (db: Db, q: object, id: number) => Promise<ListRead>;
/** A reader of its own query type: the registry holds them side by side. */
const reader = <Q>(read: (db: Db, q: Q, id: number) => Promise<ListRead>) =>
  read as unknown as Reader;

// The wire's names (search_query, start_date, sort_by, …) are mapped here, once: use cases and
// repositories read the contract's names (list-query.ts, RULES.md S7).
export const reportInput = (q: OrderReportQuery) => ({
  ...listFromWire(q),
  filters: columnFilterValues(q, ORDER_REPORT_FILTERS),
});
export const summaryInput = (q: OrderSummaryQuery) => ({
  ...listFromWire(q),
  filters: columnFilterValues(q, ORDER_SUMMARY_FILTERS),
});

/** Every row in one "page": exports hold the whole filtered set. */
const ALL = { page: 0, limit: Number.MAX_SAFE_INTEGER };
type Unpaged<Q> = Omit<Q, "page" | "limit">;

const orders = reader(async (db, q: Omit<ExportOrdersParams, "format">) => ({
  rows: exportOrderRows(db, q),
}));

const report = (by: "talent" | "admin") =>
  reader(async (db, q: Unpaged<OrderReportQuery>, id) => {
    const { name, report: r } = await orderReport(db, by, id, reportInput({ ...q, ...ALL }));
    return {
      rows: r.result,
      name: { file: `laporan-order-${by}-${name}`, sheet: `Laporan ${name}` },
    };
  });

const summaries = (by: "talent" | "admin") =>
  reader(async (db, q: Unpaged<OrderSummaryQuery>) => ({
    rows: (await listOrderSummaries(db, by, summaryInput({ ...q, ...ALL }))).result,
  }));

/** The whole month (no page): `rekap-talent-Citra-2025-03`, a filtered file named so. */
const rekapFile = (by: string, name: string, month: string, filters: object | undefined) => ({
  file: `rekap-${by}-${name}-${month}${filters ? "-filter" : ""}`,
  sheet: `Rekap ${month}${filters ? " (filter)" : ""}`,
});
const wholeMonth = { page: undefined, limit: undefined };

export const LIST_READERS: Partial<Record<ListId, Reader>> = {
  orders,
  "dashboard-orders": orders,
  "order-report-talent": report("talent"),
  "order-report-admin": report("admin"),
  "order-summaries-talent": summaries("talent"),
  "weekly-talent": summaries("talent"),
  "order-summaries-admin": summaries("admin"),
  "rekap-talent": reader(async (db, q: TalentRekapQuery, id) => {
    const r = await talentRekap(db, id, { ...q, ...wholeMonth });
    return { rows: r.orders, name: rekapFile("talent", r.talent_name, r.month, talentFilters(q)) };
  }),
  "rekap-admin": reader(async (db, q: AdminRekapQuery, id) => {
    const r = await adminRekap(db, id, { ...q, ...wholeMonth });
    return { rows: r.orders, name: rekapFile("admin", r.username, r.month, adminFilters(q)) };
  }),
};
