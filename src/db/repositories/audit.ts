import type { DateRange } from "../../contract/list-query";
import type { Queryable } from "../connection";
import type { ColumnFilterValues } from "../../contract/column-filters";
import { Where } from "./report-sql";
import { kasOf } from "./settings";
import { originStream } from "../change-origin";

export interface AuditEntry {
  userId: number | null;
  action: "create" | "update" | "delete";
  entity: string;
  entityId: string | number | null;
  oldValue?: unknown;
  newValue?: unknown;
}

/**
 * The NOTIFY channel of committed changes: every audit row announces itself here, ids only
 * (entity, its id, the user, the row's id and time). NOTIFY is transactional, so listeners hear
 * a change once its transaction committed and never one that rolled back (server/events.ts).
 */
export const CHANGES_CHANNEL = "kt_changes";

/** What one audit row announces on CHANGES_CHANNEL (short keys: PostgreSQL caps a payload at 8 KB). */
export interface ChangeNotice {
  /** audit_log.id */
  a: number;
  /** entity, entity_id, user_id, created_at */
  e: string;
  i: string | null;
  u: number | null;
  t: string;
  /** The live stream (browser tab) whose request wrote it (db/change-origin.ts), or null. */
  s: string | null;
}

/** Call inside the same transaction as the change it records; it also announces the change. */
export async function writeAudit(db: Queryable, e: AuditEntry): Promise<void> {
  await writeAudits(db, [e]);
}

/**
 * Audit rows in one statement (an import's chunk of orders), each announced as writeAudit's is.
 * The entries travel as one JSON array: no parameter limit, the same SQL for one or many.
 */
export async function writeAudits(db: Queryable, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({
    user_id: e.userId,
    action: e.action,
    entity: e.entity,
    entity_id: e.entityId === null ? null : String(e.entityId),
    old_value: e.oldValue ?? null,
    new_value: e.newValue ?? null,
  }));
  await db.query(
    `WITH a AS (
       INSERT INTO audit_log (user_id, action, entity, entity_id, old_value, new_value)
       SELECT user_id, action, entity, entity_id, old_value, new_value
         FROM jsonb_to_recordset($1::jsonb) AS x(user_id integer, action text, entity text,
                                                 entity_id text, old_value jsonb, new_value jsonb)
       RETURNING id, user_id, entity, entity_id, created_at)
     SELECT pg_notify('${CHANGES_CHANNEL}',
              json_build_object('a', id, 'e', entity, 'i', entity_id, 'u', user_id,
                                't', created_at, 's', $2::text)::text)
       FROM a`,
    [JSON.stringify(rows), originStream()],
  );
}

/**
 * Header filter fields of the kas history → their SQL (contract KAS_HISTORY_FILTERS). numeric,
 * not bigint: an audit row may hold any number JSON can (a balance from before RULES.md D8).
 */
const KAS_FILTER_COLUMNS = {
  username: "u.username",
  old_kas: "(a.old_value->>'kas')::numeric",
  new_kas: "(a.new_value->>'kas')::numeric",
  source: "(CASE WHEN a.new_value->>'payout_id' IS NULL THEN 'manual' ELSE 'payout' END)",
};

/** Filters of the kas history: the header's, and the days of `at` in `timeZone`. */
export interface KasChangeFilter {
  columns?: ColumnFilterValues;
  days?: DateRange;
  timeZone?: string;
}

export interface KasChange {
  id: number;
  at: string;
  username: string | null;
  old_kas: number | null;
  new_kas: number | null;
  payout_id: number | null;
}

