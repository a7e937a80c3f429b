import { call, type CallArgs } from "../../../client/lib/call";
import { rekapApi } from "../../../contract/api/rekap";

type TalentQuery = NonNullable<CallArgs<typeof rekapApi.talentExport>["query"]>;
type AdminQuery = NonNullable<CallArgs<typeof rekapApi.adminExport>["query"]>;

/** GET /rekap/detail/talent/:id/export: every order of the month as CSV or .xlsx. */
export const exportTalentRekap = (id: number, query: TalentQuery) =>
  call(rekapApi.talentExport, { params: { id }, query });

/** GET /rekap/detail/admin/:id/export. */
export const exportAdminRekap = (id: number, query: AdminQuery) =>
  call(rekapApi.adminExport, { params: { id }, query });
