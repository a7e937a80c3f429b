// The gender and category selects of the add and edit talent forms, bound by field name.
import { useAtomValue } from "jotai";
import { SelectField } from "../../../components/form/bound-fields";
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
