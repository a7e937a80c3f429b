// POST /grid-export/:list: any declared grid (contract/lists.ts) as `;` CSV or .xlsx, streamed:
// the rows come from the grid's own list endpoint (all pages), the columns are the grid's
// visible ones in their order, the file name says the screen, the period and the export day.
// /print answers the same rows as JSON for the printed table (the grid formats them).
import type { App } from "../types";
import { gridExportApi } from "../../contract/api/grid-export";
import { LISTS, PRINT_ROW_LIMIT, type ExportColumnSpec } from "../../contract/lists";
import { todayIn } from "../../money/time";
import { sendTable, type ExportColumn } from "../export/table-export";
import { listRows, valueAt } from "../export/list-rows";
import { implement } from "./implement";

type Row = Record<string, unknown>;

const nameOf = (x: unknown) =>
  x !== null && typeof x === "object" && "name" in x ? String(x.name) : String(x);

/** A grid column as an export column: values by dotted field, enum labels as the grid shows. */
function toExportColumn(c: Required<Pick<ExportColumnSpec, "kind">> & ExportColumnSpec) {
  if (c.kind === "rownum")
    return {
      header: c.header,
      kind: "int",
      value: (_r, i) => i + 1,
      total: false,
      width: 7,
    } satisfies ExportColumn<Row>;
  const out: ExportColumn<Row> = {
    header: c.header,
    kind: c.kind,
    total: c.kind === "money" ? undefined : false,
    value: (r) => {
      const v = valueAt(r, c.field);
      if (v === null || v === undefined) return null;
      // int8 sums arrive as text from some endpoints: figures are numbers in the file
      if (c.kind === "money" || c.kind === "int")
        return Number.isFinite(Number(v)) ? Number(v) : String(v);
      if (typeof v === "boolean") return v ? "Ya" : "Tidak";
      // a list of named rows (a service's sub-services, a category's talents) as the grid shows it
      if (Array.isArray(v)) return v.map(nameOf).join(", ");
      const text = typeof v === "object" ? JSON.stringify(v) : String(v);
      // own keys only: a customer called `constructor` is not Object.prototype's
      return c.labels && Object.hasOwn(c.labels, text) ? c.labels[text]! : text;
    },
  };
  return out;
}

/** `2025-01-01_2025-01-31`, `2025-01`, or `semua-tanggal` from the list's period keys. */
function periodOf(q: Record<string, string>): string {
  const start = q.start_date ?? q.start;
  const end = q.end_date ?? q.end;
  if (start || end) return `${start ?? "awal"}_${end ?? "akhir"}`;
  return q.month ?? "semua-tanggal";
}

export default async function gridExportRoutes(app: App) {
  implement(app, gridExportApi, {
    export: async (req, reply) => {
      const source = LISTS[req.params.list];
      const { query, id, format, columns } = req.body;
      const chunks = await listRows(app, req, reply, { source, query, id });
      return sendTable(reply, format, {
        fileName: `${source.file}${id ? `-${id}` : ""}_${periodOf(query)}_diekspor-${todayIn()}`,
        sheet: source.sheet,
        columns: columns.map(toExportColumn),
        rows: chunks,
      });
    },
    print: async (req, reply) => {
      const { query, id } = req.body;
      const source = LISTS[req.params.list];
      const rows: Row[] = [];
      // one row past the limit tells that there are more; the pages after it are never read
      for await (const chunk of await listRows(app, req, reply, { source, query, id })) {
        rows.push(...chunk);
        if (rows.length > PRINT_ROW_LIMIT) break;
      }
      const truncated = rows.length > PRINT_ROW_LIMIT;
      return { data: { rows: rows.slice(0, PRINT_ROW_LIMIT), truncated, limit: PRINT_ROW_LIMIT } };
    },
  });
}
