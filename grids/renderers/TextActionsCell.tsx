// Text buttons in a row ('Lihat Detail', 'Export Monthly', 'Export PDF'): one per entry of the
// column's `buttons` (see `textActionsCol` in column-types.ts). Pinned (total) rows render nothing.
//   textActionsCol<Row>([{ text: "Lihat Detail", onClick: (r) => navigate(...) }])
import { Button, type IconName, type Intent } from "@blueprintjs/core";
import type { CustomCellRendererProps } from "ag-grid-react";

export interface TextAction<Row> {
  text: string;
  onClick: (row: Row) => void;
  intent?: Intent;
  /** Draws the icon alone, the text as its label and tooltip: a narrow column (money in view). */
  icon?: IconName;
  /** Grey the button out for one row. */
  disabled?: (row: Row) => boolean;
  /** Replaces the text while this row's action runs ('Mengunduh...'). */
  busyText?: (row: Row) => string | null;
}

export type TextActionsCellProps<Row> = CustomCellRendererProps<Row> & {
  buttons: TextAction<Row>[];
};

export function TextActionsCell<Row>({ data, node, buttons }: TextActionsCellProps<Row>) {
  if (!data || node.rowPinned) return null;
  return (
    <span className="kt-text-actions-cell" style={{ display: "inline-flex", gap: 6 }}>
      {buttons.map((b) => {
        const busy = b.busyText?.(data) ?? null;
        return (
          <Button
            key={b.text}
            text={b.icon ? undefined : (busy ?? b.text)}
            icon={b.icon}
            aria-label={b.icon ? (busy ?? b.text) : undefined}
            title={b.icon ? (busy ?? b.text) : undefined}
            intent={b.intent ?? "primary"}
            variant="outlined"
            size="small"
            // Reached through the grid's Enter/Tab handling (suppressKeysInsideCell).
            tabIndex={-1}
            disabled={busy !== null || (b.disabled?.(data) ?? false)}
            onClick={() => b.onClick(data)}
          />
        );
      })}
    </span>
  );
}
