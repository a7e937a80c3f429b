// One column's header: its title, then its filter control (text, from–to, date range, select).
// Rendered by AG Grid as the `innerHeaderComponent`, so the sort arrow stays beside the title.
// Clicks and keys inside the control stay in it (no sort, no header keyboard navigation).
import { Button } from "@blueprintjs/core";
import type { ColDef, Column } from "ag-grid-community";
import {
  Suspense,
  lazy,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from "react";
import type { PopoverFilterProps } from "./HeaderFilterPopover";
import {
  keysOf,
  rangeText,
  specOf,
  type HeaderFilterSpec,
  type HeaderFilterStore,
} from "./header-filters";

interface InnerHeaderProps {
  displayName: string;
  column: Column;
  context: { headerFilters?: HeaderFilterStore };
}

// The from–to and date popovers (Blueprint Popover, the calendar) load on the first click, like
// the column chooser: a static import would add ~12 KB gzip to every grid route.
const loadPopover = () => import("./HeaderFilterPopover");
const HeaderFilterPopover = lazy(loadPopover);

/** What the range / date button says: 'Semua', or the range set (`Rp 1.000.000 – …`). */
const summary = (props: PopoverFilterProps) =>
  rangeText(props.kind, !!props.money, ...props.values) || "Semua";

/**
 * The range / date button. Its click is handled natively: the header control stops clicks from
 * reaching AG Grid (a click would sort), and with them React's delegated handlers. Blueprint's
 * Button clicks itself when Enter or Space comes up on it; the Enter that applies the filter goes
 * down in the popover's box, and when the popover has closed and handed the focus back here
 * before the key comes up (a slow hand, a busy machine) that click opened it again. A click made
 * by a key (detail 0) counts only when the key went down on this button.
 */
function FilterButton(props: {
  label: string;
  active: boolean;
  text: string;
  onClick?: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const ref = props.buttonRef;
  const latest = useRef(props.onClick);
  latest.current = props.onClick;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let keyHere = false;
    const down = (e: KeyboardEvent) => {
      keyHere = e.key === "Enter" || e.key === " ";
    };
    const click = (e: MouseEvent) => {
      if (e.detail === 0 && !keyHere) return;
      keyHere = false;
      latest.current?.();
    };
    el.addEventListener("keydown", down);
    el.addEventListener("click", click);
    return () => {
      el.removeEventListener("keydown", down);
      el.removeEventListener("click", click);
    };
  }, [ref]);
  return (
    <Button
      ref={ref}
      size="small"
      variant={props.active ? "solid" : "outlined"}
      intent={props.active ? "primary" : "none"}
      icon="filter"
      // the visible text is part of the name (WCAG 2.5.3: speech users say what they see)
      aria-label={`${props.label} Filter: ${props.text}`}
      title={props.text}
      text={props.text}
      className="kt-hf-button"
      onMouseEnter={() => void loadPopover()}
    />
  );
}

/** A plain button until the first click; then the popover module, opened and closed by it. */
function PopoverFilter(props: PopoverFilterProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const applied = useRef(false);
  const active = props.values.some(Boolean);
  const button = (
    <FilterButton
      buttonRef={buttonRef}
      label={props.label}
      active={active}
      text={summary(props)}
      onClick={() => {
        setWanted(true);
        setOpen((o) => !o);
      }}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <HeaderFilterPopover
        {...props}
        button={button}
        isOpen={open}
        onClose={() => setOpen(false)}
        onApplied={() => {
          applied.current = true;
          setOpen(false);
        }}
        // applied with Enter or 'Terapkan': the keyboard goes on from the column's button (once
        // the popover is gone: while it fades, it keeps the focus inside itself)
        onClosed={() => {
          if (applied.current) buttonRef.current?.focus();
          applied.current = false;
        }}
      />
    </Suspense>
  );
}

const STOPPED = ["click", "mousedown", "dblclick", "keydown", "pointerdown"] as const;

/** Keeps native events inside the control away from AG Grid's header listeners. */
function useContained() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const stop = (e: Event) => e.stopPropagation();
    for (const t of STOPPED) el.addEventListener(t, stop);
    return () => STOPPED.forEach((t) => el.removeEventListener(t, stop));
  }, []);
  return ref;
}

function TextFilter(props: { label: string; name: string; store: HeaderFilterStore }) {
  const { name, store } = props;
  const value = store.values[name] ?? "";
  const [text, setText] = useState(() => store.draftOf(name) ?? value);
  // the value changed elsewhere (cleared, the URL): show it, unless keys typed here are pending
  useEffect(() => {
    if (store.draftOf(name) === undefined) setText((t) => (t.trim() === value ? t : value));
  }, [store, name, value]);
  return (
    <input
      className="bp6-input bp6-small kt-hf-input"
      type="search"
      aria-label={`${props.label} Filter Input`}
      placeholder="Cari..."
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        store.type(name, e.target.value);
      }}
    />
  );
}

function Control(props: {
  spec: HeaderFilterSpec;
  label: string;
  values: Record<string, string>;
  store: HeaderFilterStore;
}): ReactNode {
  const { spec, label, values, store } = props;
  const set = (p: Record<string, string>) => store.onChange(p);
  const v = (k: string) => values[k] ?? "";
  switch (spec.kind) {
    case "text":
      return <TextFilter label={label} name={spec.key} store={store} />;
    case "select":
      return (
        <select
          className="kt-hf-input kt-hf-select"
          aria-label={`${label} Filter Input`}
          value={v(spec.key)}
          onChange={(e) => set({ [spec.key]: e.currentTarget.value })}
        >
          <option value="">Semua</option>
          {spec.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case "range":
      return (
        <PopoverFilter
          kind="range"
          money={spec.money}
          signed={spec.signed}
          max={spec.max}
          label={label}
          values={[v(`${spec.key}_min`), v(`${spec.key}_max`)]}
          onChange={(a, b) => set({ [`${spec.key}_min`]: a, [`${spec.key}_max`]: b })}
        />
      );
    case "date":
      return (
        <PopoverFilter
          kind="date"
          label={label}
          values={[v("start"), v("end")]}
          onChange={(start, end) => set({ start, end })}
        />
      );
  }
}

const NO_STORE = { subscribe: () => () => {}, get: () => ({}) as Record<string, string> };

function HeaderFilterCell(props: InnerHeaderProps) {
  const store = props.context.headerFilters;
  const values = useSyncExternalStore((store ?? NO_STORE).subscribe, (store ?? NO_STORE).get);
  const ref = useContained();
  const spec = specOf(props.column.getColDef());
  const active = spec ? keysOf(spec).some((k) => values[k]) : false;
  return (
    <div className={active ? "kt-hf kt-hf--active" : "kt-hf"}>
      <span className="kt-hf-title">{props.displayName}</span>
      {spec && store && (
        <div ref={ref} className="kt-hf-control">
          <Control spec={spec} label={props.displayName} values={values} store={store} />
        </div>
      )}
    </div>
  );
}

/** The header with the filter control under the title. */
export function withHeaderFilter<Row>(def: ColDef<Row>, enabled: boolean): ColDef<Row> {
  if (!enabled || !specOf(def)) return def;
  return {
    ...def,
    headerComponentParams: {
      ...def.headerComponentParams,
      innerHeaderComponent: HeaderFilterCell,
    },
  };
}
