// /payouts (record: owner and admin; delete: owner), the weekly payout list (/weekly/talents)
// and /periods (close, reopen: owner).
import type { App } from "../types";
import { payoutsApi, periodsApi } from "../../contract/api/payouts";
import { createPayoutFields } from "../../contract/payouts";
import { readImageForm } from "../forms";
import * as payoutCases from "../usecases/payouts";
import * as periodCases from "../usecases/periods";
import { orderPayoutEffect } from "../usecases/orders";
import { PAYOUT_MESSAGES } from "../../contract/payout-values";
import { implement } from "./implement";

export default async function payoutsRoutes(app: App) {
  implement(app, payoutsApi, {
    weekly: async (req) => payoutCases.weeklyPayoutList(app.db, req.query),
    list: async (req) => payoutCases.listPayouts(app.db, req.query),
    create: async (req) => {
      const { input, image } = await readImageForm(app, req, createPayoutFields);
      return { data: await payoutCases.createPayout(app.db, req.user, input, image) };
    },
    bulk: async (req) => ({
      data: await payoutCases.createPayouts(app.db, req.user, req.body.payouts),
    }),
    ledger: async (req) =>
      payoutCases.personLedger(
        app.db,
        req.query.person_type,
        req.query.person_id,
        req.query.period,
        req.query,
      ),
    orderEffect: async (req) => ({
      data: await orderPayoutEffect(app.db, req.params.id, req.query),
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
