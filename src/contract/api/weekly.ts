// /weekly: the agency's weeks and one talent's weeks (RULES.md D3–5). The weekly payout list,
// GET /weekly/talents, is a payout read: payoutsApi.weekly.
import { endpoint } from "../endpoint";
import { talentIdParams } from "../report-common";
import { weeklyQuery, weeklyResponse, weeklyTalentQuery, weeklyTalentResponse } from "../weekly";

export const weeklyApi = {
  all: endpoint("GET /weekly", {
    query: weeklyQuery,
    ok: weeklyResponse,
    summary: "Laporan per minggu (Senin–Minggu) dalam rentang tanggal",
  }),
  talent: endpoint("GET /weekly/talent/:talentId", {
    params: talentIdParams,
    query: weeklyTalentQuery,
    ok: weeklyTalentResponse,
    summary: "Laporan per minggu satu talent (halaman mulai dari 1)",
  }),
};
