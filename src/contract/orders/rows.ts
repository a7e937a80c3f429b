// What the server answers about orders: the list row, the detail with its money snapshot, the
// list page with its totals.
import {
  z,
  GENDERS,
  PAYMENT_METHODS,
  PAYMENT_PLACES,
  REFUND_STATUSES,
  TIP_RECEIVERS,
  paged,
  rowVersion,
} from "../common";

/** RULES.md S3 'Order (list row)' plus the ids the edit form needs. Money in whole rupiah. */
export const orderRow = z.object({
  order_id: z.number(),
  id: z.number(),
  no_order: z.number(),
  user_id: z.number(),
  admin_name: z.string(),
  date: z.string(),
  talents_id: z.number(),
  talent_name: z.string(),
  customer_name: z.string(),
  customer_age: z.number().nullable(),
  services_id: z.number().nullable(),
  service_name: z.string().nullable(),
  sub_service_id: z.number().nullable(),
  sub_service_name: z.string().nullable(),
  duration: z.number().nullable(),
  price: z.number(),
  net_price: z.number(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  payment_place: z.enum(PAYMENT_PLACES).nullable(),
  refund_status: z.enum(REFUND_STATUSES),
  proof_image: z.string().nullable(),
  description: z.string(),
  /** Row version: send it back with an update (409 when someone saved in between). */
  version: rowVersion,
});
export type OrderRow = z.infer<typeof orderRow>;

export const orderTip = z.object({
  id: z.number(),
  receiver_type: z.enum(TIP_RECEIVERS),
  amount: z.number(),
});
export type OrderTip = z.infer<typeof orderTip>;

/** GET /order/getOrderById/{id} data: the row plus the money snapshot of RULES.md D3. */
export const orderDetail = orderRow.extend({
  gender: z.enum(GENDERS).nullable(),
  tips: z.array(orderTip),
  talent_rate_bp: z.number(),
  admin_rate_bp: z.number(),
  /** Percent, e.g. 70 or 12.5. */
  talent_rate: z.number(),
  admin_rate: z.number(),
  talent_share: z.number(),
  admin_fee: z.number(),
  tip_talent: z.number(),
  tip_admin: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderDetailResponse = z.object({ data: orderDetail });

/** Create (201) and update answers. */
export const orderSavedResponse = z.object({ message: z.string(), data: orderDetail });

/** GET /order/nextNumber: the order number the create form suggests (highest + 1). */
export const nextOrderNumberResponse = z.object({ no_order: z.number() });

/** Σ price as charged, Σ net price (after refunds) and the order count of a set of orders. */
export const orderListTotals = z.object({
  price: z.number(),
  net_price: z.number(),
  count: z.number(),
});
export type OrderListTotals = z.infer<typeof orderListTotals>;

/**
 * GET /order/orders: the spec says "data or result", so both carry the same rows. `totals.page`
 * sums this page, `totals.all` every order matching the filters (null when a search's count is
 * capped). `totalRowsCapped`: a search matched more than SEARCH_COUNT_CAP orders; `totalRows`
 * is then SEARCH_COUNT_CAP and paging stops there.
 */
export const ordersPage = paged(orderRow).extend({
  data: z.array(orderRow),
  totals: z.object({ page: orderListTotals, all: orderListTotals.nullable() }),
  totalRowsCapped: z.boolean(),
});
export type OrdersPage = z.infer<typeof ordersPage>;
