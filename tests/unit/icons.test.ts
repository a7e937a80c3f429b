// The icon table (src/client/lib/icon-table.ts) is the only source of icon paths in the browser: an
// icon the code names but the table lacks renders blank. This test reads the code for every
// icon name given to an icon prop (`icon="x"`, `leftIcon="x"`, `icon: "x"`, ternaries included)
// and fails naming the missing ones.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IconNames, Icons, IconSize } from "@blueprintjs/icons";
import { FIRST_ICONS, installIcons, loadAllIcons } from "../../src/client/lib/icons";
import { ICONS_16_FIRST } from "../../src/client/lib/icon-table-first";
import { ICONS_16 } from "../../src/client/lib/icon-table";
import { ICONS_20 } from "../../src/client/lib/icon-table-large";

const VALID = new Set<string>(Object.values(IconNames));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(name) ? [p] : [];
  });
}

/** Icon names in icon-ish props: the rest of the line after `...icon=` / `...Icon:`. */
function iconNamesIn(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/\b\w*[iI]con\??\s*(?:=|:)\s*([^\n]*)/g)) {
    for (const q of m[1].matchAll(/"([a-z0-9-]+)"/g)) if (VALID.has(q[1])) names.push(q[1]);
  }
  return names;
}

describe("icon table", () => {
  it("finds icon names in props, object fields and ternaries", () => {
    expect(iconNamesIn(`<Button icon="plus" />`)).toEqual(["plus"]);
    expect(iconNamesIn(`icon={shown ? "eye-off" : "eye-open"}`)).toEqual(["eye-off", "eye-open"]);
    expect(iconNamesIn(`{ label: "Talent", icon: "people" }`)).toEqual(["people"]);
    expect(iconNamesIn(`<InputGroup leftIcon="search" />`)).toEqual(["search"]);
    expect(iconNamesIn(`label="plus"`)).toEqual([]);
  });

  it("holds every icon the code names (16 px; 20 px entries for size >= 20)", () => {
    const used = new Map<string, string>();
    for (const file of [...sourceFiles("src"), ...sourceFiles("grids")]) {
      if (/icon-table(-first|-large)?\.ts$/.test(file)) continue;
      for (const name of iconNamesIn(readFileSync(file, "utf8"))) used.set(name, file);
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used]
      .filter(([name]) => !(name in ICONS_16))
      .map(([n, f]) => `${n} (${f})`);
    expect(missing, "add these to ICONS_16 in src/client/lib/icon-table.ts").toEqual([]);
  });

  it("holds a 20 px entry for every icon a figure card draws (FigureCard renders size 20)", () => {
    const missing: string[] = [];
    for (const file of sourceFiles("src")) {
      for (const card of readFileSync(file, "utf8").matchAll(/<FigureCard\b[\s\S]*?\/>/g)) {
        for (const name of iconNamesIn(card[0]))
          if (!(name in ICONS_20)) missing.push(`${name} (${file})`);
      }
    }
    expect(missing, "add these to ICONS_20 in src/client/lib/icon-table-large.ts").toEqual([]);
  });

  it("names the sign-in table's icons in icons.ts (the loader picks the table by name)", () => {
    expect([...FIRST_ICONS].sort()).toEqual(Object.keys(ICONS_16_FIRST).sort());
  });

  it("installs the table as Blueprint's loader: once installed, every entry has paths", async () => {
    installIcons();
    // the first-paint table alone answers its icons through the loader
    const [firstName] = Object.keys(ICONS_16_FIRST);
    await Icons.load(firstName as never, IconSize.STANDARD);
    expect(Icons.getPaths(firstName as never, IconSize.STANDARD)).toEqual(
      ICONS_16_FIRST[firstName as never],
    );
    await loadAllIcons();
    for (const name of Object.keys(ICONS_16)) {
      expect(Icons.getPaths(name as never, IconSize.STANDARD)?.length, name).toBeGreaterThan(0);
    }
    for (const name of Object.keys(ICONS_20)) {
      expect(Icons.getPaths(name as never, IconSize.LARGE)?.length, name).toBeGreaterThan(0);
    }
  });
});
