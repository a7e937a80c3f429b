// The fields a payout shares with its siblings: date paid, method, place, reference.
import { SelectField, TextField } from "../../../components/form/bound-fields";
import { DateField } from "../../../components/form/DateField";
import { PAYMENT_METHODS } from "../../../contract/values";

const PLACES = ["Qris", "DANA", "Gopay", "Shopee", "Seabank", "BRI"];

export function PayoutFields() {
  return (
    <>
      <DateField name="paid_at" label="Tanggal Bayar" />
      <SelectField name="method" label="Metode Pembayaran" options={[...PAYMENT_METHODS]} />
      <SelectField name="place" label="Tempat Pembayaran" placeholder="-" options={PLACES} />
      <TextField name="reference" label="Referensi" autoComplete="off" />
    </>
  );
}
