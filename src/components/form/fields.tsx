// Labelled form fields: a Blueprint FormGroup whose label points at the control by `id`.
import type { ReactNode } from "react";
import {
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
  type InputGroupProps,
} from "@blueprintjs/core";
import { PasswordInput } from "./PasswordInput";

type Labelled<P> = P & { label: ReactNode; id: string };

export function TextField({ label, ...input }: Labelled<InputGroupProps>) {
  return (
    <FormGroup label={label} labelFor={input.id}>
      <InputGroup {...input} />
    </FormGroup>
  );
}

export function PasswordField({
  label,
  ...input
}: Labelled<Omit<InputGroupProps, "type" | "rightElement">>) {
  return (
    <FormGroup label={label} labelFor={input.id}>
      <PasswordInput {...input} />
    </FormGroup>
  );
}

export function TextAreaField(props: {
  label: ReactNode;
  id: string;
  rows: number;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <FormGroup label={props.label} labelFor={props.id}>
      <TextArea
        id={props.id}
        style={{ fontFamily: "inherit" }}
        fill
        rows={props.rows}
        value={props.value}
        onChange={(e) => props.onValueChange(e.currentTarget.value)}
      />
    </FormGroup>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A full-width select; `placeholder` is a first option with the value "". */
export function SelectField(props: {
  label: ReactNode;
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly (string | SelectOption)[] | undefined;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <FormGroup label={props.label} labelFor={props.id}>
      <HTMLSelect
        id={props.id}
        fill
        autoFocus={props.autoFocus}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onValueChange(e.currentTarget.value)}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options?.map((o) => {
          const { value, label } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </HTMLSelect>
    </FormGroup>
  );
}
