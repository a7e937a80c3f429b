// Detail popup of an order (RULES.md S2 and the issue): every field of the order with its money in
// rupiah, the proof image (click opens it full size) and a 'Riwayat' tab with the order's audit
// entries (who, when, what changed from what to what). The row from the list shows at once;
// the full detail (shares, tips) and the history load by id.
import { Callout, Dialog, DialogBody, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { EMPTY, formatDateId, formatRupiah } from "../../../client/lib/format";
import { errorMessage } from "../../../client/lib/http";
import { proofImageUrl } from "../../../client/lib/images";
import { AuditHistoryTable } from "../../../components/AuditHistoryTable";
import { DetailList } from "../../../components/DetailList";
import type { OrderRow } from "../../../contract/orders";
import { orderHistoryById } from "../atoms";
// the same per-id atom as the edit dialog
import { orderDetailAtom } from "../form-atoms";

const minutes = (n: number | null | undefined) =>
  n === null || n === undefined ? EMPTY : `${n} menit`;

function DetailTab({ row }: { row: OrderRow }) {
  const q = useAtomValue(orderDetailAtom(row.id));
  const d = q.data;
  const tips = d?.tips ?? [];
  const loading = <Spinner size={14} />;
  return (
    <>
      {q.isError && (
        <Callout intent="danger" style={{ marginBottom: 8 }}>
          {errorMessage(q.error, "Gagal mengambil data order")}
        </Callout>
      )}
      <DetailList
        items={[
          ["Admin", row.admin_name],
          ["No Order", String(row.no_order)],
          ["Tanggal", formatDateId(row.date)],
          ["Talent", row.talent_name],
          [
            "Customer",
            row.customer_age === null
              ? row.customer_name
              : `${row.customer_name} (${row.customer_age} tahun)`,
          ],
          ["Jasa", [row.service_name, row.sub_service_name].filter(Boolean).join(" / ")],
          ["Durasi", minutes(row.duration)],
          ["Pembayaran", [row.payment_method, row.payment_place].filter(Boolean).join(" - ")],
          ["Status Refund", row.refund_status],
          ["Harga", formatRupiah(row.price)],
          ["Harga Bersih", formatRupiah(row.net_price)],
          ["Bagian Talent", d ? formatRupiah(d.talent_share) : loading],
          ["Fee Admin", d ? formatRupiah(d.admin_fee) : loading],
          [
            "Tip",
            !d
              ? loading
              : tips.length === 0
                ? EMPTY
                : tips.map((t) => `${t.receiver_type}: ${formatRupiah(t.amount)}`).join(", "),
          ],
          ["Deskripsi", row.description],
        ]}
      />
      {row.proof_image ? (
        <figure style={{ margin: 0 }}>
          <figcaption style={{ fontWeight: 600, color: "#5f6b7c", marginBottom: 4 }}>
            Bukti Pembayaran
          </figcaption>
          <a href={proofImageUrl(row.proof_image)} target="_blank" rel="noopener noreferrer">
            <img
              src={proofImageUrl(row.proof_image)}
              alt={`Bukti pembayaran order ${row.no_order}`}
              style={{
                maxWidth: "100%",
                maxHeight: 320,
                border: "1px solid #d3d8de",
                borderRadius: 4,
              }}
            />
          </a>
        </figure>
      ) : (
        <p className="muted">Tidak ada bukti pembayaran</p>
      )}
    </>
  );
}

function HistoryTab({ id }: { id: number }) {
  const q = useAtomValue(orderHistoryById(id));
  if (q.isPending) return <Spinner size={20} />;
  if (q.isError)
    return <Callout intent="danger">{errorMessage(q.error, "Gagal memuat riwayat")}</Callout>;
  return (
    <AuditHistoryTable
      label="Riwayat order"
      entries={q.data}
      emptyText="Tidak ada riwayat"
      actions
    />
  );
}

export function OrderDetailDialog(props: { order: OrderRow | null; onClose: () => void }) {
  const { order, onClose } = props;
  const [tab, setTab] = useState<string>("detail");
  return (
    <Dialog
      isOpen={order !== null}
      onClose={() => {
        setTab("detail");
        onClose();
      }}
      title={order ? `Detail Order ${order.no_order}` : "Detail Order"}
      style={{ width: 640, maxWidth: "calc(100vw - 24px)" }}
    >
      {order && (
        <DialogBody>
          <Tabs id="order-detail-tabs" selectedTabId={tab} onChange={(t) => setTab(String(t))}>
            <Tab id="detail" title="Detail" panel={<DetailTab row={order} />} />
            <Tab id="history" title="Riwayat" panel={<HistoryTab id={order.id} />} />
          </Tabs>
        </DialogBody>
      )}
    </Dialog>
  );
}
