// The column chooser's popover, loaded with import() by ColumnChooser on the first click (it
// mounts open, answering that click); from then on the Popover opens and closes as usual.
import { Checkbox, Popover } from "@blueprintjs/core";
import { colKey } from "../columns";
import { ColumnChooserButton, FIXED, type ColumnChooserProps } from "./column-chooser-parts";

export default function ColumnChooserPopover<Row>(props: ColumnChooserProps<Row>) {
  const choosable = props.columns.filter((d) => {
    const id = colKey(d);
    return id && !FIXED.has(id) && d.headerName;
  });
  return (
    <Popover
      placement="bottom-end"
      defaultIsOpen
      content={
        <div className="kt-column-chooser" role="group" aria-label="Pilih kolom">
          {choosable.map((def) => {
            const id = colKey(def) as string;
            const shown = props.isShown(def);
            const lastShown = shown && choosable.filter((d) => props.isShown(d)).length === 1;
            return (
              <Checkbox
                key={id}
                label={def.headerName}
                checked={shown}
                disabled={lastShown}
                onChange={(e) => props.onToggle(id, e.currentTarget.checked)}
              />
            );
          })}
        </div>
      }
    >
      <ColumnChooserButton />
    </Popover>
  );
}
