// Every input that takes money or a date, and the table typed into each (RULES.md D4, D8).
// tests/unit/input-registry.test.ts fails when src or grids/ hold a money or date input that is
// not listed here (or a listed one is gone); tests/e2e/input-registry.test.ts types the tables
// below into every entry through Chromium and checks what is saved or shown.
//
// Adding an input: add its entry here (the unit check names what is missing); the e2e test then
// types the tables into it through the driver of its `surface`.
//
// Every money entry names its own bound (`max`, RULES.md D8): the one the contract refuses past
// for that value — MAX_AMOUNT for one order's or payout's amount, ±MAX_KAS for kas, a list
// query's own bound for a header filter (MAX_TOTAL on totals). The unit check holds each grid's
// filter and cell to it (and to the list query's schema); the e2e test types one rupiah past it.
import type { ColDef } from "ag-grid-community";
import type { z } from "zod";
import { MAX_AMOUNT, MAX_KAS, MAX_TOTAL, RUPIAH_MESSAGES } from "../../src/contract/rupiah";
import { MONEY_BOUNDS } from "../../src/contract/common";
import { DATE_MESSAGES } from "../../src/contract/dates";
import { listOrdersQuery } from "../../src/contract/orders";
import { kasHistoryQuery } from "../../src/contract/settings";
import { weeklyQuery, weeklyTalentsQuery } from "../../src/contract/weekly";
import { orderReportQuery, orderSummaryQuery } from "../../src/contract/order-reports";
import { adminRekapQuery, talentRekapQuery } from "../../src/contract/rekap";
import { orderColumns } from "../../grids/orders";
import { dashboardOrdersColumns } from "../../grids/dashboard-orders";
import { usersColumns } from "../../grids/users";
import { auditColumns } from "../../grids/audit";
import { kasHistoryColumns } from "../../grids/kas-history";
import { weeklyColumns } from "../../grids/weekly";
import { weeklyTalentColumns } from "../../grids/weekly-talent";
import { weeklyTalentsColumns } from "../../grids/weekly-talents";
import { weeklyTalentReportColumns } from "../../grids/weekly-talent-report";
import { orderSummaryColumns } from "../../grids/order-summaries";
import { orderReportColumns } from "../../grids/order-report";
import { talentRekapColumns } from "../../grids/talent-rekap";
import { adminRekapColumns } from "../../grids/admin-rekap";
import { serviceColumns } from "../../grids/services";
import { talentColumns } from "../../grids/talents";
import { categoryColumns } from "../../grids/talent-categories";
import { categoryTalentColumns } from "../../grids/category-talents";
import { summaryAdminColumns, summaryTalentColumns } from "../../grids/summary-people";
import { ledgerColumns, payoutColumns } from "../../grids/payout-ledger";
import { reconcileColumns } from "../../grids/reconcile-rows";
import { pivotColumns } from "../../grids/analysis";
import { importPreviewColumns } from "../../grids/import-preview";
import { importHistoryColumns } from "../../grids/import-history";

/* ---------------------------------------- the tables ---------------------------------------- */

export type Expect = { value: number | string } | { message: string } | { open: true };

export interface Row {
  typed: string;
  /** What a box saves or shows; `signed` boxes (a kas balance) read `-5` as an amount. */
  expect: (entry: Entry) => Expect;
}

/** A row of a table: what is typed may depend on the entry (one rupiah past its own bound). */
interface TableRow extends Omit<Row, "typed"> {
  typed: string | ((entry: Entry) => string);
}

