// Label/value rows of a detail popup, as a compact table (labels left, values right).
import type { ReactNode } from "react";
import { HTMLTable } from "@blueprintjs/core";
import { EMPTY } from "../client/lib/format";

export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <HTMLTable compact style={{ width: "100%", marginBottom: 12 }}>
      <tbody>
        {items.map(([label, value]) => (
          <tr key={label}>
            <th
              scope="row"
              style={{ width: 150, fontWeight: 600, color: "#5f6b7c", boxShadow: "none" }}
            >
              {label}
            </th>
            <td style={{ boxShadow: "none" }}>
              {value === null || value === undefined || value === "" ? EMPTY : value}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
