// Row actions: detail (eye), edit (pencil), delete (trash). Each button shows only when its
// callback is given in the column's `cellRendererParams` (see `actionsCol` in column-types.ts).
// Pinned (total) rows and rows without data render nothing.
import { Button } from "@blueprintjs/core";
import type { CustomCellRendererProps } from "ag-grid-react";

type RowAction = "detail" | "edit" | "delete";

/** What a list page passes as `cellRendererParams` of the actions column. */
export interface RowActions<Row> {
  onDetail?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** Grey out one action for one row (e.g. no delete of the signed-in owner). */
  isDisabled?: (action: RowAction, row: Row) => boolean;
}

export type ActionsCellProps<Row> = CustomCellRendererProps<Row> & RowActions<Row>;

const BUTTONS = [
  { action: "detail", key: "onDetail", icon: "eye-open", label: "Detail", intent: "none" },
  { action: "edit", key: "onEdit", icon: "edit", label: "Edit", intent: "none" },
  { action: "delete", key: "onDelete", icon: "trash", label: "Hapus", intent: "danger" },
] as const;

export function ActionsCell<Row>(props: ActionsCellProps<Row>) {
  const { data, node, isDisabled } = props;
  if (!data || node.rowPinned) return null;
  return (
    <span className="kt-actions-cell" style={{ display: "inline-flex", gap: 2 }}>
      {BUTTONS.map(({ action, key, icon, label, intent }) => {
        const handler = props[key];
        if (!handler) return null;
        return (
          <Button
            key={action}
            icon={icon}
            intent={intent}
            variant="minimal"
            size="small"
            aria-label={label}
            title={label}
            // Buttons stay out of the page's Tab order; the grid's Enter/Tab handling
            // (suppressKeysInsideCell) moves focus into them.
            tabIndex={-1}
            disabled={isDisabled?.(action, data) ?? false}
            onClick={() => handler(data)}
          />
        );
      })}
    </span>
  );
}
