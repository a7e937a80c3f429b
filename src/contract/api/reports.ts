// /report/summary/* and /weekly: the money reports (RULES.md D3–4); rekap is in rekap.ts.
import { idParams, z } from "../common";
import { endpoint } from "../endpoint";
import {
  adminSummary,
  dateRangeQuery,
  globalSummary,
  reconcileSummary,
  talentIdParams,
  talentSummary,
  weeklyQuery,
  weeklyResponse,
  weeklyTalentQuery,
  weeklyTalentResponse,
  weeklyTalentsPage,
  weeklyTalentsQuery,
} from "../reports";

export const reportsApi = {
  global: endpoint({
    method: "GET",
    path: "/report/summary/global",
    query: dateRangeQuery,
    responses: { 200: z.object({ data: globalSummary }) },
    access: "user",
    summary: "Ringkasan uang seluruh agensi dalam rentang tanggal",
  }),
  talent: endpoint({
    method: "GET",
    path: "/report/summary/talent/:id",
    params: idParams,
    query: dateRangeQuery,
    responses: { 200: z.object({ data: talentSummary }) },
    access: "user",
    summary: "Ringkasan uang satu talent",
  }),
  admin: endpoint({
    method: "GET",
    path: "/report/summary/admin/:id",
    params: idParams,
    query: dateRangeQuery,
    responses: { 200: z.object({ data: adminSummary }) },
    access: "user",
    summary: "Ringkasan uang satu admin",
  }),
  reconcile: endpoint({
    method: "GET",
    path: "/report/summary/reconcile",
    query: dateRangeQuery,
    responses: { 200: z.object({ data: reconcileSummary }) },
    access: "user",
    summary: "Rekonsiliasi: Σ talent + Σ admin + sisa = total uang masuk, baris yang berselisih",
  }),
};

export const weeklyApi = {
  all: endpoint({
    method: "GET",
    path: "/weekly",
    query: weeklyQuery,
    responses: { 200: weeklyResponse },
    access: "user",
    summary: "Laporan per minggu (Senin–Minggu) dalam rentang tanggal",
  }),
  talent: endpoint({
    method: "GET",
    path: "/weekly/talent/:talentId",
    params: talentIdParams,
    query: weeklyTalentQuery,
    responses: { 200: weeklyTalentResponse },
    access: "user",
    summary: "Laporan per minggu satu talent (halaman mulai dari 1)",
  }),
  talents: endpoint({
    method: "GET",
    path: "/weekly/talents",
    query: weeklyTalentsQuery,
    responses: { 200: weeklyTalentsPage },
    access: "user",
    summary: "Minggu semua talent dalam satu daftar (daftar pembayaran mingguan)",
  }),
};
