// The four money-report lists of RULES.md S2: talents' and admins' order summaries (search, date
// range, sort, page size 5/10/25) and one talent's / one admin's orders (10 per page, date range,
// sort, scope id from the route). State lives in the URL (list-atoms); totals come from the server.
import { type ListSort, periodToWire, sortToWire } from "../../contract/list-query";
import { atomWithQuery } from "../../client/lib/query-client";
import { createListAtoms, type ListParams, type PinnedTotals } from "../../client/lib/list-atoms";
import { paths } from "../../client/lib/paths";
import { pageAndAllRows } from "../../components/server-grid";
import type {
  OrderReportQuery,
  OrderReportRow,
  OrderSummaryFigures,
  OrderSummaryQuery,
  OrderSummaryRow,
  OrderTotals,
} from "../../contract/order-reports";
import { getOrderSummaries } from "./api/get-order-summaries";
import { getOrderReport } from "./api/get-order-report";
import { getAdminSummary, getTalentSummary } from "./api/get-person-summary";
import {
  filterKeys,
  ORDER_REPORT_FILTERS,
  ORDER_SUMMARY_FILTERS,
} from "../../contract/filter-fields";

export const SUMMARY_PAGE_SIZES = [5, 10, 25];
/** Order reports: fixed 10 per page (RULES.md S9). */
export const REPORT_PAGE_SIZE = 10;

/**
 * The list's filters as API query fields (the page call and its export send the same); the
 * header filters are the list's only filter keys (`filterKeys` below).
 */
export const filterQuery = <S extends string>(p: ListParams) => ({
  ...p.filters,
  search: p.search || undefined,
  ...periodToWire(p),
  ...sortToWire(p.sort as ListSort<S> | null),
});

/** The server's report totals under the grid's columns (Harga shows net prices). */
const asRow = (t: OrderTotals): Partial<OrderReportRow> => ({
  net_price: t.price,
  talent_share: t.talent_share,
  admin_fee: t.admin_fee,
  tip_talent: t.tip_talent,
  tip_admin: t.tip_admin,
  talent_fee_plus_tip: t.talent_fee_plus_tip,
  admin_fee_plus_tip: t.admin_fee_plus_tip,
});

const summaryList = (by: "talent" | "admin") =>
  createListAtoms<OrderSummaryRow, PinnedTotals<OrderSummaryRow> & { all: OrderSummaryFigures }>({
    key: `order-summaries-${by}`,
    path: (by === "talent" ? paths.talentsOrdersSummary : paths.adminsOrdersSummary).pattern,
    defaultSize: 10,
    defaultSort: { by: "date", dir: "DESC" },
    filterKeys: filterKeys(ORDER_SUMMARY_FILTERS),
    // the printed summary ('Cetak'); its files are the page's own export
    exportAs: { list: `order-summaries-${by}`, query: filterQuery<OrderSummaryQuery["sort_by"]> },
    fetch: async (p) => {
      const res = await getOrderSummaries(by, {
        page: p.page,
        limit: p.size,
        ...filterQuery<OrderSummaryQuery["sort_by"]>(p),
      });
      const t = res.totals;
      return {
        rows: res.result,
        totalRows: res.totalRows,
        totals: pageAndAllRows(t.page, t.all),
        all: t.all,
      };
    },
  });

export const talentsSummaryList = summaryList("talent");
export const adminsSummaryList = summaryList("admin");

const reportList = (by: "talent" | "admin") =>
  createListAtoms<
    OrderReportRow,
    PinnedTotals<OrderReportRow> & { all: OrderTotals | null; totalRowsCapped: boolean }
  >({
    key: `order-report-${by}`,
    path: (by === "talent" ? paths.talentReport : paths.adminReport).pattern,
    defaultSize: REPORT_PAGE_SIZE,
    maxSize: REPORT_PAGE_SIZE,
    // the printed report ('Cetak'); its files are the page's own export (export-order-report.ts)
    exportAs: { list: `order-report-${by}`, query: filterQuery<OrderReportQuery["sort_by"]> },
    defaultSort: { by: "date", dir: "ASC" },
    filterKeys: filterKeys(ORDER_REPORT_FILTERS),
    fetch: async (p) => {
      const res = await getOrderReport(by, p.scopeId ?? 0, {
        page: p.page,
        limit: REPORT_PAGE_SIZE,
        ...filterQuery<OrderReportQuery["sort_by"]>(p),
      });
      const t = res.totals;
      return {
        rows: res.result,
        totalRows: res.totalRows,
        totals: pageAndAllRows(asRow(t.page), t.all && asRow(t.all)),
        // null past the search's count cap: the cards show '-', the grid says why
        all: t.all,
        totalRowsCapped: res.totalRowsCapped,
      };
    },
  });

export const talentReportList = reportList("talent");
export const adminReportList = reportList("admin");

/** The report's title name: the talent's name or the handler's username, by the route's id. */
const personNameAtom = (
  by: "talent" | "admin",
  list: typeof talentReportList,
  name: (id: number) => Promise<string>,
) =>
  atomWithQuery((get) => {
    const id = get(list.scopeIdAtom);
    return {
      queryKey: ["report-person", by, id] as const,
      queryFn: () => name(id ?? 0),
      enabled: id !== null,
    };
  });

export const talentNameAtom = personNameAtom(
  "talent",
  talentReportList,
  async (id) => (await getTalentSummary(id)).data.talent_name,
);
export const adminNameAtom = personNameAtom(
  "admin",
  adminReportList,
  async (id) => (await getAdminSummary(id)).data.admin_name,
);
