// A list of rows in a form (tip rows, spec §2): the first row is always there and cannot be
// removed; further rows are added and removed. `row(index)` renders the bound fields of a row,
// named `${name}.${index}.<field>`.
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
}: {
  name: string;
  label: ReactNode;
  /** The values of an added row. */
  newRow: () => FieldValues;
  addText: string;
  max?: number;
  row: (index: number) => ReactNode;
}) {
  const { fields, append, remove } = useFieldArray({ name });
  const error = useFieldError(name);
  return (
    <FormGroup label={label} intent={error ? "danger" : "none"} helperText={error}>
      <div className="array-field">
        {fields.map((f, i) => (
          <div key={f.id} className="array-field-row" role="group" aria-label={`${label} ${i + 1}`}>
            <div className="array-field-cells">{row(i)}</div>
            {i > 0 && (
              <Button
                icon="trash"
                variant="minimal"
                intent="danger"
                aria-label={`Hapus baris ${i + 1}`}
                onClick={() => remove(i)}
              />
            )}
          </div>
        ))}
        <Button
          icon="add"
          text={addText}
          disabled={max !== undefined && fields.length >= max}
          onClick={() => append(newRow())}
        />
      </div>
    </FormGroup>
  );
}
