// The order grid of /admin/talent-rekap/{id} (RULES.md S2): Tanggal, Handle By, Role, Talent, Client,
// Umur, Jasa, Durasi, Harga, Talent Share, Tip, Total; sortable columns are the API's sort_by keys,
// filtered columns (header filters) its filter names (contract TALENT_REKAP_FILTERS).
import type { ColDef } from "ag-grid-community";
import type { TalentRekap } from "../src/contract/rekap";
import { filterBy } from "../src/components/server-grid";
import {
  dateCol,
  moneyCol,
  narrowFigure,
  numberCol,
  pinRight,
  secondary,
  sortedText,
} from "./column-types";
import { MAX_AMOUNT } from "../src/contract/rupiah";

export type TalentRekapRow = TalentRekap["orders"][number];

const sortable = { sortable: true };
/** Sortable, with a header filter on its own field (the API's query name). */
// the rekap query's bounds (contract/rekap.ts): one order's figure, fee + tip twice that
const money = (key: string, max = MAX_AMOUNT) => ({ ...sortable, ...filterBy.money(key, max) });

export const talentRekapColumns: ColDef<TalentRekapRow>[] = [
  dateCol<TalentRekapRow>("tanggal", "Tanggal", { ...sortable, width: 150, minWidth: 150 }),
  { field: "handle_by", headerName: "Handle By", minWidth: 110, ...sortedText("handle_by") },
  // below 1400 px Role, Talent (the rekap's own talent) and Umur give their room to the money
  secondary({ field: "role", headerName: "Role", minWidth: 80 }),
  secondary({ field: "talent", headerName: "Talent", minWidth: 100 }),
  { field: "client", headerName: "Client", minWidth: 110, ...sortedText("client") },
  secondary(numberCol<TalentRekapRow>("umur", "Umur", narrowFigure("umur", 90, 80))),
  { field: "jasa", headerName: "Jasa", minWidth: 110, ...sortedText("jasa") },
  numberCol<TalentRekapRow>("durasi", "Durasi", narrowFigure("durasi", 95, 90)),
  moneyCol<TalentRekapRow>("price", "Harga", money("price")),
  moneyCol<TalentRekapRow>("talent_share", "Talent Share", money("talent_share")),
  moneyCol<TalentRekapRow>("tip", "Tip", { ...money("tip"), minWidth: 110 }),
  // pinned right: the talent's money stays in view on narrow screens
  moneyCol<TalentRekapRow>("total", "Total", { ...money("total", MAX_AMOUNT * 2), ...pinRight }),
];
