// Every customer name once, with how many orders carry it: the order list's free-text search
// finds the names in this small table (its trigram index) and then the orders by name through
// a btree, instead of intersecting trigram lists that span millions of orders — a common
// two-word name ('Budi Hani') read ~600 ms of the orders' trigram index at 10 M orders.
// Kept per statement like the rollups (migration 16): a trigger hands the statement's added and
// removed names to order_names_delta, which upserts one row per name whose count changed (names
// in key order, so concurrent statements lock rows in one order). A name whose orders are all
// gone keeps its row at 0; the search skips it. Restores load the rows with triggers off, as
// the rollups.
import { orderStatementTriggers } from "./statement-triggers";
export const up = /* sql */ `
CREATE TABLE order_customer_names (
  name text PRIMARY KEY,
  order_count bigint NOT NULL DEFAULT 0
);
INSERT INTO order_customer_names (name, order_count)
  SELECT customer_name, count(*) FROM orders GROUP BY customer_name;
CREATE INDEX order_customer_names_trgm_idx ON order_customer_names USING gin (name gin_trgm_ops);
-- one name's orders in list order (the list's default sort), so its every page is a short walk
CREATE INDEX orders_customer_idx ON orders (customer_name, date DESC, id DESC);

CREATE FUNCTION order_names_delta(added text[], removed text[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_customer_names AS r (name, order_count)
  SELECT name, sum(sign) FROM (
    SELECT 1 AS sign, unnest(added) AS name
    UNION ALL
    SELECT -1 AS sign, unnest(removed) AS name
  ) c
  GROUP BY name HAVING sum(sign) <> 0 ORDER BY name
  ON CONFLICT (name) DO UPDATE SET order_count = r.order_count + EXCLUDED.order_count;
$$;

-- an update passes only the orders whose name changed (an edit of the price writes nothing)
CREATE FUNCTION order_names_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_names_delta((SELECT array_agg(customer_name) FROM new_orders), NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM order_names_delta(
      (SELECT array_agg(n.customer_name) FROM new_orders n JOIN old_orders o USING (id)
       WHERE n.customer_name <> o.customer_name),
      (SELECT array_agg(o.customer_name) FROM new_orders n JOIN old_orders o USING (id)
       WHERE n.customer_name <> o.customer_name));
  ELSE
    PERFORM order_names_delta(NULL, (SELECT array_agg(customer_name) FROM old_orders));
  END IF;
  RETURN NULL;
END $$;
${orderStatementTriggers("orders_names", "order_names_trigger")}
`;
