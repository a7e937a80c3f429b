// A list of rows in a form: tip rows (RULES.md S2: the first row is always there and cannot be
// removed; further rows are added and removed) and lists where every row may go (sub-services
// of a service). `row(index)` renders the bound fields of a row, named `${name}.${index}.<field>`.
import type { ReactNode } from "react";
import { Button, FormGroup } from "@blueprintjs/core";
import { useFieldArray, type FieldValues } from "react-hook-form";
import { useFieldError } from "./field-shell";

export function ArrayField({
  name,
  label,
  newRow,
  addText,
  max,
  row,
  fixedFirst = true,
  removeText,
  removeLabel = (i) => `Hapus baris ${i + 1}`,
  empty,
}: {
  name: string;
  label: ReactNode;
  /** The values of an added row. */
  newRow: () => FieldValues;
  addText: string;
  max?: number;
  row: (index: number) => ReactNode;
  /** The first row stays (default); false lets every row go. */
  fixedFirst?: boolean;
  /** Text on the remove buttons; icon only without it. */
  removeText?: string;
  removeLabel?: (index: number) => string;
  /** Shown when there is no row. */
  empty?: ReactNode;
}) {
  // the rows' own `id` (a record id) stays in the values; React keys live under `_key`
  const { fields, append, remove } = useFieldArray({ name, keyName: "_key" });
  const error = useFieldError(name);
  return (
    <FormGroup label={label} intent={error ? "danger" : "none"} helperText={error}>
      <div className="array-field">
        {fields.length === 0 && empty}
        {fields.map((f, i) => (
          <div
            key={f._key}
            className="array-field-row"
            role="group"
            aria-label={`${label} ${i + 1}`}
          >
            <div className="array-field-cells">{row(i)}</div>
            {fixedFirst && i === 0 ? (
              // keeps the first row's cells as wide as the removable rows'
              <span className="array-field-fixed" aria-hidden />
            ) : (
              <Button
                icon="trash"
                text={removeText}
                variant={removeText ? "outlined" : "minimal"}
                intent="danger"
                aria-label={removeLabel(i)}
                onClick={() => remove(i)}
              />
            )}
          </div>
        ))}
        <Button
          icon="plus"
          text={addText}
          disabled={max !== undefined && fields.length >= max}
          onClick={() => append(newRow())}
        />
      </div>
    </FormGroup>
  );
}
