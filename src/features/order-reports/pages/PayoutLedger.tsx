// Under a talent's or admin's order report (issue 24): the weeks with what was owed, paid and is
// still owed with the running balance, then the payouts. Figures are the server's.
import { useAtomValue } from "jotai";
import { StaticGrid } from "../../../components/server-grid";
import { formatRupiah } from "../../../client/lib/format";
import { ledgerColumns, payoutColumns } from "../../../../grids/payout-ledger";
import { payoutLedger } from "../atoms";

export function PayoutLedger({ by, id }: { by: "talent" | "admin"; id: number }) {
  const q = useAtomValue(payoutLedger(`${by}|${id}`));
  const d = q.data;
  const person = { person_type: by, person_id: id };
  return (
    <section aria-labelledby="kt-ledger-title" style={{ marginTop: 24 }}>
      <h2 id="kt-ledger-title" style={{ fontSize: 16, margin: "0 0 8px" }}>
        Pembayaran dan Saldo
        {d && (
          <span style={{ fontWeight: 400, marginLeft: 12 }} data-testid="ledger-outstanding">
            Sisa Hutang: <strong>{formatRupiah(d.totals.outstanding)}</strong>
          </span>
        )}
      </h2>
      <StaticGrid
        ariaLabel="Saldo per periode"
        columnDefs={ledgerColumns}
        rows={d?.periods}
        loading={q.isPending}
        error={q.isError ? q.error : undefined}
        getRowId={(r) => r.start_date}
        exportSource={{ list: "payout-ledger", query: person }}
        maxHeight={320}
      />
      <h3 style={{ fontSize: 14, margin: "16px 0 8px" }}>Riwayat Pembayaran</h3>
      <StaticGrid
        ariaLabel="Riwayat pembayaran"
        columnDefs={payoutColumns}
        rows={d?.payouts}
        loading={q.isPending}
        error={q.isError ? q.error : undefined}
        getRowId={(r) => r.id}
        emptyText="Belum ada pembayaran"
        exportSource={{ list: "payout-history", query: person }}
        maxHeight={320}
      />
    </section>
  );
}
