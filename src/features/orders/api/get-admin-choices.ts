import { http } from "../../../client/lib/http";
import type { GlobalSummary } from "../../../contract/reports";

/**
 * The admin filter's choices: the global summary's `admins` (every admin plus owners who handled
 * an order), readable by every signed-in user — unlike the owner-only user list.
 */
export const getAdminChoices = async () =>
  (await http.get<{ data: GlobalSummary }>("/report/summary/global")).data.admins;
