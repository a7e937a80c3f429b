// /payouts (record: owner and admin; delete: owner) and /periods (close, reopen: owner).
import type { App } from "../types";
import { payoutsApi, periodsApi } from "../../contract/api/payouts";
import { createPayoutFields } from "../../contract/payouts";
import { checkProofImage, reencodeProofImage } from "../images";
import { parseForm } from "../usecases/orders";
import * as payoutCases from "../usecases/payouts";
import * as periodCases from "../usecases/periods";
import { PAYOUT_MESSAGES } from "../../contract/payout-values";
import { implement } from "./implement";
import { readForm } from "./orders";

export default async function payoutsRoutes(app: App) {
  const prepareImage = async (bytes: Buffer | undefined) => {
    if (!bytes) return undefined;
    const ext = await checkProofImage(bytes);
    return app.imageQueue.run(() => reencodeProofImage(bytes, ext));
  };

  implement(app, payoutsApi, {
    list: async (req) => payoutCases.listPayouts(app.db, req.query),
    create: async (req) => {
      const form = await readForm(req);
      const input = parseForm(createPayoutFields, form.fields);
      const image = await prepareImage(form.image);
      return { data: await payoutCases.createPayout(app.db, req.user, input, image) };
    },
    bulk: async (req) => ({
      data: await payoutCases.createPayouts(app.db, req.user, req.body.payouts),
    }),
    ledger: async (req) => ({
      data: await payoutCases.personLedger(
        app.db,
        req.query.person_type,
        req.query.person_id,
        req.query.period,
      ),
    }),
    byId: async (req) => ({ data: await payoutCases.getPayout(app.db, req.params.id) }),
    remove: async (req) => {
      await payoutCases.deletePayout(app.db, req.user.id, req.params.id);
      return { message: PAYOUT_MESSAGES.deleted };
    },
  });

  implement(app, periodsApi, {
    list: async () => ({ data: await periodCases.listPeriods(app.db) }),
    close: async (req) => ({
      data: await periodCases.closePeriod(app.db, req.user.id, req.params.month),
    }),
    reopen: async (req) => ({
      data: await periodCases.reopenPeriod(app.db, req.user.id, req.params.month, req.body.reason),
    }),
  });
}
