// Kas history under the balance (beyond the spec): Waktu, Oleh, Saldo Lama → Saldo Baru, filtered
// in the header on the server (GET /settings/kas/history: days, username, balance ranges).
import type { ColDef } from "ag-grid-community";
import type { KasChange } from "../src/contract/settings";
import { KAS_SOURCES, KAS_SOURCE_LABELS } from "../src/contract/filter-fields";
import { formatDateTime } from "../src/client/lib/format";
import { filterBy } from "../src/components/server-grid";
import { moneyCol } from "./column-types";
import { MAX_KAS } from "../src/contract/rupiah";

export const kasHistoryColumns: ColDef<KasChange>[] = [
  {
    field: "at",
    headerName: "Waktu",
    minWidth: 170,
    cellClass: "kt-cell-datetime",
    valueFormatter: (p) => (p.value ? formatDateTime(p.value as string) : "-"),
    ...filterBy.date(),
  },
  { field: "username", headerName: "Oleh", minWidth: 120, ...filterBy.text("username") },
  // a balance may be negative (RULES.md S2 'Ubah Saldo Kas')
  moneyCol<KasChange>("old_kas", "Saldo Lama", filterBy.money("old_kas", MAX_KAS, true)),
  moneyCol<KasChange>("new_kas", "Saldo Baru", filterBy.money("new_kas", MAX_KAS, true)),
  // RULES.md D9: a change made by recording (or deleting) a payout names it
  {
    field: "payout_id",
    headerName: "Keterangan",
    minWidth: 150,
    valueFormatter: (p) => (p.value ? `Pembayaran #${p.value}` : "-"),
    ...filterBy.select("source", KAS_SOURCES, (v) => KAS_SOURCE_LABELS[v as "manual"]),
  },
];
