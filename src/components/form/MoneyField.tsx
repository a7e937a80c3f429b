// A rupiah field of a contract form: the MoneyInput bound to react-hook-form. The form value is
// the text as typed ("1.500.000"); the contract's `moneyText` turns it into whole rupiah or
// refuses it with the parser's message, shown under the field. Start values come from
// `rupiahText(amount)` so an untouched field is not dirty.
import type { ReactNode } from "react";
import { useController } from "react-hook-form";
import { rupiahText } from "../../contract/rupiah";
import { FieldShell, fieldId, useFieldInvalid } from "./field-shell";
import { MoneyInput } from "./MoneyInput";

export function MoneyField({
  name,
  label,
  id = fieldId(name),
  helper,
  placeholder,
  ariaLabel,
  allowNegative,
  autoFocus,
}: {
  name: string;
  label: ReactNode;
  id?: string;
  helper?: ReactNode;
  placeholder?: string;
  /** For a field without a visible label (a tip row's amount). */
  ariaLabel?: string;
  allowNegative?: boolean;
  autoFocus?: boolean;
}) {
  const { field } = useController({ name });
  const invalid = useFieldInvalid(name);
  const raw = field.value ?? "";
  // a number or plain digits from a caller's start values shows grouped
  const text = typeof raw === "number" || /^\d+$/.test(raw) ? rupiahText(raw) : String(raw);
  return (
    <FieldShell name={name} id={id} label={label} helper={helper}>
      <MoneyInput
        id={id}
        name={field.name}
        ariaLabel={ariaLabel}
        placeholder={placeholder}
        value={text}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        intent={invalid ? "danger" : "none"}
        allowNegative={allowNegative}
        autoFocus={autoFocus}
      />
    </FieldShell>
  );
}
