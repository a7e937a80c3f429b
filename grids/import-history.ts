// 'Riwayat impor' in the import wizard: the past batches, newest first (GET /imports) — when, who,
// which file, the counts, whether it was undone — with the actions passed in (the batch's orders,
// 'Unduh baris yang gagal', 'Batalkan impor'). Read-only; the server pages. The columns' minimum
// widths and the pinned actions fit the wizard's width on a 1280 px screen, Status included.
import type { ColDef } from "ag-grid-community";
import type { ImportBatch } from "../src/contract/imports";
import { formatDateTime } from "../src/client/lib/format";
import { numberCol, textActionsCol } from "./column-types";
import type { TextAction } from "./renderers/TextActionsCell";

export function importHistoryColumns(actions: TextAction<ImportBatch>[]): ColDef<ImportBatch>[] {
  return [
    {
      field: "created_at",
      headerName: "Waktu",
      minWidth: 150,
      cellClass: "kt-cell-datetime",
      valueFormatter: (p) => formatDateTime(p.value as string),
    },
    { field: "username", headerName: "Oleh", minWidth: 80 },
    { field: "file_name", headerName: "File", minWidth: 110, flex: 2 },
    numberCol<ImportBatch>("created", "Diimpor", { minWidth: 75 }),
    numberCol<ImportBatch>("skipped", "Sudah ada", { minWidth: 95 }),
    numberCol<ImportBatch>("failed", "Gagal", { minWidth: 65 }),
    {
      colId: "undone_at",
      headerName: "Status",
      minWidth: 150,
      flex: 1,
      // 'Dibatalkan' and its time on two lines rather than under the pinned actions
      wrapText: true,
      autoHeight: true,
      valueGetter: (p) =>
        p.data?.undone_at ? `Dibatalkan ${formatDateTime(p.data.undone_at)}` : "Aktif",
    },
    textActionsCol<ImportBatch>(actions),
  ];
}
