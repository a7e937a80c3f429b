// /admin/kas (RULES.md S2): 'Saldo Kas', 'Total Kas' as Rp + id-ID number, 'Edit' opens 'Ubah Saldo
// Kas', '⬅ Kembali' to /admin/summary; beyond the spec, the history of kas changes (audit log),
// the talent and admin rates (RatesSection) and the months (PeriodsSection).
import { Button, Card } from "@blueprintjs/core";
import { useAtom, useAtomValue } from "jotai";
import { Suspense, lazy, useState } from "react";
import { formatRupiah } from "../../../client/lib/format";
import { paths } from "../../../client/lib/paths";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { StaticGrid } from "../../../components/server-grid";
import { kasHistoryColumns } from "../../../../grids/kas-history";
import { kasAtom, kasHistoryList } from "../atoms";
import { RatesSection } from "../sections/RatesSection";

// the last section of the page loads after the rest (bundle budget: the route sits at 400 KB)
const PeriodsSection = lazy(() =>
  import("../sections/PeriodsSection").then((m) => ({ default: m.PeriodsSection })),
);
// the form kit loads when the dialog opens (bundle budget)
const EditKasDialog = lazy(() =>
  import("../dialogs/EditKasDialog").then((m) => ({ default: m.EditKasDialog })),
);

export default function KasPage() {
  const kas = useAtomValue(kasAtom);
  const history = useAtomValue(kasHistoryList.queryAtom);
  const historyParams = useAtomValue(kasHistoryList.paramsAtom);
  const [historyFilters, setHistoryFilters] = useAtom(kasHistoryList.columnFiltersAtom);
  const [editing, setEditing] = useState(false);
  const value = kas.data?.kas ?? 0;
  return (
    <>
      <PageHeader title="Saldo Kas">
        <NavButton text="⬅ Kembali" to={paths.summary.pattern} />
      </PageHeader>
      <Card compact style={{ maxWidth: 520, marginBottom: 20 }}>
        <div className="kt-figure-card-label">Total Kas</div>
        <div
          className={`kt-figure-card-value${kas.isPending ? " bp6-skeleton" : ""}`}
          data-testid="total-kas"
          style={{ fontSize: 28, margin: "4px 0 12px" }}
        >
          {formatRupiah(value)}
        </div>
        <Button
          icon="edit"
          intent="primary"
          text="Edit"
          disabled={kas.isPending}
          onClick={() => setEditing(true)}
        />
      </Card>
      <h2 style={{ fontSize: 16, margin: "0 0 8px" }}>Riwayat Perubahan Kas</h2>
      <StaticGrid
        ariaLabel="Riwayat kas"
        columnDefs={kasHistoryColumns}
        exportSource={{
          list: "kas-history",
          query: kasHistoryList.exportAs!.query(historyParams),
        }}
        headerFilters={{ values: historyFilters, onChange: setHistoryFilters }}
        rows={history.data?.rows}
        loading={history.isPending || history.isPlaceholderData}
        error={history.isError ? history.error : undefined}
        getRowId={(r) => r.id}
        emptyText={
          Object.values(historyFilters).some(Boolean)
            ? "Tidak ada perubahan kas yang cocok dengan filter"
            : "Belum ada perubahan kas"
        }
        maxHeight={400}
      />
      <RatesSection />
      <Suspense fallback={null}>
        <PeriodsSection />
      </Suspense>
      <Suspense fallback={null}>
        {editing && kas.data ? (
          <EditKasDialog kas={kas.data} onClose={() => setEditing(false)} />
        ) : null}
      </Suspense>
    </>
  );
}
