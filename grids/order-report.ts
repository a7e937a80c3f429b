// /admin/report/talent/{id} and /admin/report/admin/{id} (RULES.md S2, RULES.md D5): No, Handle By,
// Tanggal, Talent, Client, Umur, Jasa, Durasi, Harga, then the money of the report's side; the
// other side's money starts hidden (column chooser). Harga is the net price (RULES.md D3), so
// the pinned totals (the server's `totals.page` / `totals.all`) line up under it.
import type { ColDef } from "ag-grid-community";
import type { OrderReportRow } from "../src/contract/order-reports";
import { dateCol, moneyCol, numberCol, rowNumberCol, pinRight, durationCol } from "./column-types";

const sortable = { sortable: true };

export function orderReportColumns(by: "talent" | "admin"): ColDef<OrderReportRow>[] {
  const talent = by === "talent";
  return [
    rowNumberCol<OrderReportRow>(),
    {
      colId: "handle_by",
      headerName: "Handle By",
      minWidth: 110,
      valueGetter: (p) => p.data?.handler?.username,
    },
    dateCol<OrderReportRow>("date", "Tanggal", sortable),
    {
      colId: "talent",
      headerName: "Talent",
      minWidth: 110,
      valueGetter: (p) => p.data?.talent?.name,
    },
    { field: "customer_name", headerName: "Client", minWidth: 120, ...sortable },
    numberCol<OrderReportRow>("customer_age", "Umur", {
      ...sortable,
      width: 80,
      minWidth: 70,
      flex: 0,
    }),
    {
      colId: "jasa",
      headerName: "Jasa",
      minWidth: 110,
      valueGetter: (p) => p.data?.sub_service?.name ?? p.data?.service?.name,
    },
    durationCol<OrderReportRow>("duration", "Durasi", {
      ...sortable,
      width: 100,
      minWidth: 90,
      flex: 0,
    }),
    // the money stays in view on narrow screens: Harga and the side's fee are pinned right
    moneyCol<OrderReportRow>("net_price", "Harga", { ...sortable, ...pinRight }),
    moneyCol<OrderReportRow>("tip_talent", "Tip Talent", {
      ...sortable,
      hide: !talent,
      ...(talent ? pinRight : {}),
    }),
    moneyCol<OrderReportRow>("talent_share", "Talent Fee", { ...sortable, hide: true }),
    moneyCol<OrderReportRow>("talent_fee_plus_tip", "Talent Fee (+Tip)", {
      hide: !talent,
      ...pinRight,
    }),
    moneyCol<OrderReportRow>("tip_admin", "Tip Admin", {
      ...sortable,
      hide: talent,
      ...(talent ? {} : pinRight),
    }),
    moneyCol<OrderReportRow>("admin_fee", "Admin Fee", {
      ...sortable,
      hide: talent,
      ...(talent ? {} : pinRight),
    }),
    moneyCol<OrderReportRow>("admin_fee_plus_tip", "Total Admin Fee", { hide: true }),
  ];
}
