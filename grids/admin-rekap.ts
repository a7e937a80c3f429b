// The order grid of /admin/admin-rekap/{id} (RULES.md S2): Tanggal, Tip Admin, Admin Fee, Total;
// the money has from–to header filters (contract ADMIN_REKAP_FILTERS; the month is the period).
import type { ColDef } from "ag-grid-community";
import type { AdminRekap } from "../src/contract/rekap";
import { filterBy } from "../src/components/server-grid";
import { dateCol, moneyCol } from "./column-types";
import { MAX_AMOUNT } from "../src/contract/rupiah";

export type AdminRekapRow = AdminRekap["orders"][number];

const sortable = { sortable: true };
/** Sortable, with a from–to rupiah filter on its own field (the API's query name). */
// the rekap query's bounds (contract/rekap.ts): one order's figure, fee + tip twice that
const money = (key: string, max = MAX_AMOUNT) => ({
  ...sortable,
  ...filterBy.money(key, max),
  flex: 1,
});

export const adminRekapColumns: ColDef<AdminRekapRow>[] = [
  dateCol<AdminRekapRow>("tanggal", "Tanggal", { ...sortable, flex: 1 }),
  moneyCol<AdminRekapRow>("tips_admin", "Tip Admin", money("tips_admin")),
  moneyCol<AdminRekapRow>("admin_fee", "Admin Fee", money("admin_fee")),
  moneyCol<AdminRekapRow>("total", "Total", money("total", MAX_AMOUNT * 2)),
];
