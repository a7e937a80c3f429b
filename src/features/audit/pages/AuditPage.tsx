// /admin/audit (owners only): every change the audit log holds — orders, the kas balance, the
// share rates, payouts, closed and reopened months, the catalog and users — newest first, with
// who, when and old → new. The header filters
// (Waktu days, User, Data, Aksi) go to the server and into the URL.
import { errorMessage } from "../../../client/lib/http";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { PageHeader } from "../../../components/list/PageHeader";
import { useListGrid } from "../../../components/list/use-list-grid";
import { OwnerOnly } from "../../../components/OwnerOnly";
import { ServerGrid } from "../../../components/server-grid";
import type { AuditEntry } from "../../../contract/audit";
import { auditColumns } from "../../../../grids/audit";
import { AUDIT_PAGE_SIZES, auditList } from "../atoms";

function AuditList() {
  const { query, grid } = useListGrid(auditList);
  return (
    <>
      <ErrorCallout>
        {query.isError && errorMessage(query.error, "Gagal memuat riwayat perubahan")}
      </ErrorCallout>
      <ServerGrid<AuditEntry>
        ariaLabel="Riwayat perubahan"
        columnDefs={auditColumns}
        columnChooser="audit"
        pageSizes={AUDIT_PAGE_SIZES}
        getRowId={(e) => e.id}
        {...grid}
      />
    </>
  );
}

export default function AuditPage() {
  return (
    <>
      <PageHeader title="Riwayat Perubahan" />
      <OwnerOnly>
        <AuditList />
      </OwnerOnly>
    </>
  );
}
