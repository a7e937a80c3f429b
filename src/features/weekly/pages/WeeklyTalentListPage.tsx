// /admin/report/weekly-talent (RULES.md S2): back to /admin/summary, page size 5/10/25 (default 10),
// search 'Cari talent atau admin...' (search and size return to the first page), columns No,
// Admin, Tanggal Order, Talent, Aksi ('Lihat Detail' → the talent's weekly report).
import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import { serverMessage } from "../../../components/feedback";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { useListGrid } from "../../../components/list/use-list-grid";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { SearchBox } from "../../../components/report/SearchBox";
import { ServerGrid } from "../../../components/server-grid";
import type { OrderSummaryRow } from "../../../contract/order-reports";
import { weeklyTalentColumns } from "../../../../grids/weekly-talent";
import { WEEKLY_TALENT_PAGE_SIZES, weeklyTalentList } from "../atoms";

export default function WeeklyTalentListPage() {
  const navigate = useNavigate();
  const { query, search, setSearch, grid } = useListGrid(weeklyTalentList);
  const columns = useMemo(
    () =>
      weeklyTalentColumns((r) => navigate(paths.weeklyTalentReport.build({ id: r.talents_id }))),
    [navigate],
  );
  return (
    <>
      <PageHeader title="Weekly Report Talent">
        <SearchBox value={search} onChange={setSearch} placeholder="Cari talent atau admin..." />
        <NavButton icon="arrow-left" text="Kembali" to={paths.summary.pattern} />
      </PageHeader>
      <ErrorCallout>{query.isError && serverMessage(query.error)}</ErrorCallout>
      <ServerGrid<OrderSummaryRow>
        ariaLabel="Daftar weekly talent"
        columnDefs={columns}
        columnChooser="weekly-talent"
        pageSizes={WEEKLY_TALENT_PAGE_SIZES}
        getRowId={(r) => r.talents_id}
        {...grid}
      />
    </>
  );
}
