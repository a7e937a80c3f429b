// The order grid of /admin/admin-rekap/{id} (RULES.md S2): Tanggal, Tip Admin, Admin Fee, Total.
import type { ColDef } from "ag-grid-community";
import type { AdminRekap } from "../src/contract/rekap";
import { dateCol, moneyCol } from "./column-types";

export type AdminRekapRow = AdminRekap["orders"][number];

const sortable = { sortable: true };

export const adminRekapColumns: ColDef<AdminRekapRow>[] = [
  dateCol<AdminRekapRow>("tanggal", "Tanggal", { ...sortable, flex: 1 }),
  moneyCol<AdminRekapRow>("tips_admin", "Tip Admin", { ...sortable, flex: 1 }),
  moneyCol<AdminRekapRow>("admin_fee", "Admin Fee", { ...sortable, flex: 1 }),
  moneyCol<AdminRekapRow>("total", "Total", { ...sortable, flex: 1 }),
];