const amount = { value: 1_500_000 };
const boundOf = (e: Entry) => {
  if (e.max === undefined) throw new Error(`${e.id}: a money entry names its bound (max)`);
  return e.max;
};
const MONEY_TABLE: TableRow[] = [
  { typed: "1500000", expect: () => amount },
  { typed: "1.500.000", expect: () => amount },
  { typed: "1.500.000,00", expect: () => amount },
  { typed: "Rp 1.500.000", expect: () => amount },
  { typed: "Rp1.500.000", expect: () => amount },
  { typed: " 1.500.000 ", expect: () => amount },
  { typed: "1.500.000,50", expect: () => ({ message: RUPIAH_MESSAGES.sen }) },
  {
    typed: "-5",
    expect: (e) => (e.signed ? { value: -5 } : { message: RUPIAH_MESSAGES.negative }),
  },
  { typed: "abc", expect: () => ({ message: RUPIAH_MESSAGES.letters }) },
  {
    // one rupiah past the entry's own bound, grouped as a user writes it
    typed: (e) => (boundOf(e) + 1).toLocaleString("id-ID"),
    expect: (e) => ({ message: RUPIAH_MESSAGES.tooLarge(boundOf(e)) }),
  },
];

const DATE_TABLE: TableRow[] = [
  { typed: "31/02/2026", expect: () => ({ message: "tanggal 31 tidak ada di Februari 2026" }) },
  // year first is unambiguous: the one date it means (RULES.md D4)
  { typed: "2026-05-04", expect: () => ({ value: "2026-05-04" }) },
  // an empty range end is an open end; an empty form date is refused
  {
    typed: "",
    expect: (e) => (e.surface === "dialog" ? { message: DATE_MESSAGES.required } : { open: true }),
  },
  // day first (id-ID): 4 May 2026
  { typed: "4/5/2026", expect: () => ({ value: "2026-05-04" }) },
  { typed: "kemarin", expect: () => ({ message: DATE_MESSAGES.format }) },
];

/* ---------------------------------------- the inputs ---------------------------------------- */

type Surface = "dialog" | "range" | "header" | "cell" | "paste";

export interface Entry {
  /** Unique: `<screen>.<field>`. */
  id: string;
  kind: "money" | "date" | "percent";
  surface: Surface;
  /** A dialog field's or a range filter's file (src/...), or the grid column set (COLUMN_SETS). */
  source: string;
  /** The form field (dialog), the filter key (header), the row field (cell, paste). */
  name?: string;
  /** The route the test types into it on (`:talent` / `:admin`: the test's person). */
  screen: string;
  /** What the user reads beside it (a field label; a column's header name). */
  label: string;
  /** A '-' is part of the amount (a kas balance, a sisa): refused below −max too. */
  signed?: boolean;
  /** Money and percent: the largest value it takes (RULES.md D8); one more is refused. */
  max?: number;
}

const dialog = (e: Omit<Entry, "surface">): Entry => ({ surface: "dialog", ...e });
const range = (id: string, source: string, screen: string): Entry => ({
  id: `${id}.periode`,
  kind: "date",
  surface: "range",
  source,
  screen,
  label: "Periode",
});

/** A list endpoint's query schema (its header filters' bounds are checked against it). */
type QuerySchema = z.ZodType<unknown, unknown>;

/** The grid column sets (one per grid module export and variant) and how to build them. */
export const COLUMN_SETS: Record<
  string,
  { build: () => ColDef<never>[]; screen?: string; chooser?: string; query?: QuerySchema }
