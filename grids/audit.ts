// Columns of /admin/audit: when, who, what (order / kas / rate and its id), the action and the
// fields that changed, old → new (money in rupiah). Read-only; the server pages and filters.
import type { ColDef } from "ag-grid-community";
import type { AuditEntry } from "../src/contract/audit";
import { formatDateTime } from "../src/client/lib/format";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  auditChangeText,
} from "../src/components/AuditChanges";
import { rowNumberCol } from "./column-types";

export const auditColumns: ColDef<AuditEntry>[] = [
  rowNumberCol<AuditEntry>(),
  {
    field: "created_at",
    headerName: "Waktu",
    minWidth: 170,
    cellClass: "kt-cell-datetime",
    valueFormatter: (p) => formatDateTime(p.value as string),
  },
  { field: "username", headerName: "User", minWidth: 110 },
  {
    colId: "entity",
    headerName: "Data",
    minWidth: 120,
    valueGetter: (p) =>
      p.data
        ? `${AUDIT_ENTITY_LABELS[p.data.entity]}${p.data.entity === "order" ? ` #${p.data.entity_id}` : ""}`
        : "",
  },
  {
    field: "action",
    headerName: "Aksi",
    minWidth: 90,
    valueFormatter: (p) => AUDIT_ACTION_LABELS[p.value as AuditEntry["action"]] ?? "",
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
