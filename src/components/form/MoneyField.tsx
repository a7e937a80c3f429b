// Rupiah input (spec §5: price accepts digits only, shown with thousand separators while
// typing): the form value is the digits as text ("1500000"), the box shows `Rp 1.500.000`.
import type { ReactNode } from "react";
import { InputGroup, Tag } from "@blueprintjs/core";
import { useController } from "react-hook-form";
import { formatNumber } from "../../client/lib/format";
import { FieldShell, fieldId, useFieldInvalid } from "./field-shell";

/** Digits only, without leading zeros ("0" stays "0"). */
export const moneyDigits = (typed: string) => typed.replace(/\D/g, "").replace(/^0+(?=\d)/, "");

export function MoneyField({
  name,
  label,
  id = fieldId(name),
  helper,
  placeholder,
  ariaLabel,
}: {
  name: string;
  label: ReactNode;
  id?: string;
  helper?: ReactNode;
  placeholder?: string;
  /** For a field without a visible label (a tip row's amount). */
  ariaLabel?: string;
}) {
  const { field } = useController({ name });
  const invalid = useFieldInvalid(name);
  const digits = String(field.value ?? "");
  return (
    <FieldShell name={name} id={id} label={label} helper={helper}>
      <InputGroup
        id={id}
        name={field.name}
        inputMode="numeric"
        autoComplete="off"
        aria-label={ariaLabel}
        leftElement={<Tag minimal>Rp</Tag>}
        placeholder={placeholder}
        value={digits === "" ? "" : formatNumber(digits)}
        onValueChange={(typed) => field.onChange(moneyDigits(typed))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        intent={invalid ? "danger" : "none"}
        style={{ fontVariantNumeric: "tabular-nums" }}
      />
    </FieldShell>
  );
}
