// The order grid of /admin/talent-rekap/{id} (RULES.md S2): Tanggal, Handle By, Role, Talent, Client,
// Umur, Jasa, Durasi, Harga, Talent Share, Tip, Total; sortable columns are the API's sort_by keys.
import type { ColDef } from "ag-grid-community";
import type { TalentRekap } from "../src/contract/rekap";
import { dateCol, moneyCol, numberCol, pinRight } from "./column-types";

export type TalentRekapRow = TalentRekap["orders"][number];

const sortable = { sortable: true };

export const talentRekapColumns: ColDef<TalentRekapRow>[] = [
  dateCol<TalentRekapRow>("tanggal", "Tanggal", { ...sortable, width: 150, minWidth: 150 }),
  { field: "handle_by", headerName: "Handle By", minWidth: 110, ...sortable },
  { field: "role", headerName: "Role", minWidth: 80 },
  { field: "talent", headerName: "Talent", minWidth: 100 },
  { field: "client", headerName: "Client", minWidth: 110, ...sortable },
  numberCol<TalentRekapRow>("umur", "Umur", { ...sortable, width: 80, minWidth: 70, flex: 0 }),
  { field: "jasa", headerName: "Jasa", minWidth: 110, ...sortable },
  numberCol<TalentRekapRow>("durasi", "Durasi", { ...sortable, width: 90, minWidth: 80, flex: 0 }),
  moneyCol<TalentRekapRow>("price", "Harga", sortable),
  moneyCol<TalentRekapRow>("talent_share", "Talent Share", sortable),
  moneyCol<TalentRekapRow>("tip", "Tip", { ...sortable, minWidth: 110 }),
  // pinned right: the talent's money stays in view on narrow screens
  moneyCol<TalentRekapRow>("total", "Total", { ...sortable, ...pinRight }),
];
