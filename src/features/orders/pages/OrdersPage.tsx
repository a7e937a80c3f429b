// /admin/orders: the paged order list. Everything the list shows is decided by the server and
// kept in the URL (page, size, sort, search, the header filters of every column — text,
// from–to, dates, refund): a reload, Back or a shared link shows the same page. Under the rows
// the server's totals of the filtered set: 'Total halaman ini' and 'Total keseluruhan' (Σ price,
// Σ net price, count). Export CSV / Excel writes the visible columns in their order. Refund is
// edited in the cell (Enter saves, Escape cancels, Ctrl+Z saves the old value back); the create
// and edit forms are child routes rendered in <Outlet/> as dialogs; detail and delete are popups.
import { invalidateAfter } from "../../../client/lib/invalidation";
import { Suspense, lazy, useMemo } from "react";
import { Button, Tag } from "@blueprintjs/core";
import { Outlet, useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { toast } from "../../../client/lib/toast";
import { formatNumber } from "../../../client/lib/format";
import { ConfirmDelete } from "../../../components/ConfirmDelete";
import { ExportButtons } from "../../../components/ExportButtons";
import { SearchBox } from "../../../components/report/SearchBox";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { PresenceNote } from "../../../components/PresenceNote";
import { useListGrid, useRowDialogs } from "../../../components/list/use-list-grid";
import { pageAndAllRows } from "../../../components/server-grid";
import { useGridApi, useRowSelection } from "../../../components/server-grid/selection";
import {
  CancelledEdit,
  SpreadsheetGrid,
  type RowValues,
} from "../../../components/server-grid/spreadsheet";
import { ORDER_EXPORT_COLUMNS } from "../../../contract/values";
import type { ExportOrdersQuery, OrderRow } from "../../../contract/orders";
import { orderColumns, type OrderCellField } from "../../../../grids/orders";
import { deleteOrder } from "../api/delete-order";
import { saveOrderCells, updateOrderCell } from "../api/update-order-cell";
import { orderQuery } from "../../../client/lib/order-query";
import { deferredDialog } from "../../../components/deferred-dialog";
import { ORDER_PAGE_SIZES, ordersList } from "../atoms";
import { usePaidPeriodConfirm, type OrderMoneyEdit } from "../dialogs/use-paid-period-confirm";
import { REFUND_STATUSES } from "../../../contract/values";
import type { RefundStatus } from "../../../money/rules";

/** The cells about to move an order's price or refund; a value the save refuses anyway is left out. */
function moneyEdits(rows: RowValues<OrderRow>[]): OrderMoneyEdit[] {
  return rows.flatMap(({ row, values }) => {
    if (!("price" in values) && !("refund_status" in values)) return [];
    const price = "price" in values ? Number(values.price) : row.price;
    const refund = (
      "refund_status" in values ? values.refund_status : row.refund_status
    ) as RefundStatus;
    const valid = Number.isSafeInteger(price) && price >= 1 && REFUND_STATUSES.includes(refund);
    return valid ? [{ id: row.id, price, refund }] : [];
  });
}

// The detail popup (tabs, history, proof image) loads apart from the list (bundle budget).
const OrderDetailDialog = deferredDialog(
  () => import("../dialogs/OrderDetailDialog").then((m) => m.OrderDetailDialog),
  (p) => p.order !== null,
);
// the bar (refund select, bulk delete) loads with the first ticked row (bundle budget)
const OrderSelectionBar = lazy(() =>
  import("./OrderSelectionBar").then((m) => ({ default: m.OrderSelectionBar })),
);

/**
 * The search box, and for one import's orders (the wizard's link) a chip naming the batch that
 * clears it: no column shows the batch. Blueprint's own × on a tag is labelled 'Remove tag' in
 * English: ours speaks Indonesian.
 */
function OrdersToolbar(p: {
  search: string;
  setSearch: (s: string) => void;
  filters: { values: Record<string, string>; onChange: (patch: Record<string, string>) => void };
}) {
  const batch = p.filters.values.import_id;
  return (
    <>
      <SearchBox
        value={p.search}
        onChange={p.setSearch}
        placeholder="Cari no order, customer, talent atau admin..."
        ariaLabel="Cari order"
      />
      {batch ? (
        <Tag
          size="large"
          intent="primary"
          minimal
          icon="import"
          endIcon={
            <Button
              variant="minimal"
              size="small"
              icon="cross"
              aria-label="Hapus filter impor"
              onClick={() => p.filters.onChange({ import_id: "" })}
            />
          }
        >
          Order dari impor #{batch}
        </Tag>
      ) : null}
    </>
  );
}

export default function OrdersPage() {
  const navigate = useNavigate();
  const { query, params, grid, search, setSearch } = useListGrid(ordersList);
  const gridApi = useGridApi<OrderRow>();
  const { detail, closeDetail, onDetail, onDelete, confirmDelete } =
    useRowDialogs<OrderRow>(deleteOrder);

  // ticked rows (checkbox column, Space): the selection bar acts on them. The kit's own
  // selection, not AG Grid's module (~8 KB more in every grid route's chunk).
  const selection = useRowSelection<OrderRow>(query.data?.rows, (o) => String(o.id));
  const afterBulk = () => {
    selection.clear();
    void invalidateAfter("order");
  };

  const columns = useMemo(
    () => [
      selection.column,
      ...orderColumns({
        onDetail: onDetail,
        onEdit: (o) => navigate(paths.ordersEdit.build({ id: o.id })),
        onDelete: (o) => {
          // RULES.md S2: a row without an id cannot be deleted
          if (!o.id) toast.error("ID tidak valid");
          else onDelete(o);
        },
      }),
    ],
    [navigate, onDetail, onDelete, selection.column],
  );

  // a price or refund of a paid period asks first, cell or paste alike (RULES.md D9)
  const paid = usePaidPeriodConfirm();
  const askPaid = async (rows: RowValues<OrderRow>[]) => {
    const edits = moneyEdits(rows);
    if (edits.length > 0 && !(await paid.confirm(edits))) throw new CancelledEdit();
  };

  const data = query.data;
  const pinned = useMemo(() => {
    if (!data || data.rows.length === 0) return undefined;
    const { page, all } = data.totals;
    // the server's count in the Customer cell: the rows are orders of customers
    const sums = (s: typeof page): Partial<OrderRow> => ({
      customer_name: `${formatNumber(s.count)} order`,
      price: s.price,
      net_price: s.net_price,
    });
    return pageAndAllRows<OrderRow>(sums(page), all && sums(all));
  }, [data]);

  const toolbar = (
    <OrdersToolbar search={search} setSearch={setSearch} filters={grid.headerFilters} />
  );
  // the export call loads with the first export (bundle budget)
  const exportOrders = (q: ExportOrdersQuery) =>
    import("../api/export-orders").then((m) => m.exportOrders(q));
  const exportQuery = (format: "csv" | "xlsx") => ({
    ...orderQuery(params),
    format,
    columns: gridApi
      .chosenColumnIds()
      .filter((id) => (ORDER_EXPORT_COLUMNS as readonly string[]).includes(id))
      .join(","),
  });

  return (
    <>
      <PageHeader title="Orders">
        <PresenceNote place="orders" />
        <ExportButtons
          download={(format) => exportOrders(exportQuery(format))}
          fileName="daftar-order"
          empty={data !== undefined && data.totalRows === 0}
        />
        <NavButton icon="import" text="Impor" to={paths.ordersImport.pattern} />
        <NavButton icon="plus" intent="primary" text="Create Order" to={paths.ordersAdd.pattern} />
      </PageHeader>
      <ErrorCallout>
        {query.isError && errorMessage(query.error, "Gagal memuat data order")}
      </ErrorCallout>
      {selection.selected.length > 0 ? (
        <Suspense fallback={null}>
          <OrderSelectionBar
            rows={selection.selected}
            onDone={afterBulk}
            download={(format, ids) => exportOrders({ ...exportQuery(format), ids: ids.join(",") })}
          />
        </Suspense>
      ) : null}
      <SpreadsheetGrid<OrderRow>
        ariaLabel="Daftar order"
        columnChooser="orders"
        columnDefs={columns}
        pageSizes={ORDER_PAGE_SIZES}
        getRowId={(o) => o.id}
        liveType="order"
        {...grid}
        toolbar={toolbar}
        pinnedBottomRows={pinned}
        totalRowsCapped={data?.totalRowsCapped}
        sheet={{
          save: async (row, field, value) => {
            await askPaid([{ row, values: { [field]: value } }]);
            return updateOrderCell(row, field as OrderCellField, value);
          },
          saveRows: async (rows) => {
            await askPaid(rows);
            return saveOrderCells(rows);
          },
          onSaved: () => invalidateAfter("order"),
          successMessage: "Order berhasil diupdate!",
          failureTitle: "Gagal update order",
          onOpenRow: onDetail,
          onGridReady: gridApi.onGridReady,
          selection,
        }}
      />
      <OrderDetailDialog order={detail} onClose={closeDetail} />
      <ConfirmDelete
        {...confirmDelete}
        title="Hapus data?"
        text="Data yang dihapus tidak dapat dikembalikan!"
        successMessage="Data berhasil dihapus."
        failureTitle="Gagal menghapus data."
        onDeleted={() => void invalidateAfter("order")}
      />
      {paid.alert}
      <Outlet />
    </>
  );
}
