// State of /admin/audit (owner only): one paged list, its entity and user filters and the date
// range in the URL's query string like every list.
import { createListAtoms, type ListParams } from "../../client/lib/list-atoms";
import { paths } from "../../client/lib/paths";
import type { AuditEntity, AuditEntry } from "../../contract/audit";
import { getAudit } from "./api/get-audit";

export const AUDIT_PAGE_SIZES = [10, 25, 50];

const auditQuery = (p: ListParams) => ({
  entity: (p.filters.entity ?? "") as AuditEntity | "",
  user_id: p.filters.user_id ?? "",
  start_date: p.start,
  end_date: p.end,
  page: String(p.page),
  limit: String(p.size),
});

export const auditList = createListAtoms<AuditEntry>({
  key: "audit",
  path: paths.audit.pattern,
  defaultSize: 10,
  filterKeys: ["entity", "user_id"],
  fetch: async (p) => {
    const res = await getAudit(auditQuery(p));
    return { rows: res.result, totalRows: res.totalRows };
  },
  exportAs: { list: "audit", query: auditQuery },
});
