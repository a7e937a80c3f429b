// 'Ubah Rate' (owner only): the two percentages as typed ("70", "72,5"), checked by the
// contract's ratesForm (0–100, at most two decimals, together at most 100) with the server's own
// Indonesian messages; Simpan asks first, saying the new rates apply to new orders only.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { Alert, Callout } from "@blueprintjs/core";
import { useState } from "react";
import { toast } from "../../../client/lib/toast";
import { TextField } from "../../../components/form/bound-fields";
import { FormDialog } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import type { Rates, RatesBody } from "../../../contract/settings";
import { updateRates } from "../api/rates";
import { percentInput, percentText } from "./rates-text";

const NEW_ORDERS_ONLY =
  "Rate baru hanya berlaku untuk order yang dibuat setelah ini; order yang sudah ada tetap memakai rate lamanya.";

interface Asking {
  body: RatesBody;
  answer: (ok: boolean) => void;
}

export function EditRatesDialog(props: { rates: Rates; onClose: () => void }) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/settings").then((m) => m.ratesForm),
    {
      defaultValues: {
        talent_rate: percentInput(props.rates.talent_rate),
        admin_rate: percentInput(props.rates.admin_rate),
      },
      // the form stays busy (Simpan spinning, a second click ignored) until the owner answers
      save: async (body) => {
        const ok = await new Promise<boolean>((answer) => setAsking({ body, answer }));
        setAsking(null);
        return ok ? await updateRates(body) : null;
      },
      invalidate: () => invalidateAfter("rates"),
      done: (answer) => {
        if (!answer) return;
        toast.success("Rate berhasil diubah");
        props.onClose();
      },
    },
  );
  return (
    <>
      <FormDialog
        title="Ubah Rate"
        width={440}
        onClose={props.onClose}
        closeText="Batal"
        form={form}
        {...submit}
      >
        <Callout intent="warning" compact icon="warning-sign" style={{ marginBottom: 12 }}>
          {NEW_ORDERS_ONLY}
        </Callout>
        <TextField
          name="talent_rate"
          label="Rate Talent (%)"
          inputMode="decimal"
          placeholder="contoh 70 atau 72,5"
          autoFocus
        />
        <TextField
          name="admin_rate"
          label="Rate Admin (%)"
          inputMode="decimal"
          placeholder="contoh 10"
        />
      </FormDialog>
      <Alert
        isOpen={asking !== null}
        intent="warning"
        icon="warning-sign"
        confirmButtonText="Ya, ubah rate"
        cancelButtonText="Batal"
        canEscapeKeyCancel
        onConfirm={() => asking?.answer(true)}
        onCancel={() => asking?.answer(false)}
        aria-labelledby="kt-rates-confirm-text"
      >
        <p id="kt-rates-confirm-text" style={{ margin: 0 }}>
          Ubah rate menjadi talent {asking ? percentText(asking.body.talent_rate) : ""} dan admin{" "}
          {asking ? percentText(asking.body.admin_rate) : ""}? {NEW_ORDERS_ONLY}
        </p>
      </Alert>
    </>
  );
}
