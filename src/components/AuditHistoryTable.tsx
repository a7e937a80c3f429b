// One record's history from the audit log as a compact table (Waktu, Oleh, [Aksi,] Perubahan):
// the order detail's 'Riwayat' tab and the rates' history on the kas screen.
import { HTMLTable } from "@blueprintjs/core";
import type { AuditEntry } from "../contract/audit";
import { EMPTY, formatDateTime } from "../client/lib/format";
import { AUDIT_ACTION_LABELS, AuditChanges } from "./AuditChanges";

export function AuditHistoryTable(props: {
  label: string;
  entries: Pick<AuditEntry, "id" | "created_at" | "username" | "action" | "changes">[];
  /** Shown in one row when there are no entries. */
  emptyText: string;
  /** With an 'Aksi' column (Dibuat / Diubah / Dihapus). */
  actions?: boolean;
}) {
  const columns = props.actions ? 4 : 3;
  return (
    <HTMLTable compact striped aria-label={props.label} style={{ width: "100%" }}>
      <thead>
        <tr>
          <th>Waktu</th>
          <th>Oleh</th>
          {props.actions && <th>Aksi</th>}
          <th>Perubahan</th>
        </tr>
      </thead>
      <tbody>
        {props.entries.length === 0 && (
          <tr>
            <td colSpan={columns} className="muted">
              {props.emptyText}
            </td>
          </tr>
        )}
        {props.entries.map((e) => (
          <tr key={e.id}>
            <td style={{ whiteSpace: "nowrap" }}>{formatDateTime(e.created_at)}</td>
            <td>{e.username ?? EMPTY}</td>
            {props.actions && <td>{AUDIT_ACTION_LABELS[e.action]}</td>}
            <td>
              <AuditChanges changes={e.changes} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
