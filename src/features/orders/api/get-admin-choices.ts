import { call } from "../../../client/lib/call";
import { reportsApi } from "../../../contract/api/reports";

/**
 * The admin filter's choices: the global summary's `admins` (every admin plus owners who handled
 * an order), readable by every signed-in user — unlike the owner-only user list.
 */
export const getAdminChoices = async () => (await call(reportsApi.global)).data.admins;
