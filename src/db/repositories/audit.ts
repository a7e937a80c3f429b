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
