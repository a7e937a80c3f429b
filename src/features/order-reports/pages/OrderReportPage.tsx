// /admin/report/talent/{id} and /admin/report/admin/{id} (RULES.md S2, RULES.md D5): title with the
// talent's name (handler's username), back to its summary list, four tiles of the whole report,
// date range, 10 orders per page with server sort, pinned 'Total halaman ini' (RULES.md S9: the
// page's sums) and 'Total keseluruhan', the other side's money in the column chooser, CSV/Excel.
import { Callout } from "@blueprintjs/core";
import { useMemo } from "react";
import { useAtom, useAtomValue } from "jotai";
import { Outlet } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import type { PersonSection } from "../../../client/lib/page-sections";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { useListGrid } from "../../../components/list/use-list-grid";
import { ServerGrid } from "../../../components/server-grid";
import { DateRangeFilter } from "../../../components/report/DateRangeFilter";
import { FigureCard, FigureCards } from "../../../components/report/FigureCard";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { serverMessage } from "../../../components/feedback";
import { ExportButtons } from "../../../components/ExportButtons";
import { orderReportColumns } from "../../../../grids/order-report";
import type { OrderReportQuery, OrderReportRow } from "../../../contract/order-reports";
import { useAfterFirstView } from "../../../client/lib/use-after-first-view";
import { exportOrderReport } from "../api/export-order-report";
import {
  REPORT_PAGE_SIZE,
  adminNameAtom,
  adminReportList,
  filterQuery,
  talentNameAtom,
  talentReportList,
} from "../atoms";

export function OrderReportPage({ by }: { by: "talent" | "admin" }) {
  const talent = by === "talent";
  const list = talent ? talentReportList : adminReportList;
  const { query, params, grid } = useListGrid(list);
  const [range, setRange] = useAtom(list.rangeAtom);
  const name = useAtomValue(talent ? talentNameAtom : adminNameAtom);
  const columns = useMemo(() => orderReportColumns(by), [by]);
  // The payout ledger sits below the report's grid and brings two more grids and its own call
  // (which a one-connection database answers in turn with the report's): it mounts once the
  // report's first rows are in, so it does not delay them. It only adds below what is on screen.
  const [ledger] = useAfterFirstView();
  const all = query.data?.all;
  const loading = query.data === undefined && query.isPending;
  const id = params.scopeId ?? 0;
  const title = `${talent ? "Laporan Order Talent" : "Laporan Order Admin"}: ${
    name.data ?? (name.isError ? "Tidak diketahui" : "...")
  }`;
  return (
    <>
      <PageHeader title={title}>
        <NavButton
          to={(talent ? paths.talentsOrdersSummary : paths.adminsOrdersSummary).pattern}
          icon="arrow-left"
          text="Kembali"
        />
      </PageHeader>
      <ErrorCallout>{query.isError && serverMessage(query.error)}</ErrorCallout>
      <FigureCards min={230}>
        <FigureCard label="Total Order" value={all?.count} loading={loading} icon="shopping-cart" />
        <FigureCard
          label="Total Harga"
          value={all?.price}
          money
          loading={loading}
          icon="bank-account"
        />
        {talent ? (
          <>
            <FigureCard
              label="Tip Talent"
              value={all?.tip_talent}
              money
              loading={loading}
              icon="heart"
              color="#c87619"
            />
            <FigureCard
              label="Talent Fee (+Tip)"
              value={all?.talent_fee_plus_tip}
              money
              strong
              loading={loading}
              icon="people"
              color="#238551"
            />
          </>
        ) : (
          <>
            <FigureCard
              label="Tip Admin"
              value={all?.tip_admin}
              money
              loading={loading}
              icon="heart"
              color="#c87619"
            />
            <FigureCard
              label="Admin Fee (+Tip)"
              value={all?.admin_fee_plus_tip}
              money
              strong
              loading={loading}
              icon="person"
              color="#238551"
            />
          </>
        )}
      </FigureCards>
      {query.data?.totalRowsCapped && (
        // the cards show '-': past the cap the server counts no further (contract SEARCH_COUNT_CAP)
        <Callout intent="warning" compact className="kt-report-note">
          Lebih dari 10.000 order cocok dengan pencarian &ldquo;{params.search}&rdquo;: totalnya
          tidak dihitung. Persempit pencarian untuk melihat total.
        </Callout>
      )}
      <div className="kt-report-controls">
        <DateRangeFilter value={range} onChange={setRange} />
      </div>
      <ServerGrid<OrderReportRow>
        ariaLabel={talent ? "Order talent" : "Order admin"}
        columnDefs={columns}
        fixedPageSize={REPORT_PAGE_SIZE}
        columnChooser={`order-report-${by}`}
        getRowId={(r) => r.id}
        pinnedBottomRows={query.data?.totals}
        totalRowsCapped={query.data?.totalRowsCapped}
        toolbar={
          <ExportButtons
            fileName={`laporan-order-${by}-${id}`}
            empty={(query.data?.totalRows ?? 0) === 0}
            download={(format) =>
              exportOrderReport(by, id, {
                format,
                ...filterQuery<OrderReportQuery["sort_by"]>(params),
              })
            }
          />
        }
        {...grid}
        exportSource={undefined}
        printSource={grid.exportSource}
      />
      {/* the person's payouts and balance (features/payouts, a section of this route) */}
      {ledger && <Outlet context={{ by, id, range } satisfies PersonSection} />}
    </>
  );
}

export default function TalentReportPage() {
  return <OrderReportPage by="talent" />;
}
