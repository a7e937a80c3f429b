// GET /analysis/pivot: the grouped lines of the repository (cells, row totals, column totals,
// the grand total) shaped as columns and rows. Every figure is summed in SQL; this only places
// each grouped line in its cell.
import {
  type PivotColumn,
  type PivotFigures,
  type PivotParams,
  type PivotResponse,
  type PivotRowData,
} from "../../contract/analysis";
import { PERSON_VALUES, type PivotCols, type PivotValue } from "../../contract/values";
import { BLANK_KEY } from "../../contract/filter-fields";
import { periodFromWire, type DateRange } from "../../contract/list-query";
import { formatMonth, formatPeriod, EMPTY } from "../../money/format";
import { addDays, monthRange } from "../../money/time";
import type { Queryable } from "../../db/connection";
import { pivotMoney, pivotPayouts, type PivotLine } from "../../db/repositories/analysis";

/** The column of the whole range when the pivot has no periods. */
const ALL = "all";

/** Last day of the period that starts on `start`. */
function periodEnd(cols: PivotCols, start: string): string {
  if (cols === "week") return addDays(start, 6);
  const months = cols === "month" ? 1 : cols === "quarter" ? 3 : 12;
  const [y, m] = start.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months - 1, 1)).toISOString().slice(0, 7);
  return monthRange(last).end;
}

function periodLabel(cols: PivotCols, start: string): string {
  if (cols === "week") return formatPeriod(start, periodEnd(cols, start));
  if (cols === "month") return formatMonth(start.slice(0, 7));
  if (cols === "quarter")
    return `K${Math.floor(Number(start.slice(5, 7)) / 3) + 1} ${start.slice(0, 4)}`;
  return start.slice(0, 4);
}

/** A period's key: letters and digits only, so a grid or export field can name it. */
const periodKey = (cols: PivotCols, start: string): string => {
  const d = start.replace(/-/g, "");
  if (cols === "week") return `w${d}`;
  if (cols === "month") return `m${d.slice(0, 6)}`;
  if (cols === "quarter") return `q${d.slice(0, 4)}${Math.floor(Number(d.slice(4, 6)) / 3) + 1}`;
  return `y${d.slice(0, 4)}`;
};

const later = (a: string, b?: string) => (b && b > a ? b : a);
const earlier = (a: string, b?: string) => (b && b < a ? b : a);

/** A period's column, its days clipped to the range (the orders it holds are exactly those). */
function columnOf(cols: PivotCols, start: string, range: DateRange): PivotColumn {
  return {
    key: periodKey(cols, start),
    label: periodLabel(cols, start),
    start_date: later(start, range.start),
    end_date: earlier(periodEnd(cols, start), range.end),
  };
}

function figuresOf(line: PivotLine, values: PivotValue[]): PivotFigures {
  const out: PivotFigures = {};
  for (const v of values) if (line[v] !== undefined) out[v] = Number(line[v]);
  return out;
}

/** Places the grouped lines of one or more queries (figures of the same cells merge). */
function assemble(
  lines: PivotLine[],
  cols: PivotCols,
  range: DateRange,
  values: PivotValue[],
): PivotResponse {
  const columns = new Map<string, PivotColumn>();
  const rows = new Map<string, PivotRowData>();
  const totals: PivotResponse["totals"] = { cells: {}, total: {} };
  const colKey = (l: PivotLine) => {
    if (cols === "none") return ALL;
    const start = String(l.period);
    const c = columnOf(cols, start, range);
    if (!columns.has(c.key)) columns.set(c.key, c);
    return c.key;
  };
  for (const l of lines) {
    const figures = figuresOf(l, values);
    const cell = Number(l.gp) === 0 || cols === "none";
    const col = cell ? colKey(l) : "";
    if (Number(l.gk) === 1) {
      if (Number(l.gp) === 0) totals.cells[col] = { ...totals.cells[col], ...figures };
      else {
        totals.total = { ...totals.total, ...figures };
        if (cols === "none") totals.cells[ALL] = { ...totals.cells[ALL], ...figures };
      }
      continue;
    }
    const key = l.key ?? BLANK_KEY;
    const row = rows.get(key) ?? { key, label: l.label ?? EMPTY, cells: {}, total: {} };
    rows.set(key, row);
    if (Number(l.gp) === 0) row.cells[col] = { ...row.cells[col], ...figures };
    else {
      row.total = { ...row.total, ...figures };
      if (cols === "none") row.cells[ALL] = { ...row.cells[ALL], ...figures };
    }
  }
  if (cols === "none")
    columns.set(ALL, {
      key: ALL,
      label: "Total",
      start_date: range.start ?? "",
      end_date: range.end ?? "",
    });
  return {
    columns: [...columns.values()].sort((a, b) => a.start_date.localeCompare(b.start_date)),
    rows: [...rows.values()].sort((a, b) => a.label.localeCompare(b.label, "id")),
    totals,
  };
}

/** Fills every value of every cell (a cell without orders or payouts is 0). */
function fill(p: PivotResponse, values: PivotValue[]): PivotResponse {
  const zero = Object.fromEntries(values.map((v) => [v, 0])) as PivotFigures;
  const full = (f: PivotFigures | undefined) => ({ ...zero, ...f });
  const cells = (c: Record<string, PivotFigures>) =>
    Object.fromEntries(p.columns.map((col) => [col.key, full(c[col.key])]));
  return {
    columns: p.columns,
    rows: p.rows.map((r) => ({ ...r, cells: cells(r.cells), total: full(r.total) })),
    totals: { cells: cells(p.totals.cells), total: full(p.totals.total) },
  };
}

export async function pivot(db: Queryable, q: PivotParams): Promise<PivotResponse> {
  const range = periodFromWire(q);
  const f = { rows: q.rows, cols: q.cols, range, label: q.label };
  const lines = await pivotMoney(db, f, q.values);
  if (q.values.some((v) => PERSON_VALUES.includes(v))) lines.push(...(await pivotPayouts(db, f)));
  return fill(assemble(lines, q.cols, range, q.values), q.values);
}
