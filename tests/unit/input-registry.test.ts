// Every money or date input of the app is in the input registry (tests/helpers/input-registry.ts),
// which the e2e test types the money and date tables into (RULES.md D4, D8). A new input that is
// not listed fails here, naming it; so does a listed one that is gone, and an input that takes a
// date or an amount around the one parsers (a native date or number box, a second calendar), and
// a money filter, cell or field without its bound (RULES.md D8) or with one the contract does
// not share.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ColDef } from "ag-grid-community";
import { describe, expect, it } from "vitest";
import { COLUMN_EXPORTS, COLUMN_SETS, INPUTS, type Entry } from "../helpers/input-registry";
import { RUPIAH_MESSAGES } from "../../src/contract/rupiah";
import type { CellParse } from "../../src/components/server-grid";

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
const SOURCES = [...files("src"), ...files("grids")];
const read = (f: string) => readFileSync(f, "utf8");

/** The kit's money and date boxes, and the kit files that compose them (not inputs of a page). */
const BOXES = ["MoneyField", "MoneyInput", "DateField", "DateInput", "DateRangeFilter"];
const KIT = new Set([
  "src/components/form/MoneyField.tsx",
  "src/components/form/MoneyInput.tsx",
  "src/components/form/DateField.tsx",
  "src/components/form/DateInput.tsx",
  "src/components/report/DateRangeFilter.tsx",
  // the header's from–to and date filters: registered per column (surface "header")
  "src/components/server-grid/filters/HeaderFilterPopover.tsx",
  // the one rupiah cell editor: registered per column (surfaces "cell" and "paste")
  "grids/renderers/AmountCellEditor.tsx",
]);

it("the kit files named above exist (a moved one would hide its boxes from the check)", () => {
  expect([...KIT].filter((f) => !existsSync(f))).toEqual([]);
});

/** `<MoneyField name="price" …>` in a page or dialog → `file#name` (`file` alone when unnamed). */
function boxesIn(file: string): string[] {
  const text = read(file);
  const found: string[] = [];
  for (const m of text.matchAll(new RegExp(`<(${BOXES.join("|")})\\b`, "g"))) {
    const rest = text.slice(m.index + m[0].length, m.index + 400);
    const name = /^\s[^<]*?\bname=(?:"([^"]+)"|\{`([^`]+)`\})/.exec(rest);
    found.push(name ? `${file}#${name[1] ?? name[2]}` : file);
  }
  return found;
}

const keyOf = (e: Entry) => (e.name ? `${e.source}#${e.name}` : e.source);

describe("dialog fields and range filters", () => {
  const inSource = SOURCES.filter((f) => !KIT.has(f)).flatMap(boxesIn);
  const registered = INPUTS.filter((e) => e.surface === "dialog" || e.surface === "range");

  it("every money and date box in src is registered", () => {
    const known = new Set(registered.map(keyOf));
    expect(inSource.filter((k) => !known.has(k))).toEqual([]);
  });

  it("every registered field still exists", () => {
    const gone = registered.filter((e) => {
      if (inSource.includes(keyOf(e))) return false;
      // a percent box is a plain text field: its name must still be in its dialog
      return !(e.kind === "percent" && read(e.source).includes(`name="${e.name}"`));
    });
    expect(gone.map((e) => e.id)).toEqual([]);
  });

  it("a screen's range filter is registered once per route it serves", () => {
    const ranges = inSource.filter((k) => !k.includes("#"));
    for (const file of new Set(ranges))
      expect(registered.filter((e) => e.source === file).length, file).toBeGreaterThanOrEqual(
        ranges.filter((k) => k === file).length,
      );
  });
});

interface FilterSpec {
  kind: string;
  key?: string;
  money?: boolean;
  signed?: boolean;
  max?: number;
}
const specOf = (d: ColDef<never>) =>
  (d.context as { headerFilter?: FilterSpec } | undefined)?.headerFilter;
const classes = (d: ColDef<never>) => [d.cellClass].flat().map(String);

interface EditorParams {
  kind?: string;
  parse?: (text: string) => Promise<CellParse>;
}
const editorOf = (d: ColDef<never>) => d.cellEditorParams as EditorParams | undefined;

type GridInput = { id: string; signed?: boolean; max?: number };

/**
 * What the grids take money or dates through: header filters (with the bound they refuse past),
 * editable money/date cells and every cell on the rupiah editor.
 */
