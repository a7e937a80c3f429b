// /weekly: the agency's weeks, one talent's weeks and the weekly payout list (RULES.md D3–5).
import { endpoint } from "../endpoint";
import { talentIdParams } from "../report-common";
import {
  weeklyQuery,
  weeklyResponse,
  weeklyTalentQuery,
  weeklyTalentResponse,
  weeklyTalentsPage,
  weeklyTalentsQuery,
} from "../weekly";

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
