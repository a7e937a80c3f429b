// The bar over the order grid while rows are ticked: how many, their Σ Harga, and what to do
// with them together — set the refund status, export them (the grid's visible columns, through
// GET /order/export with their ids), delete (confirmation naming the count; the
// owner rule decides per order). Each order changes in its own audited transaction on the
// server (POST /order/bulk); the toast says how many succeeded and which failed and why.
import { useState } from "react";
import { Button, HTMLSelect } from "@blueprintjs/core";
import { formatNumber, formatRupiah } from "../../../client/lib/format";
import { toast } from "../../../client/lib/toast";
import { ConfirmDelete } from "../../../components/ConfirmDelete";
import { ExportButtons } from "../../../components/ExportButtons";
import { toastFailure, useOneAtATime } from "../../../components/feedback";
import type { OrderRow } from "../../../contract/orders";
import { REFUND_OPTIONS } from "../../../contract/values";
import type { RefundStatus } from "../../../money/rules";
import { bulkOrders } from "../api/bulk-orders";

interface Props {
  rows: OrderRow[];
  /** After the call, changed or not: refetch and untick. */
  onDone: () => void;
  /** The ticked rows as a file, in the grid's columns and sort. */
  download: (format: "csv" | "xlsx", ids: number[]) => Promise<{ blob: Blob; fileName?: string }>;
}

export function OrderSelectionBar({ rows, onDone, download }: Props) {
  const [refund, setRefund] = useState<RefundStatus>("REFUND_50");
  const { busy, run } = useOneAtATime();
  const [confirming, setConfirming] = useState(false);
  if (rows.length === 0) return null;
  const ids = rows.map((r) => r.id);
  const noOrderOf = (id: number) => String(rows.find((r) => r.id === id)?.no_order ?? id);
  const total = rows.reduce((sum, r) => sum + r.price, 0);

  const applyRefund = () =>
    run(async () => {
      try {
        const res = await bulkOrders({ action: "refund", ids, refund_status: refund }, noOrderOf);
        toast.success(res.message);
      } catch (err) {
        toastFailure("Sebagian order gagal diubah", err);
      } finally {
        onDone();
      }
    });

  return (
    <div className="kt-selection-bar" role="region" aria-label="Order terpilih">
      <strong>{formatNumber(rows.length)} order dipilih</strong>
      <span>
        Total Harga: <strong>{formatRupiah(total)}</strong>
      </span>
      <HTMLSelect
        aria-label="Status refund untuk order terpilih"
        value={refund}
        onChange={(e) => setRefund(e.currentTarget.value as RefundStatus)}
        options={REFUND_OPTIONS}
      />
      <Button text="Ubah refund" loading={busy} onClick={() => void applyRefund()} />
      <ExportButtons
        download={(format) => download(format, ids)}
        fileName="order-terpilih"
        suffix="terpilih"
      />
      <Button
        text="Hapus terpilih"
        icon="trash"
        intent="danger"
        variant="outlined"
        onClick={() => setConfirming(true)}
      />
      <ConfirmDelete
        isOpen={confirming}
        title={`Hapus ${formatNumber(rows.length)} order?`}
        text="Data yang dihapus tidak dapat dikembalikan!"
        onConfirm={() => bulkOrders({ action: "delete", ids }, noOrderOf)}
        onClose={() => {
          setConfirming(false);
          onDone();
        }}
        successMessage={`${formatNumber(rows.length)} order dihapus`}
        failureTitle="Sebagian order gagal dihapus"
      />
    </div>
  );
}
