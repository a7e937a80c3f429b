import type { Db, Queryable } from "../../db/connection";
import { writeAudit, type AuditEntry } from "../../db/repositories/audit";

/** What a change did, for its audit row, and what the use case answers (`result`). */
export type AuditedChange<T> = Pick<AuditEntry, "action" | "entityId" | "oldValue" | "newValue"> & {
  result?: T;
};

/**
 * One change and its audit row in one transaction: `fn` checks and writes through `tx`, then
 * says what changed; the audit row is written in the same transaction, so a change is never
 * kept without its record and a refused change (a thrown HttpError) leaves neither.
 */
export function audited<T = void>(
  db: Db,
  actorId: number,
  entity: string,
  fn: (tx: Queryable) => Promise<AuditedChange<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, ...change } = await fn(tx);
    await writeAudit(tx, { userId: actorId, entity, ...change });
    return result as T;
  });
}

/** A created row: audited as its new value, answered as the result. */
export const createdRow = <T extends { id: number }>(row: T): AuditedChange<T> => ({
  action: "create",
  entityId: row.id,
  newValue: row,
  result: row,
});

/** A create in its own transaction: `insert` checks and writes the row, audited as created. */
export const auditedCreate = <T extends { id: number }>(
  db: Db,
  actorId: number,
  entity: string,
  insert: (tx: Queryable) => Promise<T>,
): Promise<T> => audited(db, actorId, entity, async (tx) => createdRow(await insert(tx)));

/** An edited row: audited with both values, answered as it is now. */
export const updatedRow = <T>(id: number, before: T, after: T): AuditedChange<T> => ({
  action: "update",
  entityId: id,
  oldValue: before,
  newValue: after,
  result: after,
});

/** A deleted row: audited with what it was. */
export const deletedRow = (id: number, before: unknown): AuditedChange<void> => ({
  action: "delete",
  entityId: id,
  oldValue: before,
});
