// Beyond the spec: Σ per-talent (fee + tip) + Σ per-admin (fee + tip) + sisa = total uang masuk,
// with a check mark, or the difference in red and the rows that cause it. Every figure is the
// server's (GET /report/summary/reconcile); the client adds nothing up.
import { Callout, Card, HTMLTable, Icon } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { formatRupiah } from "../../../client/lib/format";
import { serverMessage } from "../../../components/feedback";
import { StaticGrid } from "../../../components/server-grid";
import { reconcileColumns } from "../../../../grids/reconcile-rows";
import { reconcileAtom } from "../atoms";

export function ReconcilePanel() {
  const q = useAtomValue(reconcileAtom);
  const r = q.data;
  return (
    <Card compact className="summary-reconcile" role="region" aria-label="Rekonsiliasi">
      <h2>Rekonsiliasi</h2>
      {q.isPending && <p className="muted">Memuat data...</p>}
      {q.isError && <Callout intent="danger">{serverMessage(q.error)}</Callout>}
      {r && (
        <>
          <HTMLTable compact style={{ width: "100%" }}>
            <tbody>
              <tr>
                <th scope="row">Σ Talent (fee + tip)</th>
                <td className="num">{formatRupiah(r.talents_total)}</td>
              </tr>
              <tr>
                <th scope="row">Σ Admin (fee + tip)</th>
                <td className="num">{formatRupiah(r.admins_total)}</td>
              </tr>
              <tr>
                <th scope="row">Sisa</th>
                <td className="num">{formatRupiah(r.sisa)}</td>
              </tr>
              <tr className="summary-reconcile-total">
                <th scope="row">Total Uang Masuk</th>
                <td className="num">{formatRupiah(r.total_uang_masuk)}</td>
              </tr>
              <tr>
                <th scope="row">Σ Pembayaran (semua waktu)</th>
                <td className="num">{formatRupiah(r.payouts.paid)}</td>
              </tr>
              <tr>
                <th scope="row">Σ Kas keluar untuk pembayaran</th>
                <td className="num" data-testid="reconcile-payout-kas">
                  {formatRupiah(r.payouts.kas_moved)}{" "}
                  <Icon
                    icon={r.payouts.ok ? "tick-circle" : "error"}
                    intent={r.payouts.ok ? "success" : "danger"}
                    title={r.payouts.ok ? "Cocok" : "Tidak cocok"}
                  />
                </td>
              </tr>
            </tbody>
          </HTMLTable>
          {r.ok ? (
            <p className="summary-reconcile-ok" data-testid="reconcile-status">
              <Icon icon="tick-circle" intent="success" /> Cocok sampai rupiah terakhir
            </p>
          ) : (
            <>
              <p className="summary-reconcile-bad" data-testid="reconcile-status">
                <Icon icon="error" intent="danger" /> Selisih {formatRupiah(r.difference)}
              </p>
              {[...r.talents, ...r.admins].length > 0 && (
                <StaticGrid
                  ariaLabel="Baris yang berselisih"
                  columnDefs={reconcileColumns}
                  rows={[...r.talents, ...r.admins]}
                  loading={false}
                  maxHeight={240}
                />
              )}
            </>
          )}
        </>
      )}
    </Card>
  );
}
