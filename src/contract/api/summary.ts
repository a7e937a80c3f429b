// /report/summary/*: the money summaries of the agency, a talent and an admin, and the
// reconciliation panel (RULES.md D3–4).
import { idParams, z } from "../common";
import { endpoint } from "../endpoint";
import {
  adminSummary,
  globalSummary,
  globalSummaryQuery,
  reconcileSummary,
  talentSummary,
} from "../summary";
import { dateRangeQuery } from "../report-common";

export const summaryApi = {
  global: endpoint("GET /report/summary/global", {
    query: globalSummaryQuery,
    ok: z.object({ data: globalSummary }),
    summary: "Ringkasan uang seluruh agensi dalam rentang tanggal",
  }),
  talent: endpoint("GET /report/summary/talent/:id", {
    params: idParams,
    query: dateRangeQuery,
    ok: z.object({ data: talentSummary }),
    summary: "Ringkasan uang satu talent",
  }),
  admin: endpoint("GET /report/summary/admin/:id", {
    params: idParams,
    query: dateRangeQuery,
    ok: z.object({ data: adminSummary }),
    summary: "Ringkasan uang satu admin",
  }),
  reconcile: endpoint("GET /report/summary/reconcile", {
    query: dateRangeQuery,
    ok: z.object({ data: reconcileSummary }),
    summary: "Rekonsiliasi: Σ talent + Σ admin + sisa = total uang masuk, baris yang berselisih",
  }),
};