/** One page of the kas changes matching `f` (who, when, old → new), newest first, and their count. */
export async function listKasChanges(
  db: Queryable,
  f: KasChangeFilter = {},
  page: { page: number; limit: number } = { page: 0, limit: 50 },
): Promise<{ rows: KasChange[]; totalRows: number }> {
  const w = new Where().add("a.entity = 'settings'").add("a.entity_id = 'kas'");
  if (f.columns) w.columns(f.columns, KAS_FILTER_COLUMNS);
  if (f.days && f.timeZone) w.dayRange("a.created_at", f.days, f.timeZone);
  const [count] = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM audit_log a LEFT JOIN users u ON u.id = a.user_id ${w}`,
    w.params,
  );
  const rows = await db.query<{
    id: number | string;
    at: Date | string;
    username: string | null;
    old_kas: string | null;
    new_kas: string | null;
    payout_id: number | string | null;
  }>(
    // the balances as text, read by kasOf: one outside ±MAX_KAS shows as null, never a 500
    `SELECT a.id, a.created_at AS at, u.username,
            a.old_value->>'kas' AS old_kas, a.new_value->>'kas' AS new_kas,
            (a.new_value->>'payout_id')::bigint AS payout_id
       FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
      ${w}
      ORDER BY a.id DESC LIMIT ${w.param(page.limit)} OFFSET ${w.param(page.page * page.limit)}`,
    w.params,
  );
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    totalRows: Number(count.n),
    rows: rows.map((r) => ({
      id: Number(r.id),
      at: r.at instanceof Date ? r.at.toISOString() : new Date(r.at).toISOString(),
      username: r.username,
      old_kas: kasOf(r.old_kas),
      new_kas: kasOf(r.new_kas),
      payout_id: num(r.payout_id),
    })),
  };
}

/** One audit_log row with its user's name; the snapshots stay JSON for the use case to diff. */
export interface AuditLogRow {
  id: number;
  created_at: string;
  action: "create" | "update" | "delete";
  entity: string;
  entity_id: string | null;
  user_id: number | null;
  username: string | null;
  old_value: Record<string, unknown> | null;
  new_value: Record<string, unknown> | null;
}

const AUDIT_COLUMNS = `a.id, a.created_at, a.action, a.entity, a.entity_id, a.user_id,
  u.username, a.old_value, a.new_value`;

/** Every entry of one order, oldest first. */
export async function orderAudit(db: Queryable, orderId: number): Promise<AuditLogRow[]> {
  return db.query<AuditLogRow>(
    `SELECT ${AUDIT_COLUMNS} FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
     WHERE a.entity = 'order' AND a.entity_id = $1 ORDER BY a.id`,
    [String(orderId)],
  );
}

export interface AuditFilter {
  /** (entity, entity_id) pairs; entity_id null means any. */
  kinds: [entity: string, entityId: string | null][];
  userId?: number;
  /** Agency-zone days, inclusive. */
  period: DateRange;
  timeZone: string;
  /** The grid's header filters on User and Aksi (Data is `kinds`). */
  columns?: ColumnFilterValues;
}

/** Header filter fields → their columns (contract AUDIT_FILTERS; `entity` is `kinds`). */
const AUDIT_FILTER_COLUMNS = { username: "u.username", action: "a.action" };

/** One page of the money audit, newest first, with the filtered count. */
export async function auditLogPage(
  db: Queryable,
  f: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditLogRow[]; totalRows: number }> {
  const w = new Where();
  const kinds = f.kinds.map(([entity, id]) =>
    id === null
      ? `a.entity = ${w.param(entity)}`
      : `(a.entity = ${w.param(entity)} AND a.entity_id = ${w.param(id)})`,
  );
  w.add(`(${kinds.join(" OR ")})`);
  if (f.userId) w.add(`a.user_id = ${w.param(f.userId)}`);
  w.dayRange("a.created_at", f.period, f.timeZone);
  if (f.columns) w.columns(f.columns, AUDIT_FILTER_COLUMNS);
  const from = "FROM audit_log a LEFT JOIN users u ON u.id = a.user_id";
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*) AS n ${from} ${w}`, w.params);
  const rows = await db.query<AuditLogRow>(
    `SELECT ${AUDIT_COLUMNS} ${from} ${w}
     ORDER BY a.created_at DESC, a.id DESC LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.params,
  );
  return { rows, totalRows: n };
}
