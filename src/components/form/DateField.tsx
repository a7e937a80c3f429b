// A calendar date (`YYYY-MM-DD` in the form, RULES.md D4) typed or picked as `dd/MM/yyyy`
// with the Indonesian calendar (month and day names from date-fns' `id` locale).
import { useState, type ReactNode } from "react";
import { DateInput } from "@blueprintjs/datetime";
import "@blueprintjs/datetime/lib/css/blueprint-datetime.css";
import idLocale from "date-fns/locale/id";
import { useController } from "react-hook-form";
import { FieldShell, fieldId, useFieldInvalid } from "./field-shell";

const YEARS_BACK = 10;

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
  const [generation, setGeneration] = useState(0);
  const invalid = useFieldInvalid(name);
  const value = typeof field.value === "string" && field.value ? `${field.value}T00:00:00` : null;
  const now = new Date();
  return (
    <FieldShell name={name} id={id} label={label}>
      {/* Blueprint sends Tab from the open calendar's input into the calendar and back, a loop
          for keyboard users; here Tab goes on to the next field (the date is typed dd/mm/yyyy)
          and the calendar closes (a fresh DateInput once focus has left) */}
      <div
        onKeyDownCapture={(e) => {
          if (e.key !== "Tab" || e.shiftKey || (e.target as HTMLElement).id !== id) return;
          e.stopPropagation();
          setTimeout(() => setGeneration((g) => g + 1));
        }}
      >
        <DateInput
          key={generation}
          value={value}
          onChange={(iso) => field.onChange(iso ? iso.slice(0, 10) : "")}
          dateFnsFormat="dd/MM/yyyy"
          locale={idLocale}
          placeholder="dd/mm/yyyy"
          minDate={new Date(now.getFullYear() - YEARS_BACK, 0, 1)}
          maxDate={new Date(now.getFullYear() + 1, 11, 31)}
          fill
          showActionsBar
          todayButtonText="Hari ini"
          clearButtonText="Hapus"
          inputProps={{
            id,
            name: field.name,
            onBlur: field.onBlur,
            inputRef: field.ref,
            intent: invalid ? "danger" : "none",
          }}
        />
      </div>
    </FieldShell>
  );
}
