// Columns of /admin/audit: when, who, what (order / kas / rate and its id), the action and the
// fields that changed, old → new (money in rupiah). Read-only; the server pages and filters
// (header filters: Waktu days, User contains, Data and Aksi selects — contract AUDIT_FILTERS).
import type { ColDef } from "ag-grid-community";
import type { AuditEntry } from "../src/contract/audit";
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "../src/contract/values";
import { filterBy } from "../src/components/server-grid";
import { formatDateTime } from "../src/client/lib/format";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  auditChangeText,
} from "../src/components/AuditChanges";
import { rowNumberCol } from "./column-types";

type AuditEntity = AuditEntry["entity"];
type AuditAction = AuditEntry["action"];

/** Which one: `#12` for a row of a table, the month of a period; kas and rates are one each. */
const entityRef = (e: AuditEntry) =>
  !e.entity_id || e.entity === "kas" || e.entity === "rates"
    ? ""
    : e.entity === "period"
      ? ` ${e.entity_id}`
      : ` #${e.entity_id}`;

export const auditColumns: ColDef<AuditEntry>[] = [
  rowNumberCol<AuditEntry>(),
  {
    field: "created_at",
    headerName: "Waktu",
    minWidth: 170,
    cellClass: "kt-cell-datetime",
    valueFormatter: (p) => formatDateTime(p.value as string),
    ...filterBy.date(),
  },
  { field: "username", headerName: "User", minWidth: 110, ...filterBy.text("username") },
  {
    colId: "entity",
    headerName: "Data",
    minWidth: 120,
    valueGetter: (p) => (p.data ? `${AUDIT_ENTITY_LABELS[p.data.entity]}${entityRef(p.data)}` : ""),
    ...filterBy.select("entity", AUDIT_ENTITIES, (v) => AUDIT_ENTITY_LABELS[v as AuditEntity]),
  },
  {
    field: "action",
    headerName: "Aksi",
    minWidth: 90,
    valueFormatter: (p) => AUDIT_ACTION_LABELS[p.value as AuditEntry["action"]] ?? "",
    ...filterBy.select("action", AUDIT_ACTIONS, (v) => AUDIT_ACTION_LABELS[v as AuditAction]),
  },
  {
    colId: "changes",
    headerName: "Perubahan",
    minWidth: 380,
    flex: 3,
    wrapText: true,
    autoHeight: true,
    valueGetter: (p) => p.data?.changes.map(auditChangeText).join("; ") ?? "",
  },
];
