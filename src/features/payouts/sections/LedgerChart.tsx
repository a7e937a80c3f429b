// Above the ledger's weeks: each week of the report's chosen range, what it owed (share + tips)
// against what was paid — the rows of 'Saldo per periode' below, as a picture.
import { useMemo } from "react";
import { ChartPanel, ChartSlot } from "../../../components/chart";
import { paidAgainstOwedChart } from "../../../../grids/charts";
import type { RangeSection } from "../../../client/lib/page-sections";
import type { LedgerResponse } from "../../../contract/payouts";

type Periods = LedgerResponse["data"]["periods"];

/** The weeks that overlap the range (an open end does not limit). */
const inRange = (periods: Periods, r: RangeSection) =>
  periods.filter((p) => (!r.start || p.end_date >= r.start) && (!r.end || p.start_date <= r.end));

export function LedgerChart(props: {
  periods: Periods | undefined;
  range: RangeSection;
  error?: string;
}) {
  const { periods, range } = props;
  const spec = useMemo(
    () => periods && paidAgainstOwedChart(inRange(periods, range)),
    [periods, range],
  );
  return (
    <ChartSlot minHeight={380}>
      <ChartPanel
        title="Pendapatan per minggu: hutang dan dibayar"
        testId="chart-ledger"
        spec={spec}
        emptyText="Tidak ada minggu dalam rentang ini"
        error={props.error}
      />
    </ChartSlot>
  );
}
