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
  getKas: endpoint("GET /settings/kas", {
    ok: kasResponse,
    summary: "Kas agensi",
  }),
  setKas: endpoint("PUT /settings/kas", {
    body: kasBody,
    ok: kasResponse,
    summary: "Ubah kas agensi",
  }),
  kasHistory: endpoint("GET /settings/kas/history", {
    query: kasHistoryQuery,
    ok: kasHistoryResponse,
    summary: "Riwayat perubahan kas dari log audit (50 terbaru yang cocok dengan filter)",
  }),
  getRates: endpoint("GET /settings/rates", {
    ok: ratesResponse,
    // any signed-in user: the order form previews shares with them; only editing is owner-only
    summary: "Persentase talent dan admin untuk order baru",
  }),
  setRates: endpoint("PUT /settings/rates", {
    body: ratesBody,
    ok: ratesResponse,
    access: "owner",
    summary: "Ubah persentase talent dan admin untuk order baru (hanya owner)",
  }),
  agency: endpoint("GET /settings/agency", {
    ok: agencyResponse,
    summary: "Nama agensi di kepala laporan PDF (AGENCY_NAME)",
  }),
};
