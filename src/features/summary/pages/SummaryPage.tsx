// /admin/summary (RULES.md S2): 'Loading...' until the global summary arrives, the nine headline
// figures as tiles, clickable admin and talent lists with detail popups, the report buttons and,
// beyond the spec, a date range (URL `?start=&end=`, default all time) and the reconciliation.
// A 401/403 goes to /login through the app's one auth-failure handler (toast, then /login).
import { Callout } from "@blueprintjs/core";
import { useAtom, useAtomValue } from "jotai";
import { Suspense, lazy, useState } from "react";
import { Outlet } from "react-router-dom";
import { paths } from "../../../client/lib/paths";
import type { RangeSection } from "../../../client/lib/page-sections";
import { serverMessage } from "../../../components/feedback";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { DateRangeFilter } from "../../../components/report/DateRangeFilter";
import { FigureCard, FigureCards } from "../../../components/report/FigureCard";
import { StaticGrid } from "../../../components/server-grid";
import { summaryAdminColumns, summaryTalentColumns } from "../../../../grids/summary-people";
import { summaryQuery, summaryState } from "../atoms";
import { ReconcilePanel } from "./ReconcilePanel";
import { SummaryCharts } from "./SummaryCharts";
import "./summary.css";

// the detail popups load on the first row click (bundle budget: Blueprint's Dialog and overlay)
const loadDialogs = () => import("../dialogs/SummaryDetailDialogs");
const TalentDetailDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.TalentDetailDialog })),
);
const AdminDetailDialog = lazy(() => loadDialogs().then((m) => ({ default: m.AdminDetailDialog })));

const FIGURES = [
  ["Total Uang Masuk", "total_uang_masuk"],
  ["Talent Fee", "total_talent_fee"],
  ["Tip Talent", "tip_talent"],
  ["Admin Fee", "total_admin_fee"],
  ["Tip Admin", "tip_admin"],
  ["Uang Talent + Tip", "uang_talent_dan_tip"],
  ["Uang Admin + Tip", "uang_admin_dan_tip"],
  ["Kas", "kas"],
  ["Sisa", "sisa"],
] as const;

type GridProps<Row> = Parameters<typeof StaticGrid<Row>>[0];

/** One of the summary's two lists (Admin, Talent): a row click opens that person's popup. */
function PeopleList<Row extends { id: number }>(
  props: Pick<
    GridProps<Row>,
    "ariaLabel" | "columnDefs" | "exportSource" | "headerFilters" | "rows" | "emptyText"
  > & { title: string; onOpen: (id: number) => void },
) {
  const { title, onOpen, ...grid } = props;
  return (
    <section className="summary-list">
      <h2>{title}</h2>
      <StaticGrid<Row>
        {...grid}
        loading={false}
        getRowId={(r) => r.id}
        onRowClicked={(r) => onOpen(r.id)}
        maxHeight={360}
        className="kt-clickable-rows"
      />
    </section>
  );
}

export default function SummaryPage() {
  const q = useAtomValue(summaryState.queryAtom);
  const [range, setRange] = useAtom(summaryState.rangeAtom);
  const [talentId, setTalentId] = useState<number | null>(null);
  const [adminId, setAdminId] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const s = q.data?.summary;
  const params = useAtomValue(summaryState.paramsAtom);
  const [names, setNames] = useAtom(summaryState.columnFiltersAtom);
  // the lists' exports carry the range and the name filters, as the lists show them
  const listQuery = summaryQuery(params);
  const headerFilters = { values: names, onChange: setNames };
  const open = (set: (id: number) => void, id: number) => {
    setOpened(true);
    set(id);
  };

  return (
    <>
      <PageHeader title="Summary">
        <NavButton text="Money Report Talent" to={paths.talentsOrdersSummary.pattern} />
        <NavButton text="Money Report Admin" to={paths.adminsOrdersSummary.pattern} />
        <NavButton text="Weekly Report Talent" to={paths.weeklyTalent.pattern} />
        <NavButton icon="edit" intent="primary" text="Edit Kas" to={paths.kas.pattern} />
      </PageHeader>
      <div className="kt-report-controls">
        <DateRangeFilter value={range} onChange={setRange} />
      </div>
      {q.isError && (
        <Callout intent="danger" style={{ marginBottom: 12 }}>
          {serverMessage(q.error)}
        </Callout>
      )}
      {!s && q.isPending ? (
        <p role="status">Loading...</p>
      ) : (
        s && (
          <>
            <FigureCards min={190}>
              {FIGURES.map(([label, key]) => (
                <FigureCard
                  key={key}
                  label={label}
                  value={s[key]}
                  money
                  loading={q.isPlaceholderData}
                  strong={key === "sisa"}
                  testId={`summary-${key}`}
                />
              ))}
            </FigureCards>
            {/* the payout totals of the range (features/payouts, a section of this route) */}
            <Outlet context={range satisfies RangeSection} />
            <div className="summary-columns">
              <PeopleList
                title="Admin"
                ariaLabel="Daftar admin"
                columnDefs={summaryAdminColumns}
                exportSource={{ list: "summary-admins", query: listQuery }}
                headerFilters={headerFilters}
                rows={s.admins}
                onOpen={(id) => open(setAdminId, id)}
                emptyText="Tidak ada data admin"
              />
              <PeopleList
                title="Talent"
                ariaLabel="Daftar talent"
                columnDefs={summaryTalentColumns}
                exportSource={{ list: "summary-talents", query: listQuery }}
                headerFilters={headerFilters}
                rows={s.talents}
                onOpen={(id) => open(setTalentId, id)}
                emptyText="Tidak ada data talent"
              />
              <ReconcilePanel />
            </div>
            <SummaryCharts summary={s} />
          </>
        )
      )}
      {/* mounted from the first click on, so a popup keeps its closing transition */}
      {opened && (
        <Suspense fallback={null}>
          <TalentDetailDialog id={talentId} onClose={() => setTalentId(null)} />
          <AdminDetailDialog id={adminId} onClose={() => setAdminId(null)} />
        </Suspense>
      )}
    </>
  );
}
