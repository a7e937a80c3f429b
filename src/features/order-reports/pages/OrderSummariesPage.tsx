// /admin/report/talents-orders-summary and /admin/report/admins-orders-summary (RULES.md S2): back to
// /admin/summary, search 'Cari talent atau admin...', date range, page size 5/10/25 (each returns
// to the first page), one row per talent (admin) with its money figures, pinned 'Total halaman
// ini' / 'Total keseluruhan' from the server, 'Lihat Detail' and 'Export Monthly', CSV / Excel.
import { useMemo } from "react";
import { useAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { useListGrid } from "../../../components/list/use-list-grid";
import { ServerGrid } from "../../../components/server-grid";
import { DateRangeFilter } from "../../../components/report/DateRangeFilter";
import { SearchBox } from "../../../components/report/SearchBox";
import { ExportButtons } from "../../../components/ExportButtons";
import { orderSummaryColumns } from "../../../../grids/order-summaries";
import type { OrderSummaryQuery, OrderSummaryRow } from "../../../contract/order-reports";
import { exportOrderSummaries } from "../api/export-order-summaries";
import { SUMMARY_PAGE_SIZES, adminsSummaryList, filterQuery, talentsSummaryList } from "../atoms";

export function OrderSummariesPage({ by }: { by: "talent" | "admin" }) {
  const list = by === "talent" ? talentsSummaryList : adminsSummaryList;
  const { query, params, grid, search, setSearch } = useListGrid(list);
  const [range, setRange] = useAtom(list.rangeAtom);
  const navigate = useNavigate();
  const columns = useMemo(
    () =>
      orderSummaryColumns(by, [
        {
          text: "Lihat Detail",
          onClick: (r: OrderSummaryRow) =>
            navigate(
              by === "talent"
                ? paths.talentReport.build({ id: r.talents_id })
                : paths.adminReport.build({ id: r.admin_id }),
            ),
        },
        {
          text: "Export Monthly",
          intent: "success",
          onClick: (r: OrderSummaryRow) =>
            navigate(
              by === "talent"
                ? paths.talentRekap.build({ id: r.talents_id })
                : paths.adminRekap.build({ id: r.admin_id }),
            ),
        },
      ]),
    [by, navigate],
  );
  return (
    <>
      <PageHeader title={by === "talent" ? "Money Report Talent" : "Money Report Admin"}>
        <NavButton to={paths.summary.pattern} icon="arrow-left" text="Kembali" />
      </PageHeader>
      <div className="kt-report-controls">
        <SearchBox value={search} onChange={setSearch} placeholder="Cari talent atau admin..." />
        <DateRangeFilter value={range} onChange={setRange} />
      </div>
      <ServerGrid<OrderSummaryRow>
        ariaLabel={by === "talent" ? "Ringkasan order per talent" : "Ringkasan order per admin"}
        columnDefs={columns}
        pageSizes={SUMMARY_PAGE_SIZES}
        columnChooser={`order-summaries-${by}`}
        getRowId={(r) => (by === "talent" ? r.talents_id : r.admin_id)}
        pinnedBottomRows={query.data?.totals}
        toolbar={
          <ExportButtons
            fileName={`ringkasan-order-${by}`}
            empty={(query.data?.totalRows ?? 0) === 0}
            download={(format) =>
              exportOrderSummaries(by, {
                format,
                ...filterQuery<OrderSummaryQuery["sort_by"]>(params),
              })
            }
          />
        }
        {...grid}
        exportSource={undefined}
        printSource={grid.exportSource}
      />
    </>
  );
}

export default function TalentsOrdersSummaryPage() {
  return <OrderSummariesPage by="talent" />;
}
