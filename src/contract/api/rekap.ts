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
  talent: endpoint({
    method: "GET",
    path: "/rekap/detail/talent/:id",
    params: idParams,
    query: talentRekapQuery,
    responses: { 200: z.object({ data: talentRekap }) },
    access: "user",
    summary:
      "Rekap bulanan talent: total bulan ini dan order-nya (semua, atau satu halaman bila page/limit dikirim); filter kolom mempersempit order dan semua total",
  }),
  admin: endpoint({
    method: "GET",
    path: "/rekap/detail/admin/:id",
    params: idParams,
    query: adminRekapQuery,
    responses: { 200: z.object({ data: adminRekap }) },
    access: "user",
    summary:
      "Rekap bulanan admin: total bulan ini dan order-nya (semua, atau satu halaman bila page/limit dikirim); filter kolom mempersempit order dan semua total",
  }),
  talentExport: endpoint({
    method: "GET",
    path: "/rekap/detail/talent/:id/export",
    params: idParams,
    query: talentRekapExportQuery,
    responses: { 200: file("text/csv") },
    access: "user",
    summary:
      "Semua order talent dalam satu bulan (yang cocok dengan filter kolom) sebagai CSV (;), atau .xlsx dengan format=xlsx",
  }),
  adminExport: endpoint({
    method: "GET",
    path: "/rekap/detail/admin/:id/export",
    params: idParams,
    query: adminRekapExportQuery,
    responses: { 200: file("text/csv") },
    access: "user",
    summary:
      "Semua order admin dalam satu bulan (yang cocok dengan filter kolom) sebagai CSV (;), atau .xlsx dengan format=xlsx",
  }),
};
