// /rekap/detail/*: the monthly talent and admin reports (paging optional) and their files.
import { idParams, z } from "../common";
import { endpoint, file } from "../endpoint";
import {
  adminRekap,
  adminRekapExportQuery,
  adminRekapQuery,
  talentRekap,
  talentRekapExportQuery,
  talentRekapQuery,
} from "../rekap";

export const rekapApi = {
  talent: endpoint("GET /rekap/detail/talent/:id", {
    params: idParams,
    query: talentRekapQuery,
    ok: z.object({ data: talentRekap }),
    summary:
      "Rekap bulanan talent: total bulan ini dan order-nya (semua, atau satu halaman bila page/limit dikirim); filter kolom mempersempit order dan semua total",
  }),
  admin: endpoint("GET /rekap/detail/admin/:id", {
    params: idParams,
    query: adminRekapQuery,
    ok: z.object({ data: adminRekap }),
    summary:
      "Rekap bulanan admin: total bulan ini dan order-nya (semua, atau satu halaman bila page/limit dikirim); filter kolom mempersempit order dan semua total",
  }),
  talentExport: endpoint("GET /rekap/detail/talent/:id/export", {
    params: idParams,
    query: talentRekapExportQuery,
    ok: file("text/csv"),
    summary:
      "Semua order talent dalam satu bulan (yang cocok dengan filter kolom) sebagai CSV (;), atau .xlsx dengan format=xlsx",
  }),
  adminExport: endpoint("GET /rekap/detail/admin/:id/export", {
    params: idParams,
    query: adminRekapExportQuery,
    ok: file("text/csv"),
    summary:
      "Semua order admin dalam satu bulan (yang cocok dengan filter kolom) sebagai CSV (;), atau .xlsx dengan format=xlsx",
  }),
};
