// Under a talent's or admin's order report (a section of its page, client/lib/page-sections.ts):
// the weeks with what was owed, paid and is still owed with the running balance, then the
// payouts. Figures are the server's. 'Catat Pembayaran' pays a period that still owes — an
// admin's by the owner only (RULES.md D9), a closed month's by a payout dated in an open one.
import { Suspense, lazy, useMemo, useState } from "react";
import { useAtomValue } from "jotai";
import { Button } from "@blueprintjs/core";
import { StaticGrid } from "../../../components/server-grid";
import { isOwnerAtom } from "../../../client/lib/session";
import { textActionsCol } from "../../../../grids/column-types";
import { periodOfLedger, type PayablePeriod } from "../payable";
import { formatRupiah } from "../../../client/lib/format";
import { usePersonSection } from "../../../client/lib/page-sections";
import { ledgerColumns, payoutColumns } from "../../../../grids/payout-ledger";
import { payoutLedger } from "../atoms";
import { LedgerChart } from "./LedgerChart";
import { serverMessage } from "../../../components/feedback";
import type { LedgerResponse } from "../../../contract/payouts";

// the form kit loads when the dialog opens (bundle budget)
const RecordPayoutDialog = lazy(() =>
  import("../dialogs/RecordPayoutDialog").then((m) => ({ default: m.RecordPayoutDialog })),
);

type LedgerRow = LedgerResponse["data"]["periods"][number];

export default function PayoutLedger() {
  const { by, id, range } = usePersonSection();
  const [page, setPage] = useState(0);
  const q = useAtomValue(payoutLedger(`${by}|${id}|${page}`));
  const isOwner = useAtomValue(isOwnerAtom);
  const [paying, setPaying] = useState<PayablePeriod | null>(null);
  const d = q.data?.data;
  const paging = q.data;
  const canPay = by === "talent" || isOwner;
  const columns = useMemo(
    () =>
      canPay
        ? [
            ...ledgerColumns,
            textActionsCol<LedgerRow>(
              [
                {
                  text: "Catat Pembayaran",
                  onClick: (r) => setPaying(periodOfLedger(r)),
                  disabled: (r) => r.outstanding <= 0,
                },
              ],
              { pinned: "right" },
            ),
          ]
        : ledgerColumns,
    [canPay],
  );
  const person = { person_type: by, person_id: id };
  return (
    <section aria-labelledby="kt-ledger-title" style={{ marginTop: 24 }}>
      <h2 id="kt-ledger-title" style={{ fontSize: 16, margin: "0 0 8px" }}>
        Pembayaran dan Saldo
        {d && (
          <span style={{ fontWeight: 400, marginLeft: 12 }} data-testid="ledger-outstanding">
            Sisa Hutang: <strong>{formatRupiah(d.totals.outstanding)}</strong>
            {d.totals.overpaid > 0 && (
              <>
                {" "}
                · Lebih Bayar: <strong>{formatRupiah(d.totals.overpaid)}</strong>
              </>
            )}
          </span>
        )}
      </h2>
      <LedgerChart
        periods={d?.periods}
        range={range}
        error={q.isError ? serverMessage(q.error) : undefined}
      />
      <StaticGrid
        ariaLabel="Saldo per periode"
        columnDefs={columns}
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
      {paging && paging.totalPage > 1 && (
        <div className="kt-ledger-pager" data-testid="ledger-pager">
          <span>
            Menampilkan {paging.page * paging.limit + 1}–
            {paging.page * paging.limit + paging.data.payouts.length} dari {paging.totalRows}{" "}
            pembayaran
          </span>
          <Button
            small
            icon="chevron-left"
            text="Sebelumnya"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          />
          <Button
            small
            rightIcon="chevron-right"
            text="Berikutnya"
            disabled={page + 1 >= paging.totalPage}
            onClick={() => setPage(page + 1)}
          />
        </div>
      )}
      <Suspense fallback={null}>
        {paying && <RecordPayoutDialog row={paying} onClose={() => setPaying(null)} />}
      </Suspense>
    </section>
  );
}
