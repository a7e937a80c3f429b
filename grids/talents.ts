// Columns of /admin/talent (RULES.md S2): No, name, gender, category and SP status — all four
// edited in the cell (text, then selects; the page's useSpreadsheet saves each through PUT
// /talent/:id) and filtered in the header (name contains, the others selects: contract
// TALENT_FILTERS) — and row actions.
import type { ColDef } from "ag-grid-community";
import { GENDERS, SP_STATUSES } from "../src/contract/values";
import type { CategoryBrief, Talent } from "../src/contract/talents";
import { filterBy } from "../src/components/server-grid";
import { actionsCol, enumCol, nameCol, rowNumberCol } from "./column-types";
import type { RowActions } from "./renderers/ActionsCell";
import { SelectListEditor } from "./renderers/SelectListEditor";

const EDIT_TIP = "Enter atau ketik untuk mengubah; Ctrl+Z membatalkan, Ctrl+Y mengulang";

export function talentColumns(
  actions: RowActions<Talent>,
  /** Every category, for the category editor; the column is read-only until they load. */
  categories: CategoryBrief[] | undefined,
): ColDef<Talent>[] {
  const names = new Map(categories?.map((c) => [c.id, c.name]));
  const categoryName = (id: unknown, row?: Talent) =>
    names.get(id as number) ?? row?.talent_categories?.name ?? "-";
  return [
    rowNumberCol<Talent>(),
    nameCol<Talent>("Nama", { flex: 2, headerTooltip: EDIT_TIP }),
    enumCol<Talent>("gender", "Gender", GENDERS, undefined, {
      editable: true,
      sortable: true,
      minWidth: 100,
      flex: 1,
      headerTooltip: EDIT_TIP,
      ...filterBy.select("gender", GENDERS),
    }),
    {
      field: "talent_categories_id",
      headerName: "Kategori",
      sortable: true, // the server sorts by the category's name
      minWidth: 160,
      flex: 2,
      editable: categories !== undefined && categories.length > 0,
      valueFormatter: (p) =>
        p.value === null || p.value === undefined ? "-" : categoryName(p.value, p.data),
      cellEditor: SelectListEditor,
      cellEditorPopup: true,
      cellEditorParams: {
        values: categories?.map((c) => c.id) ?? [],
        formatValue: (id: unknown) => categoryName(id),
      },
      headerTooltip: EDIT_TIP,
      ...filterBy.select("talent_categories_id", categories?.map((c) => String(c.id)) ?? [], (id) =>
        categoryName(Number(id)),
      ),
    },
    enumCol<Talent>("sp_status", "Status SP", SP_STATUSES, undefined, {
      editable: true,
      sortable: true,
      minWidth: 110,
      flex: 1,
      headerTooltip: EDIT_TIP,
      ...filterBy.select("sp_status", SP_STATUSES),
    }),
    actionsCol<Talent>({ ...actions }),
  ];
}