> = {
  orders: {
    build: () => orderColumns({}) as never,
    screen: "/admin/orders",
    chooser: "orders",
    query: listOrdersQuery,
  },
  "dashboard-orders": {
    build: () => dashboardOrdersColumns as never,
    screen: "/admin/dashboard",
    chooser: "dashboard-orders",
    query: listOrdersQuery,
  },
  users: { build: () => usersColumns as never, screen: "/admin/users", chooser: "users" },
  audit: { build: () => auditColumns as never, screen: "/admin/audit", chooser: "audit" },
  "kas-history": {
    build: () => kasHistoryColumns as never,
    screen: "/admin/kas",
    chooser: "kas-history",
    query: kasHistoryQuery,
  },
  weekly: {
    build: () => weeklyColumns as never,
    screen: "/admin/report/weekly?view=grid",
    chooser: "weekly",
    query: weeklyQuery,
  },
  "weekly-talent": {
    build: () => weeklyTalentColumns(() => {}) as never,
    screen: "/admin/report/weekly-talent",
    chooser: "weekly-talent",
  },
  "weekly-talents": {
    build: () => weeklyTalentsColumns as never,
    screen: "/admin/report/weekly-talent-reports",
    chooser: "weekly-talents",
    query: weeklyTalentsQuery,
  },
  "weekly-talent-report": {
    build: () => weeklyTalentReportColumns([]) as never,
    screen: "/admin/report/weekly-talent-report/:talent",
    chooser: "weekly-talent-report",
    query: weeklyQuery,
  },
  "order-summaries-talent": {
    build: () => orderSummaryColumns("talent", []) as never,
    screen: "/admin/report/talents-orders-summary",
    chooser: "order-summaries-talent",
    query: orderSummaryQuery,
  },
  "order-summaries-admin": {
    build: () => orderSummaryColumns("admin", []) as never,
    screen: "/admin/report/admins-orders-summary",
    chooser: "order-summaries-admin",
    query: orderSummaryQuery,
  },
  "order-report-talent": {
    build: () => orderReportColumns("talent") as never,
    screen: "/admin/report/talent/:talent",
    chooser: "order-report-talent",
    query: orderReportQuery,
  },
  "order-report-admin": {
    build: () => orderReportColumns("admin") as never,
    screen: "/admin/report/admin/:admin",
    chooser: "order-report-admin",
    query: orderReportQuery,
  },
  "talent-rekap": {
    build: () => talentRekapColumns as never,
    screen: "/admin/talent-rekap/:talent",
    chooser: "rekap-talent",
    query: talentRekapQuery,
  },
  "admin-rekap": {
    build: () => adminRekapColumns as never,
    screen: "/admin/admin-rekap/:admin",
    chooser: "rekap-admin",
    query: adminRekapQuery,
  },
  // no money or date input in these (the unit check keeps it so)
  services: { build: () => serviceColumns({}) as never },
  talents: { build: () => talentColumns({}, []) as never },
  categories: { build: () => categoryColumns({}) as never },
  "category-talents": { build: () => categoryTalentColumns as never },
  "summary-admins": { build: () => summaryAdminColumns as never },
  "summary-talents": { build: () => summaryTalentColumns as never },
  "payout-ledger": { build: () => ledgerColumns as never },
  payouts: { build: () => payoutColumns as never },
  reconcile: { build: () => reconcileColumns as never },
  // the pivot's value columns are built from the answer: only the row label (a text filter) here
  analysis: { build: () => pivotColumns("Talent", [], [], String) as never },
  "import-preview": { build: () => importPreviewColumns as never },
  "import-history": { build: () => importHistoryColumns([]) as never },
};

/** The grids/ exports COLUMN_SETS builds (the unit check finds any other). */
export const COLUMN_EXPORTS = [
  "orderColumns",
  "dashboardOrdersColumns",
  "usersColumns",
  "auditColumns",
  "kasHistoryColumns",
  "weeklyColumns",
  "weeklyTalentColumns",
  "weeklyTalentsColumns",
  "weeklyTalentReportColumns",
  "orderSummaryColumns",
  "orderReportColumns",
  "talentRekapColumns",
  "adminRekapColumns",
  "serviceColumns",
  "talentColumns",
  "categoryColumns",
  "categoryTalentColumns",
  "summaryAdminColumns",
  "summaryTalentColumns",
  "ledgerColumns",
  "payoutColumns",
  "reconcileColumns",
  "pivotColumns",
  "importPreviewColumns",
  "importHistoryColumns",
];

/** A header filter of a column set: `<set>.<key>`; its label is the column's header name. */
function header(
  set: string,
  kind: "money" | "date",
  key: string,
  bound?: { max: number; signed?: boolean },
): Entry {
  const cols = COLUMN_SETS[set];
  const def = cols.build().find((d) => {
    const spec = (d.context as { headerFilter?: { kind: string; key?: string } } | undefined)
      ?.headerFilter;
    return kind === "date" ? spec?.kind === "date" : spec?.key === key;
  });
  return {
    id: `${set}.${key}`,
    kind,
    surface: "header",
    source: set,
    name: key,
    screen: cols.screen ?? "",
    label: def?.headerName ?? key,
    signed: bound?.signed || undefined,
    max: bound?.max,
  };
}
/** A grid's money from–to filters within `max` (the list query's bound); `signed` ones take '-'. */
const moneyHeaders = (set: string, max: number, keys: string[], signed: string[] = []) => [
  ...keys.map((k) => header(set, "money", k, { max })),
  ...signed.map((k) => header(set, "money", k, { max, signed: true })),
];
const dateHeader = (set: string) => header(set, "date", "tanggal");

