// /payouts and /periods: the payout ledger and closing a month (RULES.md D9), and the weekly
// payout list (/weekly/talents: every talent's weeks with what each still owes).
import { idParams, messageResponse } from "../common";
import { endpoint } from "../endpoint";
import {
  bulkPayoutBody,
  createPayoutFields,
  ledgerQuery,
  ledgerResponse,
  listPayoutsQuery,
  monthParams,
  orderEffectQuery,
  orderEffectResponse,
  payoutResponse,
  payoutsPage,
  payoutsResponse,
  periodResponse,
  periodsResponse,
  reopenBody,
} from "../payouts";
import { weeklyTalentsPage, weeklyTalentsQuery } from "../weekly";

export const payoutsApi = {
  weekly: endpoint("GET /weekly/talents", {
    query: weeklyTalentsQuery,
    ok: weeklyTalentsPage,
    summary: "Minggu semua talent dalam satu daftar (daftar pembayaran mingguan)",
  }),
  list: endpoint("GET /payouts", {
    query: listPayoutsQuery,
    ok: payoutsPage,
    summary: "Hutang, dibayar dan sisa per orang dan periode (paged, sorted, dengan total)",
  }),
  create: endpoint("POST /payouts", {
    body: createPayoutFields,
    bodyKind: "multipart",
    created: payoutResponse,
    summary:
      "Catat pembayaran ke talent/admin (JSON, atau multipart dengan proof_image); kas berkurang. Pembayaran ke admin hanya oleh owner (403)",
  }),
  bulk: endpoint("POST /payouts/bulk", {
    body: bulkPayoutBody,
    created: payoutsResponse,
    summary:
      "Catat beberapa pembayaran sekaligus dalam satu transaksi (semua atau tidak sama sekali)",
  }),
  ledger: endpoint("GET /payouts/ledger", {
    query: ledgerQuery,
    ok: ledgerResponse,
    summary: "Periode dan pembayaran satu talent/admin dengan saldo berjalan",
  }),
  orderEffect: endpoint("GET /payouts/order-effect/:id", {
    params: idParams,
    query: orderEffectQuery,
    ok: orderEffectResponse,
    summary:
      "Akibat mengubah harga/refund satu order pada periode talent dan admin-nya yang sudah dibayar (tanpa menyimpan)",
  }),
  byId: endpoint("GET /payouts/:id", {
    params: idParams,
    ok: payoutResponse,
    summary: "Satu pembayaran",
  }),
  remove: endpoint("DELETE /payouts/:id", {
    params: idParams,
    ok: messageResponse,
    access: "owner",
    summary: "Hapus pembayaran (hanya owner); kas dikembalikan",
  }),
};

export const periodsApi = {
  list: endpoint("GET /periods", {
    ok: periodsResponse,
    summary: "Bulan-bulan dengan status ditutup",
  }),
  close: endpoint("POST /periods/:month/close", {
    params: monthParams,
    ok: periodResponse,
    access: "owner",
    summary: "Tutup satu bulan (hanya owner): order, tip, refund, kas dan pembayaran terkunci",
  }),
  reopen: endpoint("POST /periods/:month/reopen", {
    params: monthParams,
    body: reopenBody,
    ok: periodResponse,
    access: "owner",
    summary: "Buka kembali bulan yang ditutup, dengan alasan (hanya owner)",
  }),
};
