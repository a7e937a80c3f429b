// The gender and category selects and the WhatsApp number of the add and edit talent forms,
// bound by field name.
import { useAtomValue } from "jotai";
import { SelectField, TextField } from "../../../components/form/bound-fields";
import { GENDERS } from "../../../contract/values";
import { categoryPickerAtom } from "../atoms";

export function GenderSelect({ id }: { id: string }) {
  return (
    <SelectField
      name="gender"
      id={id}
      label="Gender"
      placeholder="Pilih Gender"
      options={GENDERS}
    />
  );
}

/** Every category, from the picker query; disabled while it loads. The value is the id. */
export function CategorySelect({ id }: { id: string }) {
  const categories = useAtomValue(categoryPickerAtom);
  return (
    <SelectField
      name="talent_categories_id"
      id={id}
      numeric
      label="Kategori"
      placeholder="Pilih Kategori"
      options={categories.data?.map((c) => ({ value: c.id, label: c.name }))}
      disabled={categories.isPending}
    />
  );
}

/** Optional; slips are sent to it over WhatsApp (RULES.md D12), stored as 62…. */
export function PhoneField({ id }: { id: string }) {
  return (
    <TextField
      name="phone"
      id={id}
      label="Nomor WhatsApp"
      placeholder="0812 3456 7890"
      type="tel"
      inputMode="tel"
      helper="Opsional: 08…, +62… atau 62…"
    />
  );
}
