// /admin/orders/add over the orders list (RULES.md S2, S3, S5): every field of the create payload,
// the share preview under the price, tip rows whose first row stays, and a proof image. The
// contract's own schema checks the form ('User, Talent, dan Price wajib diisi!'); on success
// 'Order berhasil dibuat!' and back to the list; a failed save keeps everything typed.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { useEffect, useRef, useState } from "react";
import { Button, Callout, FormGroup, InputGroup } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { currentUserAtom } from "../../../client/lib/session";
import { ArrayField } from "../../../components/form/ArrayField";
import {
  DependentSelectField,
  SelectField,
  TextField,
} from "../../../components/form/bound-fields";
import { TextAreaField } from "../../../components/form/TextAreaField";
import { DateField } from "../../../components/form/DateField";
import { FormDialog } from "../../../components/form/FormDialog";
import { ImageField } from "../../../components/form/ImageField";
import { MoneyField } from "../../../components/form/MoneyField";
import { useContractForm } from "../../../components/form/use-contract-form";
import { GENDERS, PAYMENT_METHODS, PAYMENT_PLACES, TIP_RECEIVERS } from "../../../contract/common";
import {
  MAX_TIPS,
  ORDER_MESSAGES,
  PROOF_IMAGE_TYPES,
  type CreateOrderFormValues,
} from "../../../contract/orders";
import { dateShown } from "../../../contract/dates";
import { todayIn } from "../../../money/time";
import { createOrder } from "../api/create-order";
import {
  nextOrderNumberAtom,
  refreshNextOrderNumber,
  serviceChoicesAtom,
  talentChoicesAtom,
  userChoicesAtom,
} from "../form-atoms";
import { clearDraft, readDraft, writeDraft } from "./order-draft";
import { useCurrentRates } from "./use-current-rates";
import { SharePreview } from "./SharePreview";
import "./order-form.css";

const newTip = () => ({ receiver_type: "talent" as const, amount: "" });

export default function CreateOrderDialog() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const nextNumber = useAtomValue(nextOrderNumberAtom);
  const close = () => navigate({ pathname: paths.orders.pattern, search });
  const [openedAt] = useState(() => Date.now());
  const [draft, setDraft] = useState(() => readDraft(user?.id));
  // once the user chose to leave, nothing (a blur while closing) writes the draft again
  const left = useRef(false);

  const blank: CreateOrderFormValues = {
    user_id: user ? String(user.id) : "",
    talents_id: "",
    services_id: "",
    sub_service_id: "",
    no_order: "",
    date: dateShown(todayIn()),
    customer_name: "",
    customer_age: "",
    gender: "",
    duration: "",
    price: "",
    payment_method: "",
    payment_place: "",
    description: "",
    proof_image: undefined,
    tips: [newTip()],
  };
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/orders").then((m) => m.createOrderForm),
    {
      defaultValues: { ...blank, ...draft },
      save: createOrder,
      success: ORDER_MESSAGES.created,
      invalidate: () => invalidateAfter("order"),
      done: () => {
        clearDraft(user?.id);
        close();
      },
      fallback: ORDER_MESSAGES.createFailed,
      discarded: () => {
        left.current = true;
        clearDraft(user?.id);
      },
    },
  );

  // what is typed is kept for the session (a reload restores it)
  useEffect(() => {
    // a user's edit names its field; a reset by code names none
    const sub = form.watch((values, { name }) => {
      if (name && name !== "no_order" && !submit.saved.current && !left.current)
        writeDraft(user?.id, values);
    });
    return () => sub.unsubscribe();
  }, [form, user?.id, submit.saved]);

  // the suggestion is asked for on every open; an answer cached from before the open may be
  // the number just used, so only a fresh one fills the box, and never over what was typed
  useEffect(() => {
    void refreshNextOrderNumber();
  }, []);
  const suggested = nextNumber.dataUpdatedAt >= openedAt ? nextNumber.data : undefined;
  useEffect(() => {
    if (suggested !== undefined && !form.getFieldState("no_order").isDirty)
      form.resetField("no_order", { defaultValue: String(suggested) });
  }, [suggested, form]);

  const discardDraft = () => {
    clearDraft(user?.id);
    setDraft(null);
    form.reset({ ...blank, no_order: suggested === undefined ? "" : String(suggested) });
  };

  return (
    <FormDialog
      title="Create Order"
      width={760}
      onClose={close}
      closeText="Kembali"
      form={form}
      {...submit}
    >
      {draft ? (
        <Callout intent="primary" compact className="form-note" role="status">
          Draf order yang belum disimpan dipulihkan.{" "}
          <Button variant="minimal" size="small" text="Buang draf" onClick={discardDraft} />
        </Callout>
      ) : null}
      <OrderFields />
    </FormDialog>
  );
}

