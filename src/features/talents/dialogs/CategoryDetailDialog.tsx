// Detail popup of a category (800 px, RULES.md S2, S9): name, description and a numbered grid of
// all of its talents.
import { Dialog, DialogBody } from "@blueprintjs/core";
import { AgGridReact } from "ag-grid-react";
import {
  gridLocaleText,
  gridTheme,
  GRID_HEADER_HEIGHT,
  GRID_ROW_HEIGHT,
} from "../../../client/lib/grid-setup";
import { DetailList } from "../../../components/DetailList";
import type { TalentBrief, TalentCategory } from "../../../contract/talents";
import { categoryTalentColumns } from "../../../../grids/category-talents";

/** Up to this many talents the grid grows with its rows; more scroll inside a fixed height. */
const VISIBLE_ROWS = 12;
const SCROLL_HEIGHT = GRID_HEADER_HEIGHT + VISIBLE_ROWS * GRID_ROW_HEIGHT;

export function CategoryDetailDialog(props: {
  category: TalentCategory | null;
  onClose: () => void;
}) {
  const { category, onClose } = props;
  const scrolls = (category?.talents.length ?? 0) > VISIBLE_ROWS;
  return (
    <Dialog
      isOpen={category !== null}
      onClose={onClose}
      title="Detail Kategori"
      style={{ width: 800 }}
    >
      {category && (
        <DialogBody>
          <DetailList
            items={[
              ["Kategori", category.name],
              ["Deskripsi", category.description],
              ["Jumlah Talent", category.talents.length],
            ]}
          />
          <section aria-label="Talent kategori">
            <AgGridReact<TalentBrief>
              theme={gridTheme}
              localeText={gridLocaleText}
              columnDefs={categoryTalentColumns}
              rowData={category.talents}
              getRowId={(p) => String(p.data.id)}
              domLayout={scrolls ? "normal" : "autoHeight"}
              containerStyle={scrolls ? { height: SCROLL_HEIGHT } : undefined}
              suppressHorizontalScroll
              enableCellTextSelection
              ensureDomOrder
            />
          </section>
        </DialogBody>
      )}
    </Dialog>
  );
}
