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

/** The last `limit` kas changes (who, when, old → new), newest first. */
export async function listKasChanges(
  db: Queryable,
  limit = 50,
): Promise<
  {
    id: number;
    at: string;
    username: string | null;
    old_kas: number | null;
    new_kas: number | null;
  }[]
> {
  const rows = await db.query<{
    id: number | string;
    at: Date | string;
    username: string | null;
    old_kas: number | string | null;
    new_kas: number | string | null;
  }>(
    `SELECT a.id, a.created_at AS at, u.username,
            (a.old_value->>'kas')::bigint AS old_kas, (a.new_value->>'kas')::bigint AS new_kas
       FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
      WHERE a.entity = 'settings' AND a.entity_id = 'kas'
      ORDER BY a.id DESC LIMIT $1`,
    [limit],
  );
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at instanceof Date ? r.at.toISOString() : new Date(r.at).toISOString(),
    username: r.username,
    old_kas: num(r.old_kas),
    new_kas: num(r.new_kas),
  }));
}
