// Detail popup of a category (800 px, RULES.md S2, S9): name, description and a numbered grid of
// all of its talents.
import { Dialog, DialogBody } from "@blueprintjs/core";
import { GRID_HEADER_HEIGHT, GRID_ROW_HEIGHT } from "../../../client/lib/grid-metrics";
import { DetailList } from "../../../components/DetailList";
import { StaticGrid } from "../../../components/server-grid";
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
          <StaticGrid<TalentBrief>
            ariaLabel="Talent kategori"
            columnDefs={categoryTalentColumns}
            rows={category.talents}
            loading={false}
            getRowId={(r) => r.id}
            exportSource={{ list: "category-talents", query: {}, id: category.id }}
            maxHeight={SCROLL_HEIGHT}
          />
        </DialogBody>
      )}
    </Dialog>
  );
}
