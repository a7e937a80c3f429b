// 'Ubah Saldo Kas' (RULES.md S2, S4): the balance pre-filled as typed rupiah ("1.250.000"; a minus
// for a negative balance); 'Batal' closes, 'Simpan' saves whole rupiah, closes and reloads; a
// failed save stays open with the message. The save sends the version the dialog read: when
// someone changed the balance meanwhile, 409 with 'Muat ulang' (the typed value stays).
import { invalidateAfter } from "../../../client/lib/invalidation";
import { MoneyField } from "../../../components/form/MoneyField";
import { FormDialog } from "../../../components/form/FormDialog";
import { useContractForm } from "../../../components/form/use-contract-form";
import { rupiahText } from "../../../contract/rupiah";
import type { KasResponse } from "../../../contract/settings";
import { getKas } from "../api/get-kas";
import { updateKas } from "../api/update-kas";

type Kas = KasResponse["data"];
const startValues = (kas: Kas) => ({ kas: rupiahText(kas.kas), version: kas.version });

export function EditKasDialog(props: { kas: Kas; onClose: () => void }) {
  const { form, ...submit } = useContractForm(
    () => import("../../../contract/settings").then((m) => m.kasForm),
    {
      defaultValues: startValues(props.kas),
      save: async (body) => {
        try {
          return await updateKas(body);
        } catch (err) {
          console.error("Gagal mengupdate kas:", err);
          throw err;
        }
      },
      reload: async () => startValues((await getKas()).data),
      invalidate: () => invalidateAfter("kas"),
      done: props.onClose,
    },
  );
  return (
    <FormDialog
      title="Ubah Saldo Kas"
      width={420}
      onClose={props.onClose}
      closeText="Batal"
      form={form}
      {...submit}
    >
      <MoneyField
        name="kas"
        id="kas-input"
        label="Saldo Kas"
        placeholder="Masukkan nilai kas baru"
        allowNegative
        autoFocus
      />
    </FormDialog>
  );
}