/** The fields of an order, in the create payload's order (RULES.md S2: Create Order). */
function OrderFields() {
  const user = useAtomValue(currentUserAtom);
  const talents = useAtomValue(talentChoicesAtom);
  const services = useAtomValue(serviceChoicesAtom);
  const rates = useCurrentRates();
  return (
    <div className="order-form-grid">
      {user?.role === "owner" ? (
        <UserPicker />
      ) : (
        <FormGroup label="Admin" labelFor="field-user_id" helperText="Order dicatat atas nama Anda">
          <InputGroup id="field-user_id" readOnly value={user?.username ?? ""} />
        </FormGroup>
      )}
      <SelectField
        name="talents_id"
        label="Talent"
        placeholder="Pilih Talent"
        options={talents.data?.map((t) => ({ value: t.id, label: t.name }))}
        disabled={talents.isPending}
        autoFocus={user?.role !== "owner"}
      />
      <SelectField
        name="services_id"
        label="Service"
        placeholder="Pilih Service"
        options={services.data?.map((s) => ({ value: s.id, label: s.name }))}
        disabled={services.isPending}
      />
      <DependentSelectField
        name="sub_service_id"
        parent="services_id"
        label="Sub Service"
        placeholder="Pilih Sub Service"
        optionsFor={(serviceId) =>
          services.data
            ?.find((s) => String(s.id) === serviceId)
            ?.sub_services.map((ss) => ({ value: ss.id, label: ss.name }))
        }
      />
      <TextField name="no_order" label="No. Order" inputMode="numeric" autoComplete="off" />
      <DateField name="date" label="Tanggal" />
      <TextField name="customer_name" label="Nama Customer" autoComplete="off" />
      <TextField name="customer_age" label="Umur Customer" inputMode="numeric" />
      <SelectField name="gender" label="Gender" placeholder="Pilih Gender" options={GENDERS} />
      <TextField name="duration" label="Durasi (menit)" inputMode="numeric" />
      <div className="order-form-wide">
        <MoneyField name="price" label="Price" placeholder="0" />
        <SharePreview rates={rates.data} ratesError={rates.isError} refund="NONE" />
      </div>
      <SelectField
        name="payment_method"
        label="Metode Pembayaran"
        placeholder="Pilih Metode"
        options={PAYMENT_METHODS}
      />
      <SelectField
        name="payment_place"
        label="Tempat Pembayaran"
        placeholder="Pilih Tempat"
        options={PAYMENT_PLACES}
      />
      <div className="order-form-wide">
        <TextAreaField name="description" label="Deskripsi" rows={2} />
        <ImageField
          name="proof_image"
          label="Bukti Pembayaran"
          accept={PROOF_IMAGE_TYPES.join(",")}
        />
        <ArrayField
          name="tips"
          label="Tip"
          addText="Tambah Tip"
          max={MAX_TIPS}
          newRow={newTip}
          row={(i) => (
            <>
              <SelectField
                name={`tips.${i}.receiver_type`}
                label={`Penerima tip ${i + 1}`}
                options={TIP_RECEIVERS}
              />
              <MoneyField name={`tips.${i}.amount`} label={`Jumlah tip ${i + 1}`} placeholder="0" />
            </>
          )}
        />
      </div>
    </div>
  );
}

/** Owners record orders for any user (GET /users/getUsers is owner only). */
function UserPicker() {
  const users = useAtomValue(userChoicesAtom);
  return (
    <SelectField
      name="user_id"
      label="Admin"
      placeholder="Pilih User"
      options={users.data?.map((u) => ({ value: u.id, label: `${u.username} (${u.role})` }))}
      disabled={users.isPending}
      autoFocus
    />
  );
}
