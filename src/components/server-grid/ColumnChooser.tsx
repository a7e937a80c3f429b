// The 'Kolom' button of a grid's toolbar: a checkbox per column (No and Aksi excluded). Columns
// declared `hide: true` start hidden (decisions.md §5: the less used report columns); the choice
// is remembered per grid in localStorage. BaseGrid renders it when given `columnChooser="<key>"`.
import { Button, Checkbox, Popover } from "@blueprintjs/core";
import type { ColDef } from "ag-grid-community";
import { useCallback, useState } from "react";
import { colKey } from "./column-defaults";

const FIXED = new Set(["rowNumber", "actions"]);
const storageKey = (key: string) => `kt-columns:${key}`;

function readStored(key: string): Record<string, boolean> | null {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(key));
    return raw ? (JSON.parse(raw) as Record<string, boolean>) : null;
  } catch {
    return null;
  }
}

/** Visible-or-not per column id: stored choice, else the column's own `hide`. */
export function useColumnVisibility<Row>(key: string | undefined, columns: ColDef<Row>[]) {
  const [shown, setShown] = useState<Record<string, boolean>>(() =>
    key ? (readStored(key) ?? {}) : {},
  );
  const isShown = useCallback(
    (def: ColDef<Row>) => {
      const id = colKey(def);
      if (!key || !id || FIXED.has(id)) return !def.hide;
      return shown[id] ?? !def.hide;
    },
    [key, shown],
  );
  const toggle = useCallback(
    (id: string, value: boolean) => {
      setShown((prev) => {
        const next = { ...prev, [id]: value };
        try {
          if (key) globalThis.localStorage?.setItem(storageKey(key), JSON.stringify(next));
        } catch {
          // storage full or blocked: the choice lasts for this visit only
        }
        return next;
      });
    },
    [key],
  );
  const applied = columns.map((def) => {
    const visible = isShown(def);
    return visible === !def.hide ? def : { ...def, hide: !visible };
  });
  return { applied, isShown, toggle };
}

export function ColumnChooser<Row>(props: {
  columns: ColDef<Row>[];
  isShown: (def: ColDef<Row>) => boolean;
  onToggle: (id: string, value: boolean) => void;
}) {
  const choosable = props.columns.filter((d) => {
    const id = colKey(d);
    return id && !FIXED.has(id) && d.headerName;
  });
  return (
    <Popover
      placement="bottom-end"
      content={
        <div className="kt-column-chooser" role="group" aria-label="Pilih kolom">
          {choosable.map((def) => {
            const id = colKey(def) as string;
            const shown = props.isShown(def);
            const lastShown = shown && choosable.filter((d) => props.isShown(d)).length === 1;
            return (
              <Checkbox
                key={id}
                label={def.headerName}
                checked={shown}
                disabled={lastShown}
                onChange={(e) => props.onToggle(id, e.currentTarget.checked)}
              />
            );
          })}
        </div>
      }
    >
      <Button icon="column-layout" text="Kolom" variant="outlined" size="small" />
    </Popover>
  );
}
