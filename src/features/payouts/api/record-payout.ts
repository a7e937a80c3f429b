import { call } from "../../../client/lib/call";
import { payoutsApi } from "../../../contract/api/payouts";
import type { BulkPayoutBody, CreatePayoutBody } from "../../../contract/payouts";
import { toMultipart } from "../../../components/form/multipart";

/** POST /payouts (multipart, as the server reads a form): one payout; kas goes down by it. */
export const recordPayout = (values: CreatePayoutBody) =>
  call(payoutsApi.create, { body: toMultipart(values as Record<string, string>) });

/** POST /payouts/bulk: the selected rows, all or none. */
export const recordPayouts = (body: BulkPayoutBody) => call(payoutsApi.bulk, { body });
