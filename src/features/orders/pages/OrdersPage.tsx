// /admin/orders: the paged order list. Everything the list shows is decided by the server and
// kept in the URL (page, size, sort, search, refund status, talent, admin, date range): a
// reload, Back or a shared link shows the same page. Under the rows the server's totals:
// 'Total halaman ini' and 'Total keseluruhan' (Σ price, Σ net price, count). Refund status is
// edited in the cell (Enter saves, Escape cancels, Ctrl+Z saves the old value back); the create
// and edit forms are child routes rendered in <Outlet/> as dialogs; detail and delete are popups.
import { HTMLSelect } from "@blueprintjs/core";
import { useAtom, useAtomValue } from "jotai";
import { Suspense, lazy, useEffect, useMemo, useState } from "react";
import { Outlet, useNavigate } from "react-router-dom";
import { errorMessage } from "../../../client/lib/http";
import { paths } from "../../../client/lib/paths";
import { toast } from "../../../client/lib/toast";
import { formatNumber } from "../../../client/lib/format";
import { ConfirmDelete } from "../../../components/ConfirmDelete";
import { ExportCsvButton } from "../../../components/ExportCsvButton";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { useListGrid } from "../../../components/list/use-list-grid";
import { DateRangeFilter } from "../../../components/report/DateRangeFilter";
import {
  ALL_TOTAL_LABEL,
  PAGE_TOTAL_LABEL,
  ServerGrid,
  pinnedRow,
} from "../../../components/server-grid";
import { useCellEditUndo } from "../../../components/server-grid/use-cell-edit-undo";
import { REFUND_STATUSES } from "../../../contract/values";
import type { OrderRow } from "../../../contract/orders";
import type { RefundStatus } from "../../../money/rules";
import { orderColumns, type OrderCellField } from "../../../../grids/orders";
import { deleteOrder } from "../api/delete-order";
import { exportOrders } from "../api/export-orders";
import { updateOrderRefund } from "../api/update-order-refund";
import {
  ORDER_PAGE_SIZES,
  adminFilterChoicesAtom,
  invalidateOrderData,
  orderQuery,
  ordersList,
  talentFilterChoicesAtom,
} from "../atoms";

// The detail popup (tabs, history, proof image) loads apart from the list (bundle budget): the
// page fetches it once mounted, so a row click normally finds it there.
const loadDetail = () =>
  import("../dialogs/OrderDetailDialog").then((m) => ({ default: m.OrderDetailDialog }));
const OrderDetailDialog = lazy(loadDetail);

const CELL_FIELDS: readonly OrderCellField[] = ["refund_status"];
const ALL = "";

/** One labelled select of the filter bar ('Semua' = no filter). */
function FilterSelect(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label style={{ display: "inline-flex", alignItems: "center", gap: 6, margin: 0 }}>
      <span>{props.label}</span>
      <HTMLSelect
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        options={[{ value: ALL, label: "Semua" }, ...props.options]}
      />
    </label>
  );
}

