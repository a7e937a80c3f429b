// The popover of a from–to or date header filter, loaded by HeaderFilterCell on the first click
// (the cell's button opens and closes it; a click outside or Escape closes it). From–to: two
// inputs and 'Terapkan' (Enter applies, closes, and gives the focus back to the button);
// date: the list's dd/MM/yyyy range with the Indonesian calendar.
import { Button, Popover } from "@blueprintjs/core";
import { useEffect, useState, type ReactElement } from "react";
import { parseRupiah } from "../../../contract/rupiah";
import { DateRangeFilter } from "../../report/DateRangeFilter";

export interface PopoverFilterProps {
  kind: "range" | "date";
  /** A range whose figures may be negative (a kas balance). */
  signed?: boolean;
  /** Rupiah figures: the button reads `Rp 1.000.000 – …`. */
  money?: boolean;
  /** The list query's bound on the figure (RULES.md D8): past it (or below −max) is refused. */
  max?: number;
  label: string;
  /** [min, max] or [start, end]; "" = open. */
  values: [string, string];
  onChange: (a: string, b: string) => void;
}

/**
 * One end as typed: blank (open), or a whole number read the way every money input reads it,
 * refused past the figure's bound with the dialogs' message (RULES.md D8) — the server would
 * refuse it too, and the filter must not look applied when it is not.
 */
function endOf(
  typed: string,
  signed: boolean,
  max: number | undefined,
): { value: string } | { error: string } {
  if (typed.trim() === "") return { value: "" };
  const bound = max === undefined ? {} : { max, ...(signed ? { min: -max } : {}) };
  const r = parseRupiah(typed, { allowNegative: signed, ...bound });
  return r.ok ? { value: String(r.value) } : { error: r.message };
}

function RangeForm(props: PopoverFilterProps & { onApplied: () => void }) {
  const [min, setMin] = useState(props.values[0]);
  const [max, setMax] = useState(props.values[1]);
  const [error, setError] = useState("");
  useEffect(() => {
    setMin(props.values[0]);
    setMax(props.values[1]);
  }, [props.values]);
  const apply = () => {
    const from = endOf(min, props.signed === true, props.max);
    if ("error" in from) return setError(`Dari: ${from.error}`);
    const to = endOf(max, props.signed === true, props.max);
    if ("error" in to) return setError(`Sampai: ${to.error}`);
    const [a, b] = [from.value, to.value];
    if (a && b && Number(b) < Number(a)) return setError("'Sampai' tidak boleh kurang dari 'Dari'");
    setError("");
    props.onChange(a, b);
    props.onApplied();
  };
  return (
    <form
      className="kt-hf-popover"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <label>
        Dari
        <input
          className="bp6-input bp6-small"
          aria-label={`${props.label} dari`}
          inputMode="numeric"
          value={min}
          onChange={(e) => setMin(e.target.value)}
        />
      </label>
      <label>
        Sampai
        <input
          className="bp6-input bp6-small"
          aria-label={`${props.label} sampai`}
          inputMode="numeric"
          value={max}
          onChange={(e) => setMax(e.target.value)}
        />
      </label>
      {error && (
        <span role="alert" className="kt-hf-error">
          {error}
        </span>
      )}
      <Button type="submit" size="small" intent="primary" text="Terapkan" />
    </form>
  );
}

export default function HeaderFilterPopover(
  props: PopoverFilterProps & {
    button: ReactElement;
    isOpen: boolean;
    /** Dismissed: a click outside, Escape. */
    onClose: () => void;
    /** A from–to range applied (Enter, 'Terapkan'). */
    onApplied: () => void;
    /** Closed and faded out. */
    onClosed: () => void;
  },
) {
  return (
    <Popover
      placement="bottom-start"
      isOpen={props.isOpen}
      onClosed={props.onClosed}
      onInteraction={(next) => {
        if (!next) props.onClose();
      }}
      content={
        props.kind === "range" ? (
          <RangeForm {...props} />
        ) : (
          <div className="kt-hf-popover">
            <DateRangeFilter
              value={{ start: props.values[0], end: props.values[1] }}
              onChange={(r) => props.onChange(r.start, r.end)}
            />
          </div>
        )
      }
    >
      {props.button}
    </Popover>
  );
}
