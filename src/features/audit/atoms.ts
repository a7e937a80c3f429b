// State of /admin/audit (owner only): one paged list, its header filters (User, Data, Aksi) and
// Waktu's days in the URL's query string like every list.
import { createListAtoms, pagedCall } from "../../client/lib/list-atoms";
import { paths } from "../../client/lib/paths";
import { AUDIT_FILTERS } from "../../contract/filter-fields";
import type { AuditEntry } from "../../contract/audit";
import { getAudit } from "./api/get-audit";

export const AUDIT_PAGE_SIZES = [10, 25, 50];

export const auditList = createListAtoms<AuditEntry>({
  key: "audit",
  path: paths.audit.pattern,
  defaultSize: 10,
  ...pagedCall(getAudit, "audit", AUDIT_FILTERS, { period: true, unsorted: true }),
});
