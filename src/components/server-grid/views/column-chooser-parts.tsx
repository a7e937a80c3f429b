// What the column chooser's button and its lazily loaded popover share (one module both import,
// so ColumnChooser and ColumnChooserPopover do not import each other).
import { Button } from "@blueprintjs/core";
import type { ColDef } from "ag-grid-community";

/** Columns the chooser never offers: the row number and the row actions. */
export const FIXED = new Set(["rowNumber", "actions"]);

export interface ColumnChooserProps<Row> {
  columns: ColDef<Row>[];
  isShown: (def: ColDef<Row>) => boolean;
  onToggle: (id: string, value: boolean) => void;
}

export function ColumnChooserButton(props: { onClick?: () => void; onMouseEnter?: () => void }) {
  return (
    <Button
      icon="column-layout"
      text="Kolom"
      variant="outlined"
      size="small"
      onClick={props.onClick}
      onMouseEnter={props.onMouseEnter}
    />
  );
}
