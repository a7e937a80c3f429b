// Every row dimension of the analysis pivot rolled up on its own: order_rollup_props holds one
// row per dimension × day × value (talent, admin, service, sub-service, payment method, payment
// place, refund status, customer gender; '' is "none", a key column cannot be NULL), about 60
// rows a day, so a pivot sums at most a row per value and day — 11,000 rows for talents over two
// years where order_rollup_daily (day × talent × admin) has 44,000 — and never the orders.
//
// Still one rollup rule, now kept per statement instead of per row: the trigger hands the
// statement's old and new orders to order_rollup_delta, which sums them per day × talent × admin
// and per day × dimension × value (order_rollup_keys names an order's values once) and adds each
// group through order_rollup_add — the one upsert, written for both tables from the column list
// below. A statement of 250 imported orders is a few dozen upserts instead of 250, and the bulk
// loader (seed/bulk.ts) needs no rollup code of its own: its INSERT fires the same trigger.
// Groups whose delta is zero (an edit of the description) write nothing.
import { orderStatementTriggers } from "./statement-triggers";
const SUMS = [
  "order_count",
  "price",
  "net_price",
  "talent_share",
  "admin_fee",
  "tip_talent",
  "tip_admin",
];
const COLUMNS = SUMS.slice(1);
const DELTA = `n, ${COLUMNS.join(", ")}`;
const ADD = SUMS.map((c) => `${c} = r.${c} + EXCLUDED.${c}`).join(",\n    ");
/** A group's signed sums (named as order_rollup_add's arguments), and "it changes something". */
const SIGNED = `sum(sign)::bigint AS n, ${COLUMNS.map((c) => `sum(sign * ${c})::bigint AS ${c}`).join(", ")}`;
/** order_rollup_add's arguments from a group `g`. */
const ARGS = `g.d, g.t, g.u, g.dim, g.key, g.n, ${COLUMNS.map((c) => `g.${c}`).join(", ")}`;
const CHANGES = `sum(sign) <> 0 OR ${COLUMNS.map((c) => `sum(sign * ${c}) <> 0`).join(" OR ")}`;

export const up = /* sql */ `
CREATE TABLE order_rollup_props (
  dim text NOT NULL,
  date date NOT NULL,
  key text NOT NULL,
  ${SUMS.map((c) => `${c} bigint NOT NULL DEFAULT 0`).join(",\n  ")},
  PRIMARY KEY (dim, date, key)
);

CREATE FUNCTION order_rollup_keys(
  talents_id integer, user_id integer, services_id integer, sub_service_id integer,
  payment_method text, payment_place text, refund_status text, gender text)
RETURNS TABLE (dim text, key text) LANGUAGE sql IMMUTABLE AS $$
  VALUES ('talent', talents_id::text),
    ('admin', user_id::text),
    ('service', COALESCE(services_id::text, '')),
    ('sub_service', COALESCE(sub_service_id::text, '')),
    ('payment_method', COALESCE(payment_method, '')),
    ('payment_place', COALESCE(payment_place, '')),
    ('refund_status', refund_status),
    ('customer_gender', COALESCE(gender, ''))
$$;

DROP TRIGGER orders_rollup ON orders;
DROP FUNCTION order_rollup_trigger();
DROP FUNCTION order_rollup_apply(date, integer, integer, integer, orders);
DROP FUNCTION order_rollup_add(date, integer, integer, bigint, bigint, bigint, bigint, bigint,
  bigint, bigint);

-- t given: the day × talent × admin row; dim given: that property's row
CREATE FUNCTION order_rollup_add(
  d date, t integer, u integer, dim text, key text, n bigint, price bigint, net_price bigint,
  talent_share bigint, admin_fee bigint, tip_talent bigint, tip_admin bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_rollup_daily AS r (date, talents_id, user_id, ${SUMS.join(", ")})
  SELECT d, t, u, ${DELTA} WHERE t IS NOT NULL
  ON CONFLICT (date, talents_id, user_id) DO UPDATE SET
    ${ADD};
  INSERT INTO order_rollup_props AS r (dim, date, key, ${SUMS.join(", ")})
  SELECT dim, d, key, ${DELTA} WHERE dim IS NOT NULL
  ON CONFLICT (dim, date, key) DO UPDATE SET
    ${ADD};
$$;

-- groups in key order, so concurrent statements take the rows' locks in one order
CREATE FUNCTION order_rollup_delta(added orders[], removed orders[])
RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT 1 AS sign, * FROM unnest(added)
    UNION ALL
    SELECT -1 AS sign, * FROM unnest(removed)
  ), person AS (
    SELECT order_rollup_add(${ARGS}) FROM (
      SELECT date AS d, talents_id AS t, user_id AS u, NULL::text AS dim, NULL::text AS key,
        ${SIGNED}
      FROM c GROUP BY date, talents_id, user_id HAVING ${CHANGES}
      ORDER BY date, talents_id, user_id) g
  ), props AS (
    SELECT order_rollup_add(${ARGS}) FROM (
      SELECT c.date AS d, NULL::integer AS t, NULL::integer AS u, p.dim, p.key, ${SIGNED}
      FROM c, order_rollup_keys(c.talents_id, c.user_id, c.services_id, c.sub_service_id,
        c.payment_method, c.payment_place, c.refund_status, c.gender) p
      GROUP BY c.date, p.dim, p.key HAVING ${CHANGES}
      ORDER BY p.dim, c.date, p.key) g
  )
  SELECT (SELECT count(*) FROM person) + (SELECT count(*) FROM props)
$$;

CREATE FUNCTION order_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_rollup_delta((SELECT array_agg(n::orders) FROM new_orders n), NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM order_rollup_delta((SELECT array_agg(n::orders) FROM new_orders n),
      (SELECT array_agg(o::orders) FROM old_orders o));
  ELSE
    PERFORM order_rollup_delta(NULL, (SELECT array_agg(o::orders) FROM old_orders o));
  END IF;
  RETURN NULL;
END $$;
${orderStatementTriggers("orders_rollup", "order_rollup_trigger")}

-- the properties of the orders already there (their talent × admin rows are already summed)
SELECT order_rollup_add(${ARGS}) FROM (
  SELECT o.date AS d, NULL::integer AS t, NULL::integer AS u, p.dim, p.key, count(*) AS n,
    ${COLUMNS.map((c) => `sum(o.${c})::bigint AS ${c}`).join(", ")}
  FROM orders o, order_rollup_keys(o.talents_id, o.user_id, o.services_id, o.sub_service_id,
    o.payment_method, o.payment_place, o.refund_status, o.gender) p
  GROUP BY o.date, p.dim, p.key) g;
`;
