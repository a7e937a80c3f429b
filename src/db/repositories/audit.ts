import type { Queryable } from "../connection";

export interface AuditEntry {
  userId: number | null;
  action: "create" | "update" | "delete";
  entity: string;
  entityId: string | number | null;
  oldValue?: unknown;
  newValue?: unknown;
}

/** Call inside the same transaction as the change it records. */
export async function writeAudit(db: Queryable, e: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (user_id, action, entity, entity_id, old_value, new_value)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      e.userId,
      e.action,
      e.entity,
      e.entityId === null ? null : String(e.entityId),
      e.oldValue === undefined ? null : JSON.stringify(e.oldValue),
      e.newValue === undefined ? null : JSON.stringify(e.newValue),
    ],
  );
}

export interface AuditRow {
  id: number;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  old_value: unknown;
  new_value: unknown;
  created_at: string;
}

export async function listAudit(
  db: Queryable,
  entity: string,
  entityId?: string | number,
): Promise<AuditRow[]> {
  return entityId === undefined
    ? db.query<AuditRow>("SELECT * FROM audit_log WHERE entity = $1 ORDER BY id", [entity])
    : db.query<AuditRow>(
        "SELECT * FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id",
        [entity, String(entityId)],
      );
}
