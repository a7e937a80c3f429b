// /admin/report/talent/{id} and /admin/report/admin/{id} (RULES.md S2, RULES.md D5): No, Handle By,
// Tanggal, Talent, Client, Umur, Jasa, Durasi, Harga, then the money of the report's side; the
// other side's money starts hidden (column chooser). Harga is the net price (RULES.md D3), so
// the pinned totals (the server's `totals.page` / `totals.all`) line up under it. Header filters
// carry the API's names (contract ORDER_REPORT_FILTERS); Tanggal's is the report's date range.
import type { ColDef } from "ag-grid-community";
import type { OrderReportRow } from "../src/contract/order-reports";
import { REFUND_LABELS, REFUND_STATUSES } from "../src/contract/values";
import { filterBy } from "../src/components/server-grid";
import {
  dateCol,
  moneyCol,
  narrowFigure,
  numberCol,
  rowNumberCol,
  pinRight,
  durationCol,
} from "./column-types";
import { MAX_AMOUNT } from "../src/contract/rupiah";

const refundLabel = (v: unknown) => REFUND_LABELS[v as keyof typeof REFUND_LABELS] ?? String(v);

const sortable = { sortable: true };
/**
 * A from–to rupiah filter on the column's own field within the report query's bound on it
 * (contract/order-reports.ts: one order's figure, fee + tip twice that); sortable unless `sort`
 * is false.
 */
const money = (key: string, sort = true, max = MAX_AMOUNT) => ({
  ...(sort ? sortable : {}),
  ...filterBy.money(key, max),
});

export function orderReportColumns(by: "talent" | "admin"): ColDef<OrderReportRow>[] {
  const talent = by === "talent";
  return [
    rowNumberCol<OrderReportRow>(),
    {
      colId: "handle_by",
      headerName: "Handle By",
      minWidth: 110,
      valueGetter: (p) => p.data?.handler?.username,
      ...filterBy.text("handle_by"),
    },
    dateCol<OrderReportRow>("date", "Tanggal", { ...sortable, ...filterBy.date() }),
    {
      colId: "talent",
      headerName: "Talent",
      minWidth: 110,
      valueGetter: (p) => p.data?.talent?.name,
      ...filterBy.text("talent"),
    },
    {
      field: "customer_name",
      headerName: "Client",
      minWidth: 120,
      ...sortable,
      ...filterBy.text("customer_name"),
    },
    numberCol<OrderReportRow>("customer_age", "Umur", narrowFigure("customer_age", 80, 70)),
    {
      colId: "jasa",
      headerName: "Jasa",
      minWidth: 110,
      valueGetter: (p) => p.data?.sub_service?.name ?? p.data?.service?.name,
      ...filterBy.text("jasa"),
    },
    durationCol<OrderReportRow>("duration", "Durasi", narrowFigure("duration", 100, 90)),
    // the money stays in view on narrow screens: Harga and the side's fee are pinned right
    moneyCol<OrderReportRow>("net_price", "Harga", { ...money("net_price"), ...pinRight }),
    moneyCol<OrderReportRow>("tip_talent", "Tip Talent", {
      ...money("tip_talent"),
      hide: !talent,
      ...(talent ? pinRight : {}),
    }),
    moneyCol<OrderReportRow>("talent_share", "Talent Fee", {
      ...money("talent_share"),
      hide: true,
    }),
    moneyCol<OrderReportRow>("talent_fee_plus_tip", "Talent Fee (+Tip)", {
      ...money("talent_fee_plus_tip", false, MAX_AMOUNT * 2),
      hide: !talent,
      ...pinRight,
    }),
    moneyCol<OrderReportRow>("tip_admin", "Tip Admin", {
      ...money("tip_admin"),
      hide: talent,
      ...(talent ? {} : pinRight),
    }),
    moneyCol<OrderReportRow>("admin_fee", "Admin Fee", {
      ...money("admin_fee"),
      hide: talent,
      ...(talent ? {} : pinRight),
    }),
    moneyCol<OrderReportRow>("admin_fee_plus_tip", "Total Admin Fee", {
      ...money("admin_fee_plus_tip", false, MAX_AMOUNT * 2),
      hide: true,
    }),
    // in the column chooser: shown, its select finds the refunded orders
    {
      field: "refund_status",
      headerName: "Refund",
      minWidth: 125,
      hide: true,
      valueFormatter: (p) => (p.node?.rowPinned ? "" : refundLabel(p.value)),
      ...sortable,
      ...filterBy.select("refund_status", REFUND_STATUSES, refundLabel),
    },
  ];
}
