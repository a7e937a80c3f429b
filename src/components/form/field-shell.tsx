// The frame of every bound field: a Blueprint FormGroup whose label points at the control, with
// the field's own error (a fragment of the contract, or the server's reason for this field) in
// red under it. Whole-sentence messages show once over the form instead (use-contract-form).
import type { ReactNode } from "react";
import { FormGroup } from "@blueprintjs/core";
import { useFormContext, type FieldError } from "react-hook-form";
import { isSentence } from "./server-message";

/** The id a field gets when the caller gives none: `field-tips-0-amount`. */
export const fieldId = (name: string) => "field-" + name.replace(/\W+/g, "-");

/** The message to show under the field `name`, if any. */
export function useFieldError(name: string): string | undefined {
  const { getFieldState, formState } = useFormContext();
  const error: FieldError | undefined = getFieldState(name, formState).error;
  if (!error?.message) return undefined;
  return error.type === "server" || !isSentence(error.message) ? error.message : undefined;
}

export function FieldShell(props: {
  name: string;
  id: string;
  label: ReactNode;
  helper?: ReactNode;
  children: ReactNode;
}) {
  const error = useFieldError(props.name);
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      intent={error ? "danger" : "none"}
      helperText={error ?? props.helper}
    >
      {props.children}
    </FormGroup>
  );
}
