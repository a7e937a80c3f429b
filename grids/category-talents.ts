// The numbered talent grid inside the category detail popup: No and talent name.
import type { ColDef } from "ag-grid-community";
import type { TalentBrief } from "../src/contract/talents";
import { rowNumberCol } from "./column-types";

export const categoryTalentColumns: ColDef<TalentBrief>[] = [
  rowNumberCol<TalentBrief>("No", { pinned: null }),
  { field: "name", headerName: "Nama Talent", flex: 1, resizable: false },
];
