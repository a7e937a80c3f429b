// Columns of /admin/talent/categories (RULES.md S2): No, category, talents (first 3 names +
// '+N lainnya'), description — each with a "contains" header filter (contract CATEGORY_FILTERS) —
// and row actions. Name and description edit
// in the cell (the page's useSpreadsheet saves through PUT /talentCategories/:id).
import type { ColDef } from "ag-grid-community";
import type { TalentCategory } from "../src/contract/talents";
import { filterBy } from "../src/components/server-grid";
import { actionsCol, nameCol, rowNumberCol } from "./column-types";
import { largeTextEditor } from "./editors";
import type { RowActions } from "./renderers/ActionsCell";
import { TalentNamesCell } from "./renderers/TalentNamesCell";

export function categoryColumns(actions: RowActions<TalentCategory>): ColDef<TalentCategory>[] {
  return [
    rowNumberCol<TalentCategory>(),
    nameCol<TalentCategory>("Kategori", { minWidth: 160 }),
    {
      field: "talents",
      headerName: "Talent",
      cellRenderer: TalentNamesCell,
      tooltipValueGetter: (p) => p.data?.talents.map((t) => t.name).join(", ") || null,
      minWidth: 260,
      flex: 2,
      ...filterBy.text("talent"),
    },
    {
      field: "description",
      headerName: "Deskripsi",
      tooltipField: "description",
      sortable: true,
      ...largeTextEditor(1000),
      ...filterBy.text("description"),
      minWidth: 200,
      flex: 2,
    },
    actionsCol<TalentCategory>({ ...actions }),
  ];
}
