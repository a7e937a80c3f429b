// /payouts and /periods (issue 24): the payout ledger and closing a month.
import { idParams, messageResponse } from "../common";
import { endpoint } from "../endpoint";
import {
  bulkPayoutBody,
  createPayoutFields,
  ledgerQuery,
  ledgerResponse,
  listPayoutsQuery,
  monthParams,
  payoutResponse,
  payoutsPage,
  payoutsResponse,
  periodResponse,
  periodsResponse,
  reopenBody,
} from "../payouts";

export const payoutsApi = {
  list: endpoint({
    method: "GET",
    path: "/payouts",
    query: listPayoutsQuery,
    responses: { 200: payoutsPage },
    access: "user",
    summary: "Hutang, dibayar dan sisa per orang dan periode (paged, sorted, dengan total)",
  }),
  create: endpoint({
    method: "POST",
    path: "/payouts",
    body: createPayoutFields,
    bodyKind: "multipart",
    responses: { 201: payoutResponse },
    access: "user",
    summary:
      "Catat pembayaran ke talent/admin (JSON, atau multipart dengan proof_image); kas berkurang",
  }),
  bulk: endpoint({
    method: "POST",
    path: "/payouts/bulk",
    body: bulkPayoutBody,
    responses: { 201: payoutsResponse },
    access: "user",
    summary:
      "Catat beberapa pembayaran sekaligus dalam satu transaksi (semua atau tidak sama sekali)",
  }),
  ledger: endpoint({
    method: "GET",
    path: "/payouts/ledger",
    query: ledgerQuery,
    responses: { 200: ledgerResponse },
    access: "user",
    summary: "Periode dan pembayaran satu talent/admin dengan saldo berjalan",
  }),
  byId: endpoint({
    method: "GET",
    path: "/payouts/:id",
    params: idParams,
    responses: { 200: payoutResponse },
    access: "user",
    summary: "Satu pembayaran",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/payouts/:id",
    params: idParams,
    responses: { 200: messageResponse },
    access: "owner",
    summary: "Hapus pembayaran (hanya owner); kas dikembalikan",
  }),
};

export const periodsApi = {
  list: endpoint({
    method: "GET",
    path: "/periods",
    responses: { 200: periodsResponse },
    access: "user",
    summary: "Bulan-bulan dengan status ditutup",
  }),
  close: endpoint({
    method: "POST",
    path: "/periods/:month/close",
    params: monthParams,
    responses: { 200: periodResponse },
    access: "owner",
    summary: "Tutup satu bulan (hanya owner): order, tip, refund, kas dan pembayaran terkunci",
  }),
  reopen: endpoint({
    method: "POST",
    path: "/periods/:month/reopen",
    params: monthParams,
    body: reopenBody,
    responses: { 200: periodResponse },
    access: "owner",
    summary: "Buka kembali bulan yang ditutup, dengan alasan (hanya owner)",
  }),
};
