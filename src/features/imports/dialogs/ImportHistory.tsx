// 'Riwayat impor', the wizard's second tab: the past batches newest first (who, when, which file,
// the counts, undone or not), each with its orders (the orders grid filtered by the batch), its
// failed rows as .xlsx and 'Batalkan impor' (asked first: it removes the batch's orders).
import { useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ServerGrid } from "../../../components/server-grid";
import { useListGrid } from "../../../components/list/use-list-grid";
import { errorMessage } from "../../../client/lib/http";
import { toast } from "../../../client/lib/toast";
import type { ImportBatch } from "../../../contract/imports";
import { importHistoryColumns } from "../../../../grids/import-history";
import { batchOrders, importHistory, saveFailedRows } from "../atoms";
import { UndoImport } from "./UndoImport";

export function ImportHistory() {
  const navigate = useNavigate();
  const { grid } = useListGrid(importHistory);
  const [undoing, setUndoing] = useState<ImportBatch | null>(null);
  const columns = useMemo(
    () =>
      importHistoryColumns([
        { text: "Lihat order", onClick: (b) => navigate(batchOrders(b.id)) },
        {
          text: "Unduh baris yang gagal",
          disabled: (b) => b.failed === 0,
          onClick: (b) =>
            void saveFailedRows(b.id).catch((e) => toast.error(errorMessage(e, "Gagal mengunduh"))),
        },
        {
          text: "Batalkan impor",
          intent: "danger",
          disabled: (b) => b.undone_at !== null,
          onClick: setUndoing,
        },
      ]),
    [navigate],
  );
  return (
    <>
      <ServerGrid<ImportBatch>
        ariaLabel="Riwayat impor"
        columnDefs={columns}
        pageSizes={[10, 25, 50]}
        getRowId={(b) => b.id}
        {...grid}
      />
      <UndoImport batch={undoing} onClose={() => setUndoing(null)} />
    </>
  );
}
