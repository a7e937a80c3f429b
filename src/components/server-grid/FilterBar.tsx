// The server filters of a grid: one search input per `filter: true` column, labelled
// "<header> Filter Input". Typing reports the trimmed text after 300 ms; values coming from the
// caller (atoms, URL) show in the inputs without overwriting text being typed.
import { InputGroup } from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";
import type { ServerFilterColumn } from "./use-server-filters";

const DEBOUNCE_MS = 300;

function FilterInput(props: {
  column: ServerFilterColumn;
  value: string;
  onChange: (field: string, value: string) => void;
}) {
  const { column, value, onChange } = props;
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  // The caller's value wins unless a typed text is still waiting for its debounce.
  useEffect(() => {
    if (timer.current === undefined) setText((t) => (t.trim() === value ? t : value));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <InputGroup
      className="kt-grid-filter"
      small
      type="search"
      leftIcon="search"
      aria-label={`${column.label} Filter Input`}
      placeholder={`Cari ${column.label}...`}
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = undefined;
          const trimmed = next.trim();
          if (trimmed !== value) latest.current(column.field, trimmed);
        }, DEBOUNCE_MS);
      }}
    />
  );
}

export function FilterBar(props: {
  columns: ServerFilterColumn[];
  filters: Record<string, string> | undefined;
  onFilterChange: (field: string, value: string) => void;
}) {
  if (props.columns.length === 0) return null;
  return (
    <div className="kt-grid-filters">
      {props.columns.map((c) => (
        <FilterInput
          key={c.field}
          column={c}
          value={props.filters?.[c.field] ?? ""}
          onChange={props.onFilterChange}
        />
      ))}
    </div>
  );
}
