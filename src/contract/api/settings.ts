// /settings: the agency's cash (any signed-in user) and the share rates (owner only).
import { endpoint } from "../endpoint";
import {
  agencyResponse,
  kasBody,
  kasHistoryQuery,
  kasHistoryResponse,
  kasResponse,
  ratesBody,
  ratesResponse,
} from "../settings";

export const settingsApi = {
  getKas: endpoint({
    method: "GET",
    path: "/settings/kas",
    responses: { 200: kasResponse },
    access: "user",
    summary: "Kas agensi",
  }),
  setKas: endpoint({
    method: "PUT",
    path: "/settings/kas",
    body: kasBody,
    responses: { 200: kasResponse },
    access: "user",
    summary: "Ubah kas agensi",
  }),
  kasHistory: endpoint({
    method: "GET",
    path: "/settings/kas/history",
    query: kasHistoryQuery,
    responses: { 200: kasHistoryResponse },
    access: "user",
    summary: "Riwayat perubahan kas dari log audit (50 terbaru yang cocok dengan filter)",
  }),
  getRates: endpoint({
    method: "GET",
    path: "/settings/rates",
    responses: { 200: ratesResponse },
    // any signed-in user: the order form previews shares with them; only editing is owner-only
    access: "user",
    summary: "Persentase talent dan admin untuk order baru",
  }),
  setRates: endpoint({
    method: "PUT",
    path: "/settings/rates",
    body: ratesBody,
    responses: { 200: ratesResponse },
    access: "owner",
    summary: "Ubah persentase talent dan admin untuk order baru (hanya owner)",
  }),
  agency: endpoint({
    method: "GET",
    path: "/settings/agency",
    responses: { 200: agencyResponse },
    access: "user",
    summary: "Nama agensi di kepala laporan PDF (AGENCY_NAME)",
  }),
};
