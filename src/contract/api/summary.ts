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
  global: endpoint({
    method: "GET",
    path: "/report/summary/global",
    query: globalSummaryQuery,
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
