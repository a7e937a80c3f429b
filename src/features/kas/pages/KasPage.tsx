// /admin/kas (RULES.md S2): 'Saldo Kas', 'Total Kas' as Rp + id-ID number, 'Edit' opens 'Ubah Saldo
// Kas', '⬅ Kembali' to /admin/summary; beyond the spec, the history of kas changes (audit log),
// the talent and admin rates (RatesSection) and the months (the payouts feature's periods section).
import { Button, Callout, Card } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { Suspense, lazy, useState } from "react";
import { Outlet } from "react-router-dom";
import { formatRupiah } from "../../../client/lib/format";
import { paths } from "../../../client/lib/paths";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { useListGrid } from "../../../components/list/use-list-grid";
import { ServerGrid } from "../../../components/server-grid";
import type { KasChange } from "../../../contract/settings";
import { MAX_KAS, rupiahLabel } from "../../../contract/rupiah";
import { kasHistoryColumns } from "../../../../grids/kas-history";
import { kasAtom, kasHistoryList } from "../atoms";
import { RatesSection } from "../sections/RatesSection";

const HISTORY_PAGE_SIZES = [25, 50, 100];

// the form kit loads when the dialog opens (bundle budget)
const EditKasDialog = lazy(() =>
  import("../dialogs/EditKasDialog").then((m) => ({ default: m.EditKasDialog })),
);

export default function KasPage() {
  const kas = useAtomValue(kasAtom);
  const history = useListGrid(kasHistoryList);
  const historyFiltered = Object.values(history.grid.headerFilters.values).some(Boolean);
  const [editing, setEditing] = useState(false);
  // null: the stored balance lies outside ±MAX_KAS (RULES.md D8), shown '-' until it is set again
  const value = kas.data ? kas.data.kas : 0;
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
        {value === null && (
          <Callout intent="warning" compact style={{ marginBottom: 12 }}>
            Saldo kas tersimpan di luar batas {rupiahLabel(-MAX_KAS)} sampai {rupiahLabel(MAX_KAS)}{" "}
            (data lama). Ubah saldo kas dengan Edit.
          </Callout>
        )}
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
      {/* the months, closed and reopened (features/payouts, a section of this route) */}
      <Outlet />
      <Suspense fallback={null}>
        {editing && kas.data ? (
          <EditKasDialog kas={kas.data} onClose={() => setEditing(false)} />
        ) : null}
      </Suspense>
    </>
  );
}
