// Kas history under the balance (beyond the spec): Waktu, Oleh, Saldo Lama → Saldo Baru.
import type { ColDef } from "ag-grid-community";
import type { KasChange } from "../src/contract/settings";
import { formatDateTime } from "../src/client/lib/format";
import { moneyCol } from "./column-types";

export const kasHistoryColumns: ColDef<KasChange>[] = [
  {
    field: "at",
    headerName: "Waktu",
    minWidth: 170,
    cellClass: "kt-cell-datetime",
    valueFormatter: (p) => (p.value ? formatDateTime(p.value as string) : "-"),
  },
  { field: "username", headerName: "Oleh", minWidth: 120 },
  moneyCol<KasChange>("old_kas", "Saldo Lama"),
  moneyCol<KasChange>("new_kas", "Saldo Baru"),
  // issue 24: a change made by recording (or deleting) a payout names it
  {
    field: "payout_id",
    headerName: "Keterangan",
    minWidth: 150,
    valueFormatter: (p) => (p.value ? `Pembayaran #${p.value}` : "-"),
  },
];
