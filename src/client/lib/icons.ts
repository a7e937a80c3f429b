// Installs the icon table (icon-table.ts: the one place to add an icon) as Blueprint's icon
// loader. The table's SVG paths (~8 KB gzip) load with import() beside the first render rather
// than in the entry, so /login (which draws almost no icons) stays small; an icon drawn before
// they arrive paints a frame later.
import { Icons, IconSize } from "@blueprintjs/icons";
import type { IconName } from "@blueprintjs/core";

type Table = Partial<Record<IconName, string[]>>;

let tables: Promise<{ ICONS_16: Table; ICONS_20: Table }> | undefined;
const loadTables = () => (tables ??= import("./icon-table"));

/** Installs the loader and fetches every entry; resolves when all paths are in Blueprint's cache. */
export function installIcons(): Promise<void> {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
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
  const names = (table: Table) => Object.keys(table) as IconName[];
  return loadTables().then(({ ICONS_16, ICONS_20 }) =>
    Promise.all([
      Icons.load(names(ICONS_16), IconSize.STANDARD),
      Icons.load(names(ICONS_20), IconSize.LARGE),
    ]).then(() => undefined),
  );
}
