// A catalog list screen (services, talents, categories — RULES.md S2): a header with the search
// and the page's buttons, the load error, the spreadsheet grid whose cells save through the
// one-row update call, the detail popup, the delete confirmation, and <Outlet/> for the add and
// edit dialogs (child routes). The three screens differ only in what this takes.
import { useMemo, type ReactNode } from "react";
import { Outlet, useNavigate } from "react-router-dom";
import type { ColDef } from "ag-grid-community";
import { errorMessage } from "../../client/lib/http";
import { invalidateAfter } from "../../client/lib/invalidation";
import type { ListAtoms } from "../../client/lib/list-atoms";
import { ConfirmDelete } from "../ConfirmDelete";
import type { ConfirmDeleteProps } from "../ConfirmDeleteAlert";
import { ErrorCallout } from "../form/ErrorCallout";
import { SearchBox } from "../report/SearchBox";
import { SpreadsheetGrid } from "../server-grid/spreadsheet";
import type { ChangeType } from "../../contract/events";
import { PageHeader } from "./PageHeader";
import { useListGrid, useRowDialogs } from "./use-list-grid";

interface CatalogRow {
  id: number;
}

/** The row actions a catalog's columns put in their action cell (grids' RowActions). */
interface CatalogRowActions<Row> {
  onDetail: (row: Row) => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
}

interface CatalogListPageProps<Row extends CatalogRow> {
  list: ListAtoms<Row>;
  title: string;
  search: { placeholder: string; ariaLabel: string };
  /** The header's buttons (NavButton), after the search box. */
  actions: ReactNode;
  /** S8's load failure text ("Gagal memuat data service"). */
  loadError: string;
  ariaLabel: string;
  pageSizes: number[];
  /** What this list's writes are (invalidation and live updates). */
  kind: ChangeType;
  /** The edit dialog's route of a row (the action cell's Edit). */
  editPath: (row: Row) => string;
  /** The grid's columns; keep it stable (useCallback) or the grid rebuilds them every render. */
  columns: (actions: CatalogRowActions<Row>) => ColDef<Row>[];
  /** One cell saved through the one-row update call: answers the row's new version. */
  save: (row: Row, field: string, value: unknown) => Promise<number>;
  saveRows: NonNullable<Parameters<typeof SpreadsheetGrid<Row>>[0]["sheet"]["saveRows"]>;
  saved: { successMessage: string; failureTitle: string };
  detail: (row: Row | null, onClose: () => void) => ReactNode;
  remove: (id: number) => Promise<unknown>;
  deleteTexts: Pick<
    ConfirmDeleteProps,
    "title" | "text" | "successMessage" | "successTimeout" | "failureTitle"
  >;
}

export function CatalogListPage<Row extends CatalogRow>(p: CatalogListPageProps<Row>) {
  const { query, search, setSearch, grid } = useListGrid(p.list);
  const { detail, closeDetail, onDetail, onDelete, confirmDelete } = useRowDialogs<Row>(p.remove);
  const navigate = useNavigate();
  const { columns: columnsOf, editPath } = p;
  const columns = useMemo(
    () => columnsOf({ onDetail, onEdit: (row) => navigate(editPath(row)), onDelete }),
    [columnsOf, editPath, navigate, onDetail, onDelete],
  );
  const refresh = () => invalidateAfter(p.kind);

  return (
    <>
      <PageHeader title={p.title}>
        <SearchBox value={search} onChange={setSearch} {...p.search} />
        {p.actions}
      </PageHeader>
      <ErrorCallout>{query.isError && errorMessage(query.error, p.loadError)}</ErrorCallout>
      <SpreadsheetGrid<Row>
        ariaLabel={p.ariaLabel}
        columnDefs={columns}
        pageSizes={p.pageSizes}
        getRowId={(r) => r.id}
        liveType={p.kind}
        {...grid}
        sheet={{
          save: p.save,
          saveRows: p.saveRows,
          onSaved: refresh,
          ...p.saved,
          onOpenRow: onDetail,
        }}
      />
      {p.detail(detail, closeDetail)}
      <ConfirmDelete {...confirmDelete} {...p.deleteTexts} onDeleted={() => void refresh()} />
      <Outlet />
    </>
  );
}
