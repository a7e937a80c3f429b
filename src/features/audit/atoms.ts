// State of /admin/audit (owner only): one paged list, its header filters (User, Data, Aksi) and
// Waktu's days in the URL's query string like every list.
import { periodToWire } from "../../contract/list-query";
import { createListAtoms, type ListParams } from "../../client/lib/list-atoms";
import { paths } from "../../client/lib/paths";
import { AUDIT_FILTERS, filterKeys, pickFilters } from "../../contract/filter-fields";
import type { AuditEntry } from "../../contract/audit";
import { getAudit } from "./api/get-audit";

export const AUDIT_PAGE_SIZES = [10, 25, 50];

const FILTER_KEYS = filterKeys(AUDIT_FILTERS);

const auditQuery = (p: ListParams) => ({
  ...pickFilters(p.filters, FILTER_KEYS),
  ...periodToWire(p),
  page: String(p.page),
  limit: String(p.size),
});

export const auditList = createListAtoms<AuditEntry>({
  key: "audit",
  path: paths.audit.pattern,
  defaultSize: 10,
  filterKeys: FILTER_KEYS,
  fetch: async (p) => {
    const res = await getAudit(auditQuery(p));
    return { rows: res.result, totalRows: res.totalRows };
  },
  exportAs: { list: "audit", query: auditQuery },
});
