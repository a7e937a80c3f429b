// Installs the icon table (icon-table.ts: the one place to add an icon) as Blueprint's icon
// loader and loads every entry before the first render, so icons paint with the page.
import { Icons, IconSize } from "@blueprintjs/icons";
import type { IconName } from "@blueprintjs/core";
import { ICONS_16, ICONS_20 } from "./icon-table";

export { ICONS_16, ICONS_20 };

function tableFor(size: number) {
  return size < IconSize.LARGE ? ICONS_16 : ICONS_20;
}

/** Installs the table as Blueprint's icon loader and loads every entry (resolves before React renders). */
export function installIcons(): Promise<void> {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const paths = tableFor(size)[name as IconName];
      if (!paths) {
        console.error(
          `[ikon] '${name}' (${size} px) belum ada di src/client/lib/icon-table.ts: tambahkan ke ICONS_${size < IconSize.LARGE ? 16 : 20}`,
        );
        return [];
      }
      return paths;
    },
  });
  const names = (table: Partial<Record<IconName, string[]>>) => Object.keys(table) as IconName[];
  return Promise.all([
    Icons.load(names(ICONS_16), IconSize.STANDARD),
    Icons.load(names(ICONS_20), IconSize.LARGE),
  ]).then(() => undefined);
}
