import { call } from "../../../client/lib/call";
import { auditApi } from "../../../contract/api/audit";
import type { AuditListQuery } from "../../../contract/audit";

/** GET /audit (owner only): every money change, newest first, filtered by entity, user, date. */
export const getAudit = (query: AuditListQuery) => call(auditApi.list, { query });
