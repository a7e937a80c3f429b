// How many of each talent's and each handler's orders fall in each block of 4,096 order ids: a
// person's report is sorted by id by default (spec: sort_by default id), and a page in its
// middle read OFFSET through that person's ids one by one (a handler's 2.5 M orders at 10 M:
// ~1.25 M index entries, 70–76 ms). The blocks' counts say in which block the page starts and
// how many of the person's orders come before it (report-sql.ts `idSeek`), so OFFSET walks at
// most one block's orders.
// Kept per statement like the rollups (migration 16) and the customer names (migration 18): the
// trigger hands the statement's added and removed orders — for an update only those whose
// talent or handler changed — to order_id_blocks_delta, which upserts one row per person ×
// block whose count changed, in key order (concurrent statements lock rows in one order). A
// block whose orders are all gone keeps its row at 0. Restores load the rows with triggers off.
import { orderStatementTriggers } from "./statement-triggers";

/** Order ids per block: a block's orders of one person are at most this many OFFSET steps. */
export const ORDER_ID_BLOCK = 4096;

export const up = /* sql */ `
CREATE TABLE order_id_blocks (
  dim text NOT NULL,
  key integer NOT NULL,
  block integer NOT NULL,
  order_count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (dim, key, block)
);
INSERT INTO order_id_blocks (dim, key, block, order_count)
  SELECT 'talent', talents_id, (id / ${ORDER_ID_BLOCK})::int, count(*) FROM orders GROUP BY 2, 3
  UNION ALL
  SELECT 'admin', user_id, (id / ${ORDER_ID_BLOCK})::int, count(*) FROM orders GROUP BY 2, 3;

CREATE FUNCTION order_id_blocks_delta(
  added_ids bigint[], added_talents integer[], added_users integer[],
  removed_ids bigint[], removed_talents integer[], removed_users integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_id_blocks AS r (dim, key, block, order_count)
  SELECT p.dim, p.key, (c.id / ${ORDER_ID_BLOCK})::int, sum(c.sign) FROM (
    SELECT 1 AS sign, * FROM unnest(added_ids, added_talents, added_users) AS a(id, t, u)
    UNION ALL
    SELECT -1 AS sign, * FROM unnest(removed_ids, removed_talents, removed_users) AS d(id, t, u)
  ) c, LATERAL (VALUES ('talent', c.t), ('admin', c.u)) AS p(dim, key)
  GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (dim, key, block) DO UPDATE SET order_count = r.order_count + EXCLUDED.order_count;
$$;

CREATE FUNCTION order_id_blocks_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_id_blocks_delta(a.ids, a.ts, a.us, NULL, NULL, NULL)
    FROM (SELECT array_agg(id) AS ids, array_agg(talents_id) AS ts, array_agg(user_id) AS us
          FROM new_orders) a;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM order_id_blocks_delta(
      array_agg(n.id), array_agg(n.talents_id), array_agg(n.user_id),
      array_agg(o.id), array_agg(o.talents_id), array_agg(o.user_id))
    FROM new_orders n JOIN old_orders o USING (id)
    WHERE n.talents_id <> o.talents_id OR n.user_id <> o.user_id
    HAVING count(*) > 0;
  ELSE
    PERFORM order_id_blocks_delta(NULL, NULL, NULL, d.ids, d.ts, d.us)
    FROM (SELECT array_agg(id) AS ids, array_agg(talents_id) AS ts, array_agg(user_id) AS us
          FROM old_orders) d;
  END IF;
  RETURN NULL;
END $$;
${orderStatementTriggers("orders_id_blocks", "order_id_blocks_trigger")}
`;
