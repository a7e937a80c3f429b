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
  /**
   * What the action already did for this row ('terkirim 02/12/2026 10.15 WIB oleh admin'): added
   * to the label and tooltip, and the button turns green.
   */
  note?: (row: Row) => string | null;
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
        const note = b.note?.(data) ?? null;
        const label = busy ?? (note ? `${b.text} (${note})` : b.text);
        return (
          <Button
            key={b.text}
            text={b.icon ? undefined : label}
            icon={b.icon}
            aria-label={b.icon ? label : undefined}
            title={b.icon || note ? label : undefined}
            intent={note ? "success" : (b.intent ?? "primary")}
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
