// The live split of an order under its price field (issue: create and edit dialogs): net price,
// talent share, admin fee, tips and what the agency keeps, computed by the server's own money
// rules (orderMoney, figures) from what is typed now, so the preview is what will be saved.
import { useWatch } from "react-hook-form";
import { Callout, Spinner } from "@blueprintjs/core";
import { formatNumber, formatRupiah } from "../../../client/lib/format";
import { parseRupiah } from "../../../contract/rupiah";
import {
  bpToPercent,
  figures,
  orderMoney,
  type RefundStatus,
  type Tip,
  type TipReceiver,
} from "../../../money/rules";

export interface PreviewRates {
  talent_rate_bp: number;
  admin_rate_bp: number;
}

/** Typed rupiah as the form will send it; 0 while it is blank or would be refused. */
const toInt = (v: unknown) => {
  if (typeof v !== "string") return 0;
  const parsed = parseRupiah(v);
  return parsed.ok ? parsed.value : 0;
};

/** Tip rows as typed (rupiah text, maybe blank) to the tips the money rules take. */
function tipsOf(rows: unknown): Tip[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((r: { receiver_type?: string; amount?: unknown }) =>
    (r.receiver_type === "talent" || r.receiver_type === "admin") && toInt(r.amount) > 0
      ? [{ receiver_type: r.receiver_type as TipReceiver, amount: toInt(r.amount) }]
      : [],
  );
}

const percent = (bp: number) => `${formatNumber(bpToPercent(bp), 2)} %`;

export function SharePreview(props: {
  rates: PreviewRates | undefined;
  ratesError?: boolean;
  /** Tips fixed by the order (edit form); otherwise the form's `tips` rows are read. */
  tips?: Tip[];
  /** Refund status fixed for a new order; otherwise the form's `refund_type` is read. */
  refund?: RefundStatus;
}) {
  const price = useWatch({ name: "price" });
  const tipRows = useWatch({ name: "tips" });
  const refundField = useWatch({ name: "refund_type" });
  if (props.ratesError)
    return (
      <Callout intent="warning" compact>
        Tarif tidak dapat dimuat; pratinjau pembagian tidak tersedia.
      </Callout>
    );
  if (!props.rates) return <Spinner size={16} aria-label="Memuat tarif" />;
  const { talent_rate_bp, admin_rate_bp } = props.rates;
  const money = orderMoney({
    price: toInt(price),
    refund_status: props.refund ?? ((refundField as RefundStatus | undefined) || "NONE"),
    talent_rate_bp,
    admin_rate_bp,
    tips: props.tips ?? tipsOf(tipRows),
  });
  const f = figures({ order_count: 1, ...money });
  return (
    <section aria-label="Pratinjau pembagian" className="share-preview">
      <dl>
        {(
          [
            ["Harga bersih", money.net_price],
            [`Talent share (${percent(talent_rate_bp)})`, money.talent_share],
            [`Admin fee (${percent(admin_rate_bp)})`, money.admin_fee],
            ["Tip talent", money.tip_talent],
            ["Tip admin", money.tip_admin],
            ["Sisa (agensi)", f.sisa],
          ] as const
        ).map(([label, amount]) => (
          <div key={label} className="share-preview-item">
            <dt>{label}</dt>
            <dd>{formatRupiah(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
