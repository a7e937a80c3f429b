// Columns of /admin/services (RULES.md S2): No, service name, sub-services joined by commas ('-'
// when none), each with a "contains" header filter (contract SERVICE_FILTERS), row actions. The name edits in the cell (the
// page's useSpreadsheet saves through PUT /services/:id with the sub-services unchanged).
import type { ColDef } from "ag-grid-community";
import type { Service } from "../src/contract/services";
import { filterBy } from "../src/components/server-grid";
import { actionsCol, nameCol, rowNumberCol } from "./column-types";
import type { RowActions } from "./renderers/ActionsCell";

const subServiceNames = (s: Service | undefined) => s?.sub_services.map((x) => x.name) ?? [];

export function serviceColumns(actions: RowActions<Service>): ColDef<Service>[] {
  return [
    rowNumberCol<Service>(),
    nameCol<Service>("Nama Service"),
    {
      // the field is the export's (the names joined); the grid shows the getter's array
      field: "sub_services",
      headerName: "Sub Service",
      // an array: the grid's empty formatter joins it with ', ' and shows '-' when empty
      valueGetter: (p) => subServiceNames(p.data),
      tooltipValueGetter: (p) => subServiceNames(p.data).join(", ") || null,
      minWidth: 240,
      flex: 2,
      ...filterBy.text("sub_service"),
    },
    actionsCol<Service>({ ...actions }),
  ];
}
