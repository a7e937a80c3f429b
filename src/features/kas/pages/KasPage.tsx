// /admin/kas (RULES.md S2): 'Saldo Kas', 'Total Kas' as Rp + id-ID number, 'Edit' opens 'Ubah Saldo
// Kas', '⬅ Kembali' to /admin/summary; beyond the spec, the history of kas changes (audit log),
// the talent and admin rates (RatesSection) and the months (PeriodsSection).
import { Button, Card } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { Suspense, lazy, useState } from "react";
import { formatRupiah } from "../../../client/lib/format";
import { paths } from "../../../client/lib/paths";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { useListGrid } from "../../../components/list/use-list-grid";
import { ServerGrid } from "../../../components/server-grid";
import type { KasChange } from "../../../contract/settings";
import { kasHistoryColumns } from "../../../../grids/kas-history";
import { kasAtom, kasHistoryList } from "../atoms";
import { RatesSection } from "../sections/RatesSection";

const HISTORY_PAGE_SIZES = [25, 50, 100];

// the last section of the page loads after the rest (bundle budget)
const PeriodsSection = lazy(() =>
  import("../sections/PeriodsSection").then((m) => ({ default: m.PeriodsSection })),
);
// the form kit loads when the dialog opens (bundle budget)
const EditKasDialog = lazy(() =>
  import("../dialogs/EditKasDialog").then((m) => ({ default: m.EditKasDialog })),
);

export default function KasPage() {
  const kas = useAtomValue(kasAtom);
  const history = useListGrid(kasHistoryList);
  const historyFiltered = Object.values(history.grid.headerFilters.values).some(Boolean);
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
      <ServerGrid<KasChange>
        ariaLabel="Riwayat kas"
        columnDefs={kasHistoryColumns}
        columnChooser="kas-history"
        pageSizes={HISTORY_PAGE_SIZES}
        getRowId={(r) => r.id}
        {...history.grid}
        emptyText={
          historyFiltered
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
