// Installs the icon table (icon-table.ts: the one place to add an icon) as Blueprint's icon
// loader. The table's SVG paths (~8 KB gzip) load with import() once the first page is shown
// (loadAllIcons, from the entry) or when an icon asks for them, so /login, which draws only its
// password toggle (icon-table-first.ts), stays small; an icon drawn before they arrive paints a
// frame later.
import { Icons, IconSize } from "@blueprintjs/icons";
import type { IconName } from "@blueprintjs/core";

type Table = Partial<Record<IconName, string[]>>;

let tables: Promise<{ ICONS_16: Table; ICONS_20: Table }> | undefined;
const loadTables = () => (tables ??= import("./icon-table"));
let first: Promise<{ ICONS_16_FIRST: Table }> | undefined;
const loadFirst = () => (first ??= import("./icon-table-first"));

/** Fetches every path of the full table into Blueprint's cache (once the first page is shown). */
export function loadAllIcons(): Promise<void> {
  const names = (table: Table) => Object.keys(table) as IconName[];
  return loadTables().then(({ ICONS_16, ICONS_20 }) =>
    Promise.all([
      Icons.load(names(ICONS_16), IconSize.STANDARD),
      Icons.load(names(ICONS_20), IconSize.LARGE),
    ]).then(() => undefined),
  );
}

/** Installs the loader; an icon's paths come from the first-paint table when it holds them. */
export function installIcons(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      if (size < IconSize.LARGE) {
        const paths = (await loadFirst()).ICONS_16_FIRST[name as IconName];
        if (paths) return paths;
      }
      const t = await loadTables();
      const paths = (size < IconSize.LARGE ? t.ICONS_16 : t.ICONS_20)[name as IconName];
      if (!paths) {
        console.error(
          `[ikon] '${name}' (${size} px) belum ada di src/client/lib/icon-table.ts: tambahkan ke ICONS_${size < IconSize.LARGE ? 16 : 20}`,
        );
        return [];
      }
      return paths;
    },
  });
}
