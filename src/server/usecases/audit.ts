// Audit reads. The log keeps whole snapshots (an order's detail before and after); the screens
// want "which field went from what to what", so each entry is reduced to its changed fields.
import { periodFromWire } from "../../contract/list-query";
import type { Db } from "../../db/connection";
import {
  auditLogPage,
  orderAudit,
  type AuditFilter,
  type AuditLogRow,
} from "../../db/repositories/audit";
import { getSettings } from "../../db/repositories/settings";
import { toPaged } from "../../db/repositories/paging";
import type {
  AuditChange,
  AuditEntity,
  AuditEntry,
  AuditListParams,
  AuditPage,
} from "../../contract/audit";
import { AUDIT_FILTERS } from "../../contract/audit";
import { columnFilterValues } from "../../contract/column-filters";
import { bpToPercent } from "../../money/rules";
import { ORDER_MONEY_FIELDS } from "../../contract/values";

/** Order fields a change is reported for, in reading order (names and timestamps are noise). */
const ORDER_FIELDS = [
  "price",
  "refund_status",
  "net_price",
  "talent_share",
  "admin_fee",
  "tip_talent",
  "tip_admin",
  "customer_name",
  "description",
  "proof_image",
];
/** A closed or reopened month: who closed it by name, not by id (the row keeps both). */
const PERIOD_FIELDS = ["closed", "closed_at", "closed_by_name", "reason"];

type Snapshot = Record<string, unknown> | null;
type Scalar = string | number | null;

const scalar = (v: unknown): Scalar =>
  v === undefined || v === null
    ? null
    : typeof v === "number"
      ? v
      : typeof v === "object"
        ? JSON.stringify(v) // a list (a category's talents, a service's sub-services)
        : String(v);

/** Rates are stored in basis points; people read percent. */
function readable(s: Snapshot): Snapshot {
  if (!s) return s;
  const out: Record<string, unknown> = { ...s };
  for (const k of ["talent_rate_bp", "admin_rate_bp"])
    if (typeof out[k] === "number") {
      out[k.replace(/_bp$/, "")] = bpToPercent(out[k]);
      delete out[k];
    }
  return out;
}

function changesOf(
  fields: readonly string[] | null,
  action: string,
  before: Snapshot,
  after: Snapshot,
) {
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of keys) {
    const old = scalar(before?.[field]);
    const now = scalar(after?.[field]);
    if (action === "update" && old === now) continue;
    if (action !== "update" && old === null && now === null) continue;
    changes.push({ field, old, new: now });
  }
  return changes;
}

/**
 * Every entity the log holds and the rows it is stored as: kas and rates are both `settings`
 * rows, a category is `talent_category`. Each is viewable and filterable (GET /audit?entity=).
 */
const KINDS: Record<AuditEntity, AuditFilter["kinds"][number]> = {
  order: ["order", null],
  kas: ["settings", "kas"],
  rates: ["settings", "rates"],
  payout: ["payout", null],
  period: ["period", null],
  service: ["service", null],
  sub_service: ["sub_service", null],
  talent: ["talent", null],
  category: ["talent_category", null],
  user: ["user", null],
  slip: ["slip_share", null],
};

/** The audit grid's entity of a log row. */
function entityOf(r: AuditLogRow): AuditEntity | null {
  for (const [entity, [stored, id]] of Object.entries(KINDS))
    if (r.entity === stored && (id === null || r.entity_id === id)) return entity as AuditEntity;
  return null;
}

function toEntry(r: AuditLogRow): AuditEntry | null {
  const entity = entityOf(r);
  if (!entity) return null;
  const fields =
    entity === "period"
      ? PERIOD_FIELDS
      : entity !== "order"
        ? null
        : r.action === "update"
          ? ORDER_FIELDS
          : ORDER_MONEY_FIELDS; // a created or deleted order is summed up by its money
  return {
    id: r.id,
    created_at: r.created_at,
    action: r.action,
    entity,
    entity_id: r.entity_id,
    user_id: r.user_id,
    username: r.username,
    changes: changesOf(fields, r.action, readable(r.old_value), readable(r.new_value)),
  };
}

const entries = (rows: AuditLogRow[]) =>
  rows.map(toEntry).filter((e): e is AuditEntry => e !== null);

export async function orderHistory(db: Db, orderId: number): Promise<AuditEntry[]> {
  return entries(await orderAudit(db, orderId));
}

export async function listAudit(db: Db, q: AuditListParams): Promise<AuditPage> {
  const { time_zone } = await getSettings(db);
  const { rows, totalRows } = await auditLogPage(
    db,
    {
      kinds: q.entity ? [KINDS[q.entity]] : Object.values(KINDS),
      userId: q.user_id,
      period: periodFromWire(q),
      timeZone: time_zone,
      // Data is the kinds above; User and Aksi are plain columns
      columns: columnFilterValues(q, { text: AUDIT_FILTERS.text, selects: ["action"] }),
    },
    q.limit,
    q.page * q.limit,
  );
  return toPaged(entries(rows), totalRows, q);
}
