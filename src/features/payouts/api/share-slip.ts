import { call } from "../../../client/lib/call";
import { slipsApi } from "../../../contract/api/slips";
import type { ShareSlipBody } from "../../../contract/slips";

/** POST /payouts/slips/share: a link to one talent's weekly slip and its wa.me message. */
export const shareSlip = async (body: ShareSlipBody) => (await call(slipsApi.share, { body })).data;
