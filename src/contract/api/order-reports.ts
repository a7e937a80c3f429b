// /order/talents, /order/admins (one row per talent or handler) and /order/talent/:id,
// /order/admin/:id (one talent's or handler's orders).
import { idParams } from "../common";
import { endpoint } from "../endpoint";
import { orderReportPage, orderReportQuery, orderSummaryPage, orderSummaryQuery } from "../reports";

export const orderReportsApi = {
  talents: endpoint({
    method: "GET",
    path: "/order/talents",
    query: orderSummaryQuery,
    responses: { 200: orderSummaryPage },
    access: "user",
    summary: "Ringkasan order per talent × admin dalam rentang tanggal",
  }),
  admins: endpoint({
    method: "GET",
    path: "/order/admins",
    query: orderSummaryQuery,
    responses: { 200: orderSummaryPage },
    access: "user",
    summary: "Ringkasan order per admin × talent dalam rentang tanggal",
  }),
  talentReport: endpoint({
    method: "GET",
    path: "/order/talent/:id",
    params: idParams,
    query: orderReportQuery,
    responses: { 200: orderReportPage },
    access: "user",
    summary: "Laporan order satu talent, dengan total halaman dan total semua",
  }),
  adminReport: endpoint({
    method: "GET",
    path: "/order/admin/:id",
    params: idParams,
    query: orderReportQuery,
    responses: { 200: orderReportPage },
    access: "user",
    summary: "Laporan order satu admin, dengan total halaman dan total semua",
  }),
};
