// The frame of every bound field: a Blueprint FormGroup whose label points at the control, with
// the field's own error (a fragment: 'maksimal 120 karakter') in red under it. Whole-sentence
// messages show once over the form instead (use-contract-form).
import type { ReactNode } from "react";
import { FormGroup } from "@blueprintjs/core";
import { useFormContext, type FieldError } from "react-hook-form";
import { isSentence } from "./server-message";

/** The id a field gets when the caller gives none: `field-tips-0-amount`. */
export const fieldId = (name: string) => "field-" + name.replace(/\W+/g, "-");

/** Whether the field `name` has an error of any kind (its control turns red). */
export function useFieldInvalid(name: string): boolean {
  const { getFieldState, formState } = useFormContext();
  return getFieldState(name, formState).invalid;
}

/** The message to show under the field `name`, if any. */
export function useFieldError(name: string): string | undefined {
  const { getFieldState, formState } = useFormContext();
  const error: FieldError | undefined = getFieldState(name, formState).error;
  if (!error?.message) return undefined;
  return isSentence(error.message) ? undefined : error.message;
}

export function FieldShell(props: {
  name: string;
  id: string;
  /** None for a field labelled by `aria-label` (a row of a list). */
  label?: ReactNode;
  helper?: ReactNode;
  children: ReactNode;
}) {
  const error = useFieldError(props.name);
  const invalid = useFieldInvalid(props.name);
  return (
    <FormGroup
      label={props.label}
      labelFor={props.label ? props.id : undefined}
      intent={invalid ? "danger" : "none"}
      helperText={error ?? props.helper}
    >
      {props.children}
    </FormGroup>
  );
}
