// Text, password and select fields bound to the surrounding contract form by `name`
// (FormProvider from `DialogForm`/`ContractForm`). Values are the text the inputs hold; the
// contract schema parses them on submit.
import { useEffect, useRef, type ReactNode } from "react";
import { HTMLSelect, InputGroup, type InputGroupProps } from "@blueprintjs/core";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { FieldShell, fieldId, useFieldInvalid } from "./field-shell";
import { PasswordInput } from "./PasswordInput";

export interface Bound {
  name: string;
  /** Omit for a field labelled by `aria-label` (a row of a list). */
  label?: ReactNode;
  id?: string;
  helper?: ReactNode;
}

type InputProps = Omit<InputGroupProps, "name" | "value" | "onChange" | "onValueChange" | "id">;

/** What a text input takes from the form's field `name` (its value and events), and whether it is invalid. */
function useBoundInput(name: string, id: string) {
  const { field } = useController({ name });
  const invalid = useFieldInvalid(name);
  const bound = {
    id,
    name: field.name,
    value: (field.value ?? "") as string,
    onValueChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
  };
  return { invalid, bound };
}

export function TextField({
  name,
  label,
  id = fieldId(name),
  helper,
  ...input
}: Bound & InputProps) {
  const { invalid, bound } = useBoundInput(name, id);
  return (
    <FieldShell name={name} id={id} label={label} helper={helper}>
      <InputGroup
        {...input}
        {...bound}
        intent={invalid ? "danger" : input.intent}
        aria-invalid={invalid ? true : undefined}
      />
    </FieldShell>
  );
}

export function PasswordField({
  name,
  label,
  id = fieldId(name),
  ...input
}: Bound & Omit<InputProps, "type" | "rightElement">) {
  const { invalid, bound } = useBoundInput(name, id);
  return (
    <FieldShell name={name} id={id} label={label}>
      <PasswordInput {...input} {...bound} intent={invalid ? "danger" : undefined} />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps extends Bound {
  options: readonly (string | SelectOption)[] | undefined;
  /** A first option with the value "". */
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The form value is a number (an id in a JSON body), undefined for the placeholder. */
  numeric?: boolean;
}

/** A full-width select; the form value is the option's value as text, or a number (`numeric`). */
export function SelectField({
  name,
  label,
  id = fieldId(name),
  helper,
  ...props
}: SelectFieldProps) {
  const { field } = useController({ name });
  return (
    <FieldShell name={name} id={id} label={label} helper={helper}>
      <HTMLSelect
        id={id}
        name={field.name}
        fill
        autoFocus={props.autoFocus}
        value={field.value ?? ""}
        disabled={props.disabled}
        onChange={(e) => {
          const v = e.currentTarget.value;
          field.onChange(props.numeric ? (v === "" ? undefined : Number(v)) : v);
        }}
        onBlur={field.onBlur}
        ref={field.ref}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options?.map((o) => {
          const { value, label: text } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </HTMLSelect>
    </FieldShell>
  );
}

/**
 * A select whose choices depend on another field (sub-service of a service, RULES.md S2): it offers
 * `optionsFor(parent value)`, is disabled while the parent is blank, and clears itself whenever
 * the parent changes, so a stale child never survives a new parent.
 */
export function DependentSelectField({
  parent,
  optionsFor,
  ...props
}: Omit<SelectFieldProps, "options"> & {
  parent: string;
  optionsFor: (parentValue: string) => readonly (string | SelectOption)[] | undefined;
}) {
  const { setValue } = useFormContext();
  const parentValue = String(useWatch({ name: parent }) ?? "");
  const seen = useRef(parentValue);
  useEffect(() => {
    if (seen.current === parentValue) return;
    seen.current = parentValue;
    setValue(props.name, props.numeric ? undefined : "", { shouldDirty: true });
  }, [parentValue, props.name, props.numeric, setValue]);
  return (
    <SelectField
      {...props}
      disabled={props.disabled || parentValue === ""}
      options={parentValue === "" ? [] : optionsFor(parentValue)}
    />
  );
}
