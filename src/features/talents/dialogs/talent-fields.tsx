// The gender and category selects of the add and edit talent forms.
import { useAtomValue } from "jotai";
import { SelectField } from "../../../components/form/fields";
import { GENDERS } from "../../../contract/values";
import { categoryPickerAtom } from "../atoms";

interface SelectProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
}

export function GenderSelect(props: SelectProps) {
  return <SelectField label="Gender" placeholder="Pilih Gender" options={GENDERS} {...props} />;
}

/** Every category, from the picker query; disabled while it loads. */
export function CategorySelect(props: SelectProps) {
  const categories = useAtomValue(categoryPickerAtom);
  return (
    <SelectField
      label="Kategori"
      placeholder="Pilih Kategori"
      options={categories.data?.map((c) => ({ value: c.id, label: c.name }))}
      disabled={categories.isPending}
      {...props}
    />
  );
}
