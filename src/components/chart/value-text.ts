import { formatNumber, formatRupiah, formatRupiahShort } from "../../client/lib/format";
import type { ChartSpec } from "./spec";

/**
 * A chart's value as text: exact (`Rp 1.500.000`, `1.234` orders) in tooltips and tables, short
 * on an axis (`Rp 1,5 jt`, RULES.md D4).
 */
export function valueText(spec: Pick<ChartSpec, "unit">, n: number, short = false): string {
  if (spec.unit === "count") return formatNumber(n);
  return short ? formatRupiahShort(n) : formatRupiah(n);
}
