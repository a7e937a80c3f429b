// /admin/audit (owners only): every money change — orders created, edited, deleted, the kas
// balance and the share rates — newest first, with who, when and old → new. Filters by entity,
// user and date go to the server and into the URL.
import { HTMLSelect } from "@blueprintjs/core";
import { useAtom, useAtomValue } from "jotai";
import { atomWithQuery } from "../../../client/lib/query-client";
import { errorMessage } from "../../../client/lib/http";
import { call } from "../../../client/lib/call";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { PageHeader } from "../../../components/list/PageHeader";
import { useListGrid } from "../../../components/list/use-list-grid";
import { OwnerOnly } from "../../../components/OwnerOnly";
import { AUDIT_ENTITY_LABELS } from "../../../components/AuditChanges";
import { DateRangeFilter } from "../../../components/report/DateRangeFilter";
import { ServerGrid } from "../../../components/server-grid";
import { summaryApi } from "../../../contract/api/summary";
import type { AuditEntry } from "../../../contract/audit";
import { AUDIT_ENTITIES } from "../../../contract/values";
import { auditColumns } from "../../../../grids/audit";
import { AUDIT_PAGE_SIZES, auditList } from "../atoms";

const userChoicesAtom = atomWithQuery(() => ({
  queryKey: ["audit", "users"],
  queryFn: async () => (await call(summaryApi.global)).data.admins,
}));

function AuditList() {
  const { query, grid } = useListGrid(auditList);
  const [filters, setFilters] = useAtom(auditList.filtersAtom);
  const [range, setRange] = useAtom(auditList.rangeAtom);
  const users = useAtomValue(userChoicesAtom);
  const set = (key: string, value: string) => {
    const next = { ...filters };
    if (value) next[key] = value;
    else delete next[key];
    setFilters(next);
  };
  const toolbar = (
    <div
      role="group"
      aria-label="Filter audit"
      style={{ display: "flex", gap: 14, flexWrap: "wrap", alignItems: "center" }}
    >
      <label style={{ display: "inline-flex", gap: 6, alignItems: "center", margin: 0 }}>
        <span>Data</span>
        <HTMLSelect
          aria-label="Data"
          value={filters.entity ?? ""}
          onChange={(e) => set("entity", e.currentTarget.value)}
          options={[
            { value: "", label: "Semua" },
            ...AUDIT_ENTITIES.map((e) => ({ value: e, label: AUDIT_ENTITY_LABELS[e] })),
          ]}
        />
      </label>
      <label style={{ display: "inline-flex", gap: 6, alignItems: "center", margin: 0 }}>
        <span>User</span>
        <HTMLSelect
          aria-label="User"
          value={filters.user_id ?? ""}
          onChange={(e) => set("user_id", e.currentTarget.value)}
          options={[
            { value: "", label: "Semua" },
            ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.username })),
          ]}
        />
      </label>
      <DateRangeFilter value={range} onChange={setRange} />
    </div>
  );
  return (
    <>
      <ErrorCallout>
        {query.isError && errorMessage(query.error, "Gagal memuat riwayat perubahan")}
      </ErrorCallout>
      <ServerGrid<AuditEntry>
        ariaLabel="Riwayat perubahan uang"
        columnDefs={auditColumns}
        columnChooser="audit"
        pageSizes={AUDIT_PAGE_SIZES}
        getRowId={(e) => e.id}
        {...grid}
        toolbar={toolbar}
      />
    </>
  );
}

export default function AuditPage() {
  return (
    <>
      <PageHeader title="Riwayat Perubahan Uang" />
      <OwnerOnly>
        <AuditList />
      </OwnerOnly>
    </>
  );
}
