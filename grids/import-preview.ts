// The import wizard's preview: each row as it will be saved, a refused cell marked (red, its
// reason as the tooltip), the reasons together in 'Kesalahan', and the money each valid row
// produces (RULES.md D3). 'Kesalahan' comes right after the status: the reasons are what a
// user reads first, without scrolling sideways past the money.
import type { ColDef } from "ag-grid-community";
import { importErrorsText, type ImportPreviewRow } from "../src/contract/imports";
import { dateCol, moneyCol } from "./column-types";

const STATUS_LABELS = { ok: "Siap", error: "Salah", duplicate: "Sudah ada" } as const;

const reasonOf = (r: ImportPreviewRow | undefined, field: string) =>
  r?.errors.find((e) => e.field === field)?.message;

type Field = keyof ImportPreviewRow["values"];

/** A column of `values.<field>` whose refused cell shows what was typed, marked with why. */
function marked(def: ColDef<ImportPreviewRow>, field: Field): ColDef<ImportPreviewRow> {
  const format = def.valueFormatter;
  return {
    ...def,
    colId: field,
    field: `values.${field}`,
    tooltipValueGetter: (p) => reasonOf(p.data, field) ?? null,
    cellClassRules: { "kt-import-bad": (p) => reasonOf(p.data, field) !== undefined },
    valueFormatter: (p) =>
      reasonOf(p.data, field) !== undefined || typeof format !== "function"
        ? String(p.value ?? "-")
        : format(p),
  };
}

const text = (field: Field, headerName: string, minWidth = 110) =>
  marked({ headerName, minWidth }, field);
const money = (field: Field, headerName: string) =>
  marked(moneyCol<ImportPreviewRow>(`values.${field}`, headerName), field);

export const importPreviewColumns: ColDef<ImportPreviewRow>[] = [
  { field: "line", headerName: "Baris", width: 80 },
  {
    field: "status",
    headerName: "Status",
    width: 100,
    valueFormatter: (p) => STATUS_LABELS[p.value as keyof typeof STATUS_LABELS] ?? "-",
  },
  {
    colId: "errors",
    headerName: "Kesalahan",
    minWidth: 240,
    valueGetter: (p) => (p.data ? importErrorsText(p.data.errors) : null) || null,
    tooltipValueGetter: (p) => (p.data ? importErrorsText(p.data.errors, "\n") : null) || null,
  },
  text("no_order", "No Order", 100),
  marked(dateCol<ImportPreviewRow>("values.date", "Tanggal"), "date"),
  text("admin", "Admin"),
  text("talent", "Talent"),
  text("customer_name", "Customer"),
  text("service", "Jasa"),
  text("sub_service", "Sub Jasa"),
  money("price", "Harga"),
  money("tip_talent", "Tip Talent"),
  money("tip_admin", "Tip Admin"),
  text("refund_status", "Refund", 100),
  money("net_price", "Harga Bersih"),
  money("talent_share", "Talent Share"),
  money("admin_fee", "Admin Fee"),
];
