// /admin/orders/edit/:id over the orders list (RULES.md S2, S3, S5): customer name, description,
// price, refund status and a new proof image (the current one is shown). The preview of shares
// uses the order's own snapshotted rates and tips (RULES.md D3). 'Customer name dan price
// wajib diisi!' from the contract; success 'Order berhasil diupdate!'; a failure shows the
// server's message or 'Gagal update order' and keeps what was typed.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { useLocation, useNavigate } from "react-router-dom";
import { proofImageUrl } from "../../../client/lib/images";
import { paths } from "../../../client/lib/paths";
import { SelectField, TextField } from "../../../components/form/bound-fields";
import { TextAreaField } from "../../../components/form/TextAreaField";
import { EditDialog } from "../../../components/form/EditDialog";
import { DialogForm } from "../../../components/form/FormDialog";
import { ImageField } from "../../../components/form/ImageField";
import { PresenceNote } from "../../../components/PresenceNote";
import { MoneyField } from "../../../components/form/MoneyField";
import { useContractForm } from "../../../components/form/use-contract-form";
import { REFUND_OPTIONS } from "../../../contract/values";
import { ORDER_MESSAGES, PROOF_IMAGE_TYPES, type OrderDetail } from "../../../contract/orders";
import { rupiahText } from "../../../contract/rupiah";
import { getOrderById } from "../api/get-order-by-id";
import { updateOrder } from "../api/update-order";
import { orderDetailAtom } from "../form-atoms";
import { SharePreview } from "./SharePreview";
import { usePaidPeriodConfirm } from "./use-paid-period-confirm";
import { toast } from "../../../client/lib/toast";
import "./order-form.css";

export default function EditOrderDialog() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const close = () => navigate({ pathname: paths.orders.pattern, search });
  return (
    <EditDialog
      title="Edit Order"
      width={600}
      onClose={close}
      loadFailedTitle={ORDER_MESSAGES.loadFailed}
      detail={orderDetailAtom}
    >
      {(order) => <EditOrderForm order={order} onClose={close} />}
    </EditDialog>
  );
}

/** The form's values of a loaded order; `version` (text, as multipart sends it) goes back. */
const startValues = (order: OrderDetail) => ({
  customer_name: order.customer_name,
  description: order.description,
  price: rupiahText(order.price),
  refund_type: order.refund_status,
  proof_image: undefined,
  version: String(order.version),
});

/** The fields' labels, also naming them when the order changed elsewhere. */
const LABELS = {
  customer_name: "Nama Customer",
  description: "Deskripsi",
  price: "Price",
  refund_type: "Status Refund",
};

function EditOrderForm({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const paid = usePaidPeriodConfirm();
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/orders").then((m) => m.updateOrderForm),
    {
      defaultValues: startValues(order),
      // a new price or refund of a paid period asks first (RULES.md D9); the form stays busy
      save: async (values) => {
        const refund = values.refund_type ?? order.refund_status;
        const moves = values.price !== order.price || refund !== order.refund_status;
        if (moves && !(await paid.confirm([{ id: order.id, price: values.price, refund }])))
          return null;
        return updateOrder(order.id, values);
      },
      reload: async () => startValues((await getOrderById(order.id)).data),
      invalidate: () => invalidateAfter("order"),
      done: (answer) => {
        if (!answer) return;
        toast.success(ORDER_MESSAGES.updated);
        onClose();
      },
      fallback: ORDER_MESSAGES.updateFailed,
      current: {
        values: startValues(order),
        labels: LABELS,
        live: { type: "order", id: order.id },
      },
    },
  );

  return (
    <>
      <DialogForm onClose={onClose} closeText="Batal" form={form} {...submit}>
        <p className="bp6-text-muted">
          Order #{order.no_order} · {order.talent_name} <PresenceNote place={`order:${order.id}`} />
        </p>
        <TextField name="customer_name" label={LABELS.customer_name} autoFocus autoComplete="off" />
        <TextAreaField name="description" label={LABELS.description} rows={2} />
        <MoneyField name="price" label={LABELS.price} placeholder="0" />
        <SharePreview
          rates={{ talent_rate_bp: order.talent_rate_bp, admin_rate_bp: order.admin_rate_bp }}
          tips={order.tips}
        />
        <SelectField name="refund_type" label={LABELS.refund_type} options={REFUND_OPTIONS} />
        <ImageField
          name="proof_image"
          label="Bukti Pembayaran"
          accept={PROOF_IMAGE_TYPES.join(",")}
          currentUrl={order.proof_image ? proofImageUrl(order.proof_image) : null}
        />
      </DialogForm>
      {paid.alert}
    </>
  );
}
