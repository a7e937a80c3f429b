// The 'Kolom' button of a grid's toolbar: a checkbox per column (No and Aksi excluded). Columns
// declared `hide: true` start hidden (RULES.md D5: the less used report columns), `secondary`
// ones too below 1400 px (grids/column-types.ts); the choice
// is remembered per grid in localStorage. BaseGrid renders it when given `columnChooser="<key>"`.
// The popover (Blueprint Popover + @popperjs/core) loads with import() on the first hover or
// click of the button, so grid routes do not carry it at first paint (README "Bundle budget").
import type { ColDef } from "ag-grid-community";
import { lazy, Suspense, useCallback, useState } from "react";
import { colKey } from "../columns";
import { ColumnChooserButton, FIXED, type ColumnChooserProps } from "./column-chooser-parts";

const storageKey = (key: string) => `kt-columns:${key}`;

function readStored(key: string): Record<string, boolean> | null {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(key));
    return raw ? (JSON.parse(raw) as Record<string, boolean>) : null;
  } catch {
    return null;
  }
}

/**
 * Visible-or-not per column id: stored choice, else the column's own `hide` (and, on a compact
 * window, `secondary`). `isChosen` leaves the window out: what the user chose or the column
 * declares, which is what an export holds at any width (RULES.md D5).
 */
export function useColumnVisibility<Row>(
  key: string | undefined,
  columns: ColDef<Row>[],
  compact = false,
) {
  const [shown, setShown] = useState<Record<string, boolean>>(() =>
    key ? (readStored(key) ?? {}) : {},
  );
  const visible = useCallback(
    (def: ColDef<Row>, narrowWindow: boolean) => {
      const id = colKey(def);
      if (!key || !id || FIXED.has(id)) return !def.hide;
      return shown[id] ?? !(def.hide || (narrowWindow && def.context?.secondary));
    },
    [key, shown],
  );
  const isShown = useCallback((def: ColDef<Row>) => visible(def, compact), [visible, compact]);
  const isChosen = useCallback(
    (id: string) => {
      const def = columns.find((d) => colKey(d) === id);
      return def !== undefined && visible(def, false);
    },
    [columns, visible],
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
  // `hide` always set: a definition without it leaves AG Grid's current state, so a column
  // hidden at load would never show again
  const applied = columns.map((def) => {
    const hide = !isShown(def);
    return def.hide === hide ? def : { ...def, hide };
  });
  return { applied, isShown, isChosen, toggle };
}

const loadPopover = () => import("./ColumnChooserPopover");
const ColumnChooserPopover = lazy(loadPopover);

export function ColumnChooser<Row>(props: ColumnChooserProps<Row>) {
  // Until the first click the plain button; then the popover module, opened on arrival.
  const [wanted, setWanted] = useState(false);
  if (!wanted)
    return (
      <ColumnChooserButton
        onClick={() => setWanted(true)}
        onMouseEnter={() => void loadPopover()}
      />
    );
  return (
    <Suspense fallback={<ColumnChooserButton />}>
      <ColumnChooserPopover {...(props as ColumnChooserProps<unknown>)} />
    </Suspense>
  );
}
