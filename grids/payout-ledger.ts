// A talent's or admin's payout ledger (RULES.md D9): each week owed, paid, still owed and the
// running balance; and the payouts themselves.
import type { ColDef } from "ag-grid-community";
import type { LedgerResponse, Payout } from "../src/contract/payouts";
import { dateCol, moneyCol, periodCol } from "./column-types";
import { PAYOUT_STATUS_LABELS } from "../src/contract/payout-values";

type LedgerRow = LedgerResponse["data"]["periods"][number];

export const ledgerColumns: ColDef<LedgerRow>[] = [
  periodCol<LedgerRow>("Periode"),
  moneyCol<LedgerRow>("owed", "Hutang"),
  moneyCol<LedgerRow>("paid", "Dibayar"),
  // a closed month's debt paid later, dated in an open month (RULES.md D9)
  moneyCol<LedgerRow>("paid_after_close", "Dibayar setelah tutup buku"),
  moneyCol<LedgerRow>("outstanding", "Sisa Hutang"),
  moneyCol<LedgerRow>("overpaid", "Lebih Bayar"),
  {
    field: "status",
    headerName: "Status",
    minWidth: 110,
    valueFormatter: (p) =>
      PAYOUT_STATUS_LABELS[p.value as keyof typeof PAYOUT_STATUS_LABELS] ?? "-",
  },
  moneyCol<LedgerRow>("balance", "Saldo Berjalan"),
];

export const payoutColumns: ColDef<Payout>[] = [
  dateCol<Payout>("paid_at", "Tanggal Bayar"),
  periodCol<Payout>("Periode"),
  moneyCol<Payout>("amount", "Jumlah"),
  { field: "method", headerName: "Metode", minWidth: 100 },
  { field: "place", headerName: "Tempat", minWidth: 90, valueFormatter: (p) => p.value ?? "-" },
  { field: "reference", headerName: "Referensi", minWidth: 120 },
  { field: "created_by_name", headerName: "Dicatat oleh", minWidth: 120 },
];