function gridInputs(): GridInput[] {
  const out: GridInput[] = [];
  for (const [set, { build }] of Object.entries(COLUMN_SETS)) {
    for (const def of build()) {
      const spec = specOf(def);
      if (spec?.kind === "date") out.push({ id: `${set}.tanggal` });
      if (spec?.kind === "range" && spec.money)
        out.push({ id: `${set}.${spec.key}`, signed: spec.signed || undefined, max: spec.max });
      const money =
        classes(def).some((c) => /kt-cell-(money|date)/.test(c)) ||
        editorOf(def)?.kind === "rupiah";
      if (def.editable && money)
        for (const s of ["cell", "paste"]) out.push({ id: `${set}.${def.field}.${s}` });
    }
  }
  return out;
}

describe("grid header filters, cell editors and paste columns", () => {
  const registered = INPUTS.filter((e) => ["header", "cell", "paste"].includes(e.surface));

  it("every money or date header filter and editable money cell is registered, as signed and bounded as it is", () => {
    const actual = gridInputs();
    const listed = registered.map((e) => ({
      id: e.id,
      signed: e.signed,
      // a cell's bound is its form field's (checked below), not the column's
      max: e.surface === "header" ? e.max : undefined,
    }));
    expect(listed.toSorted((a, b) => a.id.localeCompare(b.id))).toEqual(
      actual.toSorted((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it("every column set of grids/ is built here (a new grid module is checked too)", () => {
    const exported = files("grids").flatMap((f) =>
      [...read(f).matchAll(/export (?:const|function) (\w+Columns)\b/g)].map((m) => m[1]),
    );
    expect(exported.toSorted()).toEqual(COLUMN_EXPORTS.toSorted());
  });
});

describe("every money input has its own bound, the one the contract refuses past", () => {
  const money = INPUTS.filter((e) => e.kind !== "date");

  it("every money and percent entry names its bound", () => {
    expect(money.filter((e) => !(typeof e.max === "number" && e.max > 0)).map((e) => e.id)).toEqual(
      [],
    );
  });

  it("a header filter's bound is its list query's: max taken, max + 1 refused (and −max when signed)", () => {
    const wrong: string[] = [];
    for (const e of money.filter((x) => x.surface === "header")) {
      const query = COLUMN_SETS[e.source].query;
      if (!query) {
        wrong.push(`${e.id}: no list query in COLUMN_SETS`);
        continue;
      }
      const max = e.max!;
      const ok = (q: Record<string, string>) => query.safeParse(q).success;
      if (!ok({ [`${e.name}_max`]: String(max) })) wrong.push(`${e.id}: ${max} refused`);
      if (ok({ [`${e.name}_max`]: String(max + 1) })) wrong.push(`${e.id}: ${max + 1} taken`);
      if (e.signed) {
        if (!ok({ [`${e.name}_min`]: String(-max) })) wrong.push(`${e.id}: ${-max} refused`);
        if (ok({ [`${e.name}_min`]: String(-max - 1) })) wrong.push(`${e.id}: ${-max - 1} taken`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a cell's bound is its form field's: max saved, max + 1 refused with the dialogs' message", async () => {
    const wrong: string[] = [];
    for (const e of money.filter((x) => x.surface === "cell")) {
      const def = COLUMN_SETS[e.source].build().find((d) => d.field === e.name);
      const parse = def && editorOf(def)?.parse;
      if (!parse) {
        wrong.push(`${e.id}: not on the rupiah cell editor`);
        continue;
      }
      const at = await parse(String(e.max));
      if (!at.ok || at.value !== e.max) wrong.push(`${e.id}: ${e.max} → ${JSON.stringify(at)}`);
      const past = await parse((e.max! + 1).toLocaleString("id-ID"));
      if (past.ok || past.message !== RUPIAH_MESSAGES.tooLarge(e.max!))
        wrong.push(`${e.id}: ${e.max! + 1} → ${JSON.stringify(past)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("no date or amount around the one parsers", () => {
  it("no native date or number box, no second calendar, no AG Grid date or number editor outside grids/editors.ts", () => {
    const bypass: string[] = [];
    for (const f of SOURCES) {
      const text = read(f);
      if (/type=["'](date|number|datetime-local|month)["']/.test(text)) bypass.push(`${f}: type=`);
      if (
        /from "@blueprintjs\/datetime"/.test(text) &&
        f !== "src/components/form/DateCalendar.tsx"
      )
        bypass.push(`${f}: @blueprintjs/datetime`);
      if (
        /cellEditor: ["']ag(Date|DateString|Number)CellEditor/.test(text) &&
        f !== "grids/editors.ts"
      )
        bypass.push(`${f}: AG Grid editor`);
    }
    expect(bypass).toEqual([]);
  });

  it("registry ids are unique", () => {
    const ids = INPUTS.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});
