// A date field of a contract form: the DateInput bound to react-hook-form. The form value is the
// text as typed ("04/05/2026"); the contract's `typedDate` turns it into `YYYY-MM-DD` or refuses
// it with the date parser's message, shown under the field, and the form does not save
// (RULES.md D4: never today, never dropped). Start values are `dateShown(day)`.
import type { ReactNode } from "react";
import { useController } from "react-hook-form";
import { DateInput } from "./DateInput";
import { FieldShell, fieldId, useFieldInvalid } from "./field-shell";

export function DateField({
  name,
  label,
  id = fieldId(name),
}: {
  name: string;
  label: ReactNode;
  id?: string;
}) {
  const { field } = useController({ name });
  const invalid = useFieldInvalid(name);
  return (
    <FieldShell name={name} id={id} label={label}>
      <DateInput
        id={id}
        name={field.name}
        value={typeof field.value === "string" ? field.value : ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        intent={invalid ? "danger" : "none"}
      />
    </FieldShell>
  );
}