export default function OrdersPage() {
  const navigate = useNavigate();
  const { query, params, grid } = useListGrid(ordersList, "customer_name");
  const [range, setRange] = useAtom(ordersList.rangeAtom);
  const [filters, setFilters] = useAtom(ordersList.filtersAtom);
  const talents = useAtomValue(talentFilterChoicesAtom);
  const admins = useAtomValue(adminFilterChoicesAtom);
  const [detail, setDetail] = useState<OrderRow | null>(null);
  // mounted from the first click on, so the dialog keeps its closing transition
  const [detailOpened, setDetailOpened] = useState(false);
  useEffect(() => {
    void loadDetail();
  }, []);
  const [toDelete, setToDelete] = useState<OrderRow | null>(null);

  const setFilter = (key: string, value: string) => {
    const next = { ...filters };
    if (value) next[key] = value;
    else delete next[key];
    setFilters(next);
  };

  const cellEdit = useCellEditUndo<OrderRow, OrderCellField>({
    fields: CELL_FIELDS,
    save: ({ row, value }) => updateOrderRefund(row, value as RefundStatus),
    onSaved: invalidateOrderData,
    successMessage: "Order berhasil diupdate!",
    failureTitle: "Gagal update order",
  });

  const columns = useMemo(
    () =>
      orderColumns({
        onDetail: setDetail,
        onEdit: (o) => navigate(paths.ordersEdit.build({ id: o.id })),
        onDelete: (o) => {
          // spec §2: a row without an id cannot be deleted
          if (!o.id) toast.error("ID tidak valid");
          else setToDelete(o);
        },
      }),
    [navigate],
  );

  const data = query.data;
  const pinned = useMemo(() => {
    if (!data || data.rows.length === 0) return undefined;
    const page = data.pageTotals;
    const all = data.allTotals;
    return [
      // the server's count in the Customer cell: the rows are orders of customers
      pinnedRow<OrderRow>(PAGE_TOTAL_LABEL, {
        customer_name: `${formatNumber(page.count)} order`,
        price: page.price,
        net_price: page.net_price,
      }),
      all
        ? pinnedRow<OrderRow>(ALL_TOTAL_LABEL, {
            customer_name: `${formatNumber(all.count)} order`,
            price: all.price,
            net_price: all.net_price,
          })
        : pinnedRow<OrderRow>(
            "Total keseluruhan: lebih dari 10.000 order, persempit pencarian",
            {},
          ),
    ];
  }, [data]);

  const toolbar = (
    <div
      role="group"
      aria-label="Filter order"
      style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "6px 14px" }}
    >
      <FilterSelect
        label="Status refund"
        value={filters.refund_status ?? ALL}
        options={REFUND_STATUSES.map((s) => ({ value: s, label: s }))}
        onChange={(v) => setFilter("refund_status", v)}
      />
      <DateRangeFilter value={range} onChange={setRange} />
      <FilterSelect
        label="Talent"
        value={filters.talents_id ?? ALL}
        options={(talents.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        onChange={(v) => setFilter("talents_id", v)}
      />
      <FilterSelect
        label="Admin"
        value={filters.user_id ?? ALL}
        options={(admins.data ?? []).map((a) => ({ value: String(a.id), label: a.username }))}
        onChange={(v) => setFilter("user_id", v)}
      />
    </div>
  );

  return (
    <>
      <PageHeader title="Orders">
        <ExportCsvButton download={() => exportOrders(orderQuery(params))} fileName="orders.csv" />
        <NavButton icon="plus" intent="primary" text="Create Order" to={paths.ordersAdd.pattern} />
      </PageHeader>
      <ErrorCallout>
        {query.isError && errorMessage(query.error, "Gagal memuat data order")}
      </ErrorCallout>
      <div ref={cellEdit.containerRef}>
        <ServerGrid<OrderRow>
          ariaLabel="Daftar order"
          columnDefs={columns}
          pageSizes={ORDER_PAGE_SIZES}
          getRowId={(o) => o.id}
          {...grid}
          toolbar={toolbar}
          pinnedBottomRows={pinned}
          totalRowsCapped={data?.capped}
          gridOptions={{
            readOnlyEdit: true,
            onCellEditRequest: cellEdit.onCellEditRequest,
            // a click opens the detail, except on the refund cell: a double-click there edits
            onCellClicked: (e) => {
              if (e.data && e.colDef.field !== "refund_status") {
                setDetailOpened(true);
                setDetail(e.data);
              }
            },
          }}
        />
      </div>
      {detailOpened && (
        <Suspense fallback={null}>
          <OrderDetailDialog order={detail} onClose={() => setDetail(null)} />
        </Suspense>
      )}
      <ConfirmDelete
        isOpen={toDelete !== null}
        onConfirm={() => deleteOrder(toDelete!.id)}
        onClose={() => setToDelete(null)}
        title="Hapus data?"
        text="Data yang dihapus tidak dapat dikembalikan!"
        successMessage="Data berhasil dihapus."
        failureTitle="Gagal menghapus data."
        onDeleted={() => void invalidateOrderData()}
      />
      <Outlet />
    </>
  );
}
