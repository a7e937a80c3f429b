// /admin/report/weekly (RULES.md S2): one card per week ('Periode', start and end as day-month-year,
// Total Income, Tip Talent, Tip Admin, Total Talent Share, Total Admin Share, Sisa), three
// placeholder cards while loading, 'Tidak ada data weekly report' when empty. Beyond the spec:
// a date range and a grid view (`?view=grid`) whose pinned total is the global summary.
import { Button, ButtonGroup, Card, Callout } from "@blueprintjs/core";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { formatDateId, formatRupiah } from "../../../client/lib/format";
import { paths } from "../../../client/lib/paths";
import { serverMessage } from "../../../components/feedback";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { DateRangeFilter } from "../../../components/report/DateRangeFilter";
import { ALL_TOTAL_LABEL, StaticGrid, pinnedRow } from "../../../components/server-grid";
import type { WeeklyRow } from "../../../contract/weekly";
import { weeklyColumns } from "../../../../grids/weekly";
import { weeklyList } from "../atoms";
import "./weekly.css";

const CARD_FIGURES = [
  ["Total Income", "total_income"],
  ["Tip Talent", "tip_talent"],
  ["Tip Admin", "tip_admin"],
  ["Total Talent Share", "total_talent"],
  ["Total Admin Share", "total_admin"],
  ["Sisa", "sisa"],
] as const;

function WeekCard({ week }: { week: WeeklyRow }) {
  return (
    <Card compact className="weekly-card" role="article" aria-label={`Periode ${week.start_date}`}>
      <div className="weekly-card-head">
        <span className="weekly-card-title">Periode</span>
        <span>
          {formatDateId(week.start_date)} - {formatDateId(week.end_date)}
        </span>
      </div>
      <dl>
        {CARD_FIGURES.map(([label, key]) => (
          <div key={key} className={key === "sisa" ? "weekly-card-sisa" : undefined}>
            <dt>{label}</dt>
            <dd>{formatRupiah(week[key])}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function PlaceholderCard() {
  return (
    <Card compact className="weekly-card" aria-hidden>
      <div className="weekly-card-head bp6-skeleton">Periode</div>
      <dl>
        {CARD_FIGURES.map(([label]) => (
          <div key={label}>
            <dt className="bp6-skeleton">{label}</dt>
            <dd className="bp6-skeleton">Rp 0</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export default function WeeklyPage() {
  const q = useAtomValue(weeklyList.queryAtom);
  const [range, setRange] = useAtom(weeklyList.rangeAtom);
  const filters = useAtomValue(weeklyList.filtersAtom);
  const setFilter = useSetAtom(weeklyList.setFilterAtom);
  const params = useAtomValue(weeklyList.paramsAtom);
  const [columnFilters, setColumnFilters] = useAtom(weeklyList.columnFiltersAtom);
  const view = filters.view === "grid" ? "grid" : "cards";
  const rows = q.data?.rows;
  const totals = q.data?.totals;
  const loading = q.isPending || q.isPlaceholderData;

  return (
    <>
      <PageHeader title="Weekly Report">
        <NavButton icon="arrow-left" text="Kembali" to={paths.summary.pattern} />
      </PageHeader>
      <div className="kt-report-controls">
        <DateRangeFilter value={range} onChange={setRange} />
        <ButtonGroup aria-label="Tampilan">
          <Button
            icon="grid-view"
            text="Kartu"
            active={view === "cards"}
            onClick={() => setFilter("view", "")}
          />
          <Button
            icon="th"
            text="Grid"
            active={view === "grid"}
            onClick={() => setFilter("view", "grid")}
          />
        </ButtonGroup>
      </div>
      {q.isError && (
        <Callout intent="danger" style={{ marginBottom: 12 }}>
          {serverMessage(q.error)}
        </Callout>
      )}
      {view === "grid" ? (
        <StaticGrid<WeeklyRow>
          ariaLabel="Weekly report"
          columnDefs={weeklyColumns}
          columnChooser="weekly"
          exportSource={{ list: "weekly", query: weeklyList.exportAs!.query(params) }}
          headerFilters={{ values: columnFilters, onChange: setColumnFilters }}
          rows={rows}
          loading={loading}
          error={q.isError ? q.error : undefined}
          getRowId={(r) => r.id}
          emptyText="Tidak ada data weekly report"
          pinnedBottomRows={
            totals
              ? [
                  pinnedRow<WeeklyRow>(ALL_TOTAL_LABEL, {
                    ...totals,
                    total_talent: totals.total_talent_share,
                  }),
                ]
              : undefined
          }
          maxHeight={640}
        />
      ) : (
        <div className="weekly-cards" aria-busy={loading}>
          {q.isPending ? (
            [0, 1, 2].map((i) => <PlaceholderCard key={i} />)
          ) : rows && rows.length > 0 ? (
            rows.map((w) => <WeekCard key={w.id} week={w} />)
          ) : q.isError ? null : (
            <p className="muted">Tidak ada data weekly report</p>
          )}
        </div>
      )}
    </>
  );
}