/** The grid cell (the one rupiah cell editor) and its paste column, within the field's bound. */
const cell = (set: string, name: string, label: string, max: number): Entry[] =>
  (["cell", "paste"] as const).map((surface) => ({
    id: `${set}.${name}.${surface}`,
    kind: "money",
    surface,
    source: set,
    name,
    screen: COLUMN_SETS[set].screen ?? "",
    label,
    max,
  }));

export const INPUTS: Entry[] = [
  // ---- dialog fields ----
  dialog({
    id: "create-order.price",
    kind: "money",
    source: "src/features/orders/dialogs/CreateOrderDialog.tsx",
    name: "price",
    screen: "/admin/orders/add",
    label: "Price",
    max: MONEY_BOUNDS.price.max,
  }),
  dialog({
    id: "create-order.tip",
    kind: "money",
    source: "src/features/orders/dialogs/CreateOrderDialog.tsx",
    name: "tips.${i}.amount",
    screen: "/admin/orders/add",
    label: "Jumlah tip 1",
    max: MONEY_BOUNDS.tip.max,
  }),
  dialog({
    id: "create-order.date",
    kind: "date",
    source: "src/features/orders/dialogs/CreateOrderDialog.tsx",
    name: "date",
    screen: "/admin/orders/add",
    label: "Tanggal",
  }),
  dialog({
    id: "edit-order.price",
    kind: "money",
    source: "src/features/orders/dialogs/EditOrderDialog.tsx",
    name: "price",
    screen: "/admin/orders/edit/:order",
    label: "Price",
    max: MONEY_BOUNDS.price.max,
  }),
  dialog({
    id: "kas.kas",
    kind: "money",
    source: "src/features/kas/dialogs/EditKasDialog.tsx",
    name: "kas",
    screen: "/admin/kas",
    label: "Saldo Kas",
    signed: true,
    max: MONEY_BOUNDS.kas.max,
  }),
  dialog({
    id: "rates.talent_rate",
    kind: "percent",
    source: "src/features/kas/sections/EditRatesDialog.tsx",
    name: "talent_rate",
    screen: "/admin/kas",
    label: "Rate Talent (%)",
    max: 100,
  }),
  dialog({
    id: "rates.admin_rate",
    kind: "percent",
    source: "src/features/kas/sections/EditRatesDialog.tsx",
    name: "admin_rate",
    screen: "/admin/kas",
    label: "Rate Admin (%)",
    max: 100,
  }),
  dialog({
    id: "record-payout.amount",
    kind: "money",
    source: "src/features/payouts/dialogs/RecordPayoutDialog.tsx",
    name: "amount",
    screen: "/admin/report/weekly-talent-reports",
    label: "Jumlah Dibayar",
    max: MONEY_BOUNDS.payout.max,
  }),
  dialog({
    id: "record-payout.paid_at",
    kind: "date",
    source: "src/features/payouts/dialogs/PayoutFields.tsx",
    name: "paid_at",
    screen: "/admin/report/weekly-talent-reports",
    label: "Tanggal Bayar",
  }),
  dialog({
    id: "record-payouts.paid_at",
    kind: "date",
    source: "src/features/payouts/dialogs/PayoutFields.tsx",
    name: "paid_at",
    screen: "/admin/report/weekly-talent-reports",
    label: "Tanggal Bayar",
  }),
  // ---- date range pickers (DateRangeFilter) ----
  range("summary", "src/features/summary/pages/SummaryPage.tsx", "/admin/summary"),
  range("weekly", "src/features/weekly/pages/WeeklyPage.tsx", "/admin/report/weekly"),
  range("analysis", "src/features/analysis/pages/AnalysisControls.tsx", "/admin/analysis"),
  range(
    "weekly-payouts",
    "src/features/payouts/pages/WeeklyPayoutsPage.tsx",
    "/admin/report/weekly-talent-reports",
  ),
  range(
    "talents-orders-summary",
    "src/features/order-reports/pages/OrderSummariesPage.tsx",
    "/admin/report/talents-orders-summary",
  ),
  range(
    "admins-orders-summary",
    "src/features/order-reports/pages/OrderSummariesPage.tsx",
    "/admin/report/admins-orders-summary",
  ),
  range(
    "talent-report",
    "src/features/order-reports/pages/OrderReportPage.tsx",
    "/admin/report/talent/:talent",
  ),
  range(
    "admin-report",
    "src/features/order-reports/pages/OrderReportPage.tsx",
    "/admin/report/admin/:admin",
  ),
  // ---- header filters: dates ----
  dateHeader("orders"),
  dateHeader("dashboard-orders"),
  dateHeader("users"),
  dateHeader("audit"),
  dateHeader("kas-history"),
  dateHeader("weekly-talent"),
  dateHeader("order-summaries-talent"),
  dateHeader("order-summaries-admin"),
  dateHeader("order-report-talent"),
  dateHeader("order-report-admin"),
  // ---- header filters: money from–to, each within its list query's bound (RULES.md D8) ----
  // one order's figure: MAX_AMOUNT (fee + tip: twice that)
  ...moneyHeaders("orders", MAX_AMOUNT, ["price", "net_price"]),
  ...moneyHeaders("dashboard-orders", MAX_AMOUNT, ["price"]),
  ...(["order-report-talent", "order-report-admin"] as const).flatMap((set) => [
    ...moneyHeaders(set, MAX_AMOUNT, [
      "net_price",
      "tip_talent",
      "talent_share",
      "tip_admin",
      "admin_fee",
    ]),
    ...moneyHeaders(set, 2 * MAX_AMOUNT, ["talent_fee_plus_tip", "admin_fee_plus_tip"]),
  ]),
  ...moneyHeaders("talent-rekap", MAX_AMOUNT, ["price", "talent_share", "tip"]),
  ...moneyHeaders("talent-rekap", 2 * MAX_AMOUNT, ["total"]),
  ...moneyHeaders("admin-rekap", MAX_AMOUNT, ["tips_admin", "admin_fee"]),
  ...moneyHeaders("admin-rekap", 2 * MAX_AMOUNT, ["total"]),
  // a kas balance: ±MAX_KAS
  ...moneyHeaders("kas-history", MAX_KAS, [], ["old_kas", "new_kas"]),
  // totals over weeks and people: MAX_TOTAL
  ...moneyHeaders(
    "weekly",
    MAX_TOTAL,
    ["total_income", "tip_talent", "tip_admin", "total_talent", "total_admin"],
    ["sisa"],
  ),
  ...moneyHeaders(
    "weekly-talents",
    MAX_TOTAL,
    ["total_income", "tip_talent", "total_talent_share", "talent_fee_plus_tip", "paid"],
    ["outstanding"],
  ),
  ...moneyHeaders(
    "weekly-talent-report",
    MAX_TOTAL,
    ["total_income", "tip_talent", "total_talent_share", "talent_fee_plus_tip", "total_admin"],
    ["sisa"],
  ),
  ...(["order-summaries-talent", "order-summaries-admin"] as const).flatMap((set) =>
    moneyHeaders(
      set,
      MAX_TOTAL,
      [
        "total_uang_masuk",
        "total_price",
        "total_talent_fee",
        "tip_talent",
        "total_admin_fee",
        "tip_admin",
      ],
      ["sisa"],
    ),
  ),
  // ---- grid cells and paste ----
  ...cell("orders", "price", "Harga", MONEY_BOUNDS.price.max),
];

/** The rows of its table typed into `entry` (money past the entry's own bound). */
export function rowsFor(entry: Entry): Row[] {
  const table = entry.kind === "date" ? DATE_TABLE : MONEY_TABLE;
  return table.map((r) => ({
    typed: typeof r.typed === "function" ? r.typed(entry) : r.typed,
    expect: r.expect,
  }));
}
