// The 'Tampilan' button of a grid's toolbar: named views of this grid (see GridViewsPanel). The
// panel and its calls load with import() on the first click, so grid routes do not carry them.
import { Button } from "@blueprintjs/core";
import type { GridApi } from "ag-grid-community";
import { lazy, Suspense, useState } from "react";

export interface GridViewsProps<Row> {
  /** The grid's layout key: views are saved per grid under it. */
  grid: string;
  api: GridApi<Row> | null;
  /** Shows or hides a column through the column chooser. */
  setShown: (colId: string, shown: boolean) => void;
}

const loadPanel = () => import("./GridViewsPanel");
const GridViewsPanel = lazy(loadPanel);

export function GridViewsButton(props: { onClick?: () => void; onMouseEnter?: () => void }) {
  return (
    <Button
      icon="bookmark"
      text="Tampilan"
      variant="outlined"
      size="small"
      onClick={props.onClick}
      onMouseEnter={props.onMouseEnter}
    />
  );
}

export function GridViews<Row>(props: GridViewsProps<Row>) {
  const [wanted, setWanted] = useState(false);
  if (!wanted || !props.api)
    return (
      <GridViewsButton onClick={() => setWanted(true)} onMouseEnter={() => void loadPanel()} />
    );
  return (
    <Suspense fallback={<GridViewsButton />}>
      <GridViewsPanel {...(props as GridViewsProps<unknown>)} api={props.api as GridApi<unknown>} />
    </Suspense>
  );
}
