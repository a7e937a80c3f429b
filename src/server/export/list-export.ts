// The one export path of every grid and report (RULES.md S5): a declared list (contract/lists.ts),
// its checked query, the user's chosen columns (or the list's declared ones,
// contract/list-columns.ts) and a format → the list's own rows (list-rows.ts) → sendTable. POST
// /grid-export/:list, GET /order/export and the report, rekap and catalog `/export` routes all
// come through here; the file name says the screen, the period and the export day unless the
// list's own route has always named it otherwise.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ExportFormat } from "../../contract/common";
import { LISTS, type ListId } from "../../contract/lists";
import { LIST_COLUMNS, type ListColumn } from "../../contract/list-columns";
import { todayIn } from "../../money/time";
import type { App } from "../types";
import { rowNumberColumn, sendTable, type ExportColumn } from "./table-export";
import { listRows, valueAt, type ListRequest } from "./list-rows";

type Row = Record<string, unknown>;

export interface ListExport extends ListRequest {
  format: ExportFormat;
  /** The user's chosen columns in their order; default: every declared column of the list. */
  columns?: readonly ListColumn[];
  /** The file and sheet name a route has always sent. */
  name?: { file: string; sheet: string };
}

const nameOf = (x: unknown) =>
  x !== null && typeof x === "object" && "name" in x ? String(x.name) : String(x);

/** A cell as the grid shows it: figures as numbers, enum labels, named rows by name. */
function cellOf(c: ListColumn, v: unknown) {
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
}

/** A list column as an export column: its value by dotted field (then `or`). */
function toExportColumn(c: ListColumn): ExportColumn<Row> {
  if (c.kind === "rownum") return { ...rowNumberColumn<Row>(), header: c.header };
  const kind = c.kind ?? "text";
  return {
    header: c.header,
    kind,
    total: c.total ?? (kind === "money" ? undefined : false),
    value: (r) => cellOf(c, valueAt(r, c.field) ?? (c.or ? valueAt(r, c.or) : undefined)),
  };
}

/** `2025-01-01_2025-01-31`, `2025-01`, or `semua-tanggal` from the list's period keys. */
function periodOf(q: Record<string, unknown>): string {
  const start = (q.start_date ?? q.start) as string | undefined;
  const end = (q.end_date ?? q.end) as string | undefined;
  if (start || end) return `${start ?? "awal"}_${end ?? "akhir"}`;
  return (q.month as string | undefined) ?? "semua-tanggal";
}

export async function exportList(
  app: App,
  req: FastifyRequest,
  reply: FastifyReply,
  e: ListExport,
) {
  const source = LISTS[e.list];
  const read = await listRows(app, req, reply, e);
  const name = e.name ??
    read.name ?? {
      file: `${source.file}${e.id ? `-${e.id}` : ""}_${periodOf(e.query)}_diekspor-${todayIn()}`,
      sheet: source.sheet,
    };
  return sendTable(reply, e.format, {
    fileName: name.file,
    sheet: name.sheet,
    columns: (e.columns ?? LIST_COLUMNS[e.list] ?? []).map(toExportColumn),
    rows: read.rows,
  });
}

/**
 * A list's own `GET …/export` route: its query as that route checked it (`format` apart), the
 * `:id` of its path, every declared column; `name` when the route has always named its file so.
 */
export const exportRoute =
  (app: App, list: ListId, name?: ListExport["name"]) =>
  async (req: FastifyRequest, reply: FastifyReply) => {
    const { format = "csv", ...query } = req.query as { format?: ExportFormat };
    const id = (req.params as { id?: number } | undefined)?.id;
    return exportList(app, req, reply, { list, query, checked: true, id, format, name });
  };
