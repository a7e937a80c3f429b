// A textarea bound to the surrounding contract form by `name` (as bound-fields.tsx). Apart from
// them so the sign-in form, which has no textarea, does not load Blueprint's TextArea (bundle
// budget of /login).
import { TextArea } from "@blueprintjs/core";
import { useController } from "react-hook-form";
import type { Bound } from "./bound-fields";
import { FieldShell, fieldId, useFieldInvalid } from "./field-shell";

export function TextAreaField({
  name,
  label,
  id = fieldId(name),
  rows,
  onKeyDown,
}: Bound & { rows: number; onKeyDown?: React.KeyboardEventHandler<HTMLTextAreaElement> }) {
  const { field } = useController({ name });
  const invalid = useFieldInvalid(name);
  return (
    <FieldShell name={name} id={id} label={label}>
      <TextArea
        id={id}
        name={field.name}
        style={{ fontFamily: "inherit" }}
        fill
        rows={rows}
        value={field.value ?? ""}
        onChange={(e) => field.onChange(e.currentTarget.value)}
        onBlur={field.onBlur}
        onKeyDown={onKeyDown}
        inputRef={field.ref}
        intent={invalid ? "danger" : "none"}
      />
    </FieldShell>
  );
}
