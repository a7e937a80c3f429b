import { HTMLTable } from "@blueprintjs/core";
import type { ChartSpec } from "./spec";
import { valueText } from "./value-text";

/** The chart's numbers as a table ('Lihat tabel'): one row per category, one column per series. */
export function ChartTable({ spec, title, id }: { spec: ChartSpec; title: string; id: string }) {
  return (
    // a region the keyboard can scroll (axe scrollable-region-focusable)
    <div className="kt-chart-table-wrap" id={id} role="region" aria-label={title} tabIndex={0}>
      <HTMLTable compact striped className="kt-chart-table">
        <caption className="kt-visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{spec.labelHeader}</th>
            {spec.series.map((s) => (
              <th key={s.key} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {spec.series.map((s) => (
                <td key={s.key} data-key={s.key}>
                  {valueText(spec, r.values[s.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
