import { call } from "../../../client/lib/call";
import { payoutsApi } from "../../../contract/api/payouts";
import type { RefundStatus } from "../../../money/rules";

/** GET /payouts/order-effect/:id: what saving this price and refund does to paid periods. */
export const getOrderEffect = (id: number, price: number, refund: RefundStatus) =>
  call(payoutsApi.orderEffect, {
    params: { id },
    query: { price: String(price), refund_type: refund },
  });
