// The rollup upsert in one place: order_rollup_add adds a delta (one order's money, signed, or
// the sums of many) to one day × talent × admin row of order_rollup_daily. The per-order trigger
// (order_rollup_apply, migration 1) and the bulk loader (seed/bulk.ts, which switches the trigger
// off and adds one delta per group) both call it, so the columns summed can never differ
// between them. Replaces migration 1's order_rollup_apply body; same sums, same transaction.
export const up = /* sql */ `
CREATE OR REPLACE FUNCTION order_rollup_add(
  d date, t integer, u integer, n bigint, price bigint, net_price bigint, talent_share bigint,
  admin_fee bigint, tip_talent bigint, tip_admin bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_rollup_daily AS r
    (date, talents_id, user_id, order_count, price, net_price, talent_share, admin_fee,
     tip_talent, tip_admin)
  VALUES (d, t, u, n, price, net_price, talent_share, admin_fee, tip_talent, tip_admin)
  ON CONFLICT (date, talents_id, user_id) DO UPDATE SET
    order_count = r.order_count + EXCLUDED.order_count,
    price = r.price + EXCLUDED.price,
    net_price = r.net_price + EXCLUDED.net_price,
    talent_share = r.talent_share + EXCLUDED.talent_share,
    admin_fee = r.admin_fee + EXCLUDED.admin_fee,
    tip_talent = r.tip_talent + EXCLUDED.tip_talent,
    tip_admin = r.tip_admin + EXCLUDED.tip_admin
$$;

CREATE OR REPLACE FUNCTION order_rollup_apply(d date, t integer, u integer, sign integer, o orders)
RETURNS void LANGUAGE sql AS $$
  SELECT order_rollup_add(d, t, u, sign, sign * o.price, sign * o.net_price,
    sign * o.talent_share, sign * o.admin_fee, sign * o.tip_talent, sign * o.tip_admin)
$$;
`;
