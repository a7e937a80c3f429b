// The 'Tampilan' button of a grid's toolbar: named views of this grid (see GridViewsPanel). The
// panel and its calls load with import() on the first click, so grid routes do not carry them;
// what the panel needs from the app (session, URL, toasts) comes in as props, so the lazy chunk
// shares no module with the route's own (each shared module would be a chunk of its own).
import { Button } from "@blueprintjs/core";
import type { GridApi } from "ag-grid-community";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useState } from "react";
import { isOwnerAtom } from "../../../client/lib/session";
import { toast } from "../../../client/lib/toast";
import { currentLocation, pushSearch } from "../../../client/lib/url-state";
import { serverMessage } from "../../feedback";

const loadPanel = () => import("./GridViewsPanel");
const GridViewsPanel = lazy(loadPanel);

const notify = {
  success: (m: string) => toast.success(m),
  error: (err: unknown) => toast.error(serverMessage(err)),
};

function ViewsButton(props: { onClick?: () => void; onMouseEnter?: () => void }) {
  return (
    <Button
      icon="grid-view"
      text="Tampilan"
      variant="outlined"
      size="small"
      onClick={props.onClick}
      onMouseEnter={props.onMouseEnter}
    />
  );
}

export function GridViews<Row>(props: {
  grid: string;
  api: GridApi<Row> | null;
  setShown: (colId: string, shown: boolean) => void;
}) {
  const isOwner = useAtomValue(isOwnerAtom);
  const [wanted, setWanted] = useState(false);
  if (!wanted || !props.api)
    return <ViewsButton onClick={() => setWanted(true)} onMouseEnter={() => void loadPanel()} />;
  return (
    <Suspense fallback={<ViewsButton />}>
      <GridViewsPanel
        grid={props.grid}
        api={props.api as GridApi<unknown>}
        setShown={props.setShown}
        isOwner={isOwner}
        search={() => currentLocation().search}
        openSearch={pushSearch}
        notify={notify}
      >
        <ViewsButton />
      </GridViewsPanel>
    </Suspense>
  );
}
