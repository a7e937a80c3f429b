// /admin/orders/edit/:id over the orders list (RULES.md S2, S3, S5): customer name, description,
// price, refund status and a new proof image (the current one is shown). The preview of shares
// uses the order's own snapshotted rates and tips (RULES.md D3). 'Customer name dan price
// wajib diisi!' from the contract; success 'Order berhasil diupdate!'; a failure shows the
// server's message or 'Gagal update order' and keeps what was typed.
import { useLocation, useNavigate } from "react-router-dom";
import { proofImageUrl } from "../../../client/lib/images";
import { paths } from "../../../client/lib/paths";
import { SelectField, TextAreaField, TextField } from "../../../components/form/bound-fields";
import { EditDialog } from "../../../components/form/EditDialog";
import { DialogForm } from "../../../components/form/FormDialog";
import { ImageField } from "../../../components/form/ImageField";
import { MoneyField } from "../../../components/form/MoneyField";
import { useContractForm } from "../../../components/form/use-contract-form";
import { REFUND_STATUSES } from "../../../contract/common";
import { ORDER_MESSAGES, PROOF_IMAGE_TYPES, type OrderDetail } from "../../../contract/orders";
import { rupiahText } from "../../../contract/rupiah";
import { getOrderById } from "../api/get-order-by-id";
import { updateOrder } from "../api/update-order";
import { invalidateOrderData, orderDetailAtom } from "../form-atoms";
import { SharePreview } from "./SharePreview";
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

function EditOrderForm({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/orders").then((m) => m.updateOrderForm),
    {
      defaultValues: startValues(order),
      save: (values) => updateOrder(order.id, values),
      reload: async () => startValues((await getOrderById(order.id)).data),
      success: ORDER_MESSAGES.updated,
      invalidate: invalidateOrderData,
      done: onClose,
      fallback: ORDER_MESSAGES.updateFailed,
    },
  );

  return (
    <DialogForm onClose={onClose} closeText="Batal" form={form} {...submit}>
      <p className="bp6-text-muted">
        Order #{order.no_order} · {order.talent_name}
      </p>
      <TextField name="customer_name" label="Nama Customer" autoFocus autoComplete="off" />
      <TextAreaField name="description" label="Deskripsi" rows={2} />
      <MoneyField name="price" label="Price" placeholder="0" />
      <SharePreview
        rates={{ talent_rate_bp: order.talent_rate_bp, admin_rate_bp: order.admin_rate_bp }}
        tips={order.tips}
      />
      <SelectField name="refund_type" label="Status Refund" options={REFUND_STATUSES} />
      <ImageField
        name="proof_image"
        label="Bukti Pembayaran"
        accept={PROOF_IMAGE_TYPES.join(",")}
        currentUrl={order.proof_image ? proofImageUrl(order.proof_image) : null}
      />
    </DialogForm>
  );
}
