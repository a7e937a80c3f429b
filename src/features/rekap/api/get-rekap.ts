import { call } from "../../../client/lib/call";
import { rekapApi } from "../../../contract/api/rekap";
import type { AdminRekapQuery, TalentRekapQuery } from "../../../contract/rekap";

/** GET /rekap/detail/talent/:id, one page (the screen always pages) with the month's totals. */
export const getTalentRekap = (id: number, query: Partial<TalentRekapQuery>) =>
  call(rekapApi.talent, { params: { id }, query });

/** GET /rekap/detail/admin/:id, one page with the month's totals. */
export const getAdminRekap = (id: number, query: Partial<AdminRekapQuery>) =>
  call(rekapApi.admin, { params: { id }, query });
