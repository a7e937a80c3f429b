// The header filters a file or PDF was made with, in words: a filtered export must say it is
// not the whole month, or a reader takes its totals for the month's.
import type { ColumnFilterValues } from "../../contract/column-filters";
import { formatNumber } from "../../money/format";

/** Column titles of the filter fields (as the grids show them). */
const FILTER_LABELS: Record<string, string> = {
  handle_by: "Handle By",
  client: "Client",
  jasa: "Jasa",
  umur: "Umur",
  durasi: "Durasi",
  price: "Harga",
  talent_share: "Talent Share",
  tip: "Tip",
  total: "Total",
  tips_admin: "Tip Admin",
  admin_fee: "Admin Fee",
};

/** 'Filter: Client berisi "ani"; Harga 100.000–500.000', or undefined without filters. */
export function filterNote(v: ColumnFilterValues | undefined): string | undefined {
  if (!v) return undefined;
  const label = (f: string) => FILTER_LABELS[f] ?? f;
  const parts = [
    ...Object.entries(v.contains).map(([f, t]) => `${label(f)} berisi "${t}"`),
    ...Object.entries(v.ranges).map(
      ([f, r]) =>
        `${label(f)} ${r.min === undefined ? "…" : formatNumber(r.min)}–${
          r.max === undefined ? "…" : formatNumber(r.max)
        }`,
    ),
    ...Object.entries(v.equals).map(([f, t]) => `${label(f)} = ${t}`),
  ];
  return parts.length ? `Filter: ${parts.join("; ")}` : undefined;
}
