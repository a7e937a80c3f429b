// Installs the icon table (icon-table.ts: the one place to add an icon) as Blueprint's icon
// loader. The table's SVG paths load with import() once the first page is shown (loadAllIcons,
// from the entry) or when an icon asks for them: the 16 px ones (~6 KB gzip) with a list page's
// toolbar, the 20 px ones (icon-table-large.ts, ~2 KB) only for a large icon, so /login, which
// draws only its password toggle (icon-table-first.ts), stays small; an icon drawn before its
// paths arrive paints a frame later.
import { Icons, IconSize } from "@blueprintjs/icons";
import type { IconName } from "@blueprintjs/core";

type Table = Partial<Record<IconName, string[]>>;

let small: Promise<{ ICONS_16: Table }> | undefined;
const loadSmall = () => (small ??= import("./icon-table"));
let large: Promise<{ ICONS_20: Table }> | undefined;
const loadLarge = () => (large ??= import("./icon-table-large"));
/** The sign-in pages' icons (icon-table-first.ts holds their paths; a unit test keeps the two equal). */
export const FIRST_ICONS: readonly IconName[] = ["eye-off", "eye-open"];
// The sign-in table is asked for a frame after its icon renders: the form paints first (the
// password toggle fills in a frame later) and nothing but the form's code goes out before it.
const afterFrame = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === "function"
      ? requestAnimationFrame(() => resolve())
      : resolve(),
  );
let first: Promise<{ ICONS_16_FIRST: Table }> | undefined;
const loadFirst = () => (first ??= afterFrame().then(() => import("./icon-table-first")));

/** Fetches every path of the full table into Blueprint's cache (once the first page is shown). */
export function loadAllIcons(): Promise<void> {
  const names = (table: Table) => Object.keys(table) as IconName[];
  return Promise.all([
    loadSmall().then(({ ICONS_16 }) => Icons.load(names(ICONS_16), IconSize.STANDARD)),
    loadLarge().then(({ ICONS_20 }) => Icons.load(names(ICONS_20), IconSize.LARGE)),
  ]).then(() => undefined);
}

/** Installs the loader; an icon's paths come from the first-paint table when it holds them. */
export function installIcons(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      // a page past sign-in goes straight to the full table: its shell draws icons from there
      if (size < IconSize.LARGE && FIRST_ICONS.includes(name as IconName) && !small) {
        const paths = (await loadFirst()).ICONS_16_FIRST[name as IconName];
        if (paths) return paths;
      }
      const paths =
        size < IconSize.LARGE
          ? (await loadSmall()).ICONS_16[name as IconName]
          : (await loadLarge()).ICONS_20[name as IconName];
      if (!paths) {
        console.error(
          size < IconSize.LARGE
            ? `[ikon] '${name}' (${size} px) belum ada di src/client/lib/icon-table.ts: tambahkan ke ICONS_16`
            : `[ikon] '${name}' (${size} px) belum ada di src/client/lib/icon-table-large.ts: tambahkan ke ICONS_20`,
        );
        return [];
      }
      return paths;
    },
  });
}
