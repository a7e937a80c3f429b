// Rollups once per statement, not once per order row. Migration 1's row trigger ran the upsert
// (order_rollup_add, migration 13) for every order a statement wrote: a chunk of 250 imported
// orders spent most of its time there. These statement triggers see the statement's rows as
// transition tables and add ONE delta per day × talent × admin they touch, through the same
// order_rollup_add, in the same transaction: the sums are the row trigger's. Before-images
// subtract and after-images add (an UPDATE has both); groups are taken in key order so two
// writers lock the rollup rows in the same order. A multi-row writer (an import's chunk, the bulk
// loader's generated chunk) needs no trigger switch and no rollup of its own.
//
// PostgreSQL allows a transition table only on a single-event trigger: three triggers, one body.
// The GROUP BY is read to its end (EXECUTE without INTO), so every group's upsert runs.
export const up = /* sql */ `
DROP TRIGGER orders_rollup ON orders;
DROP FUNCTION order_rollup_trigger();
DROP FUNCTION order_rollup_apply(date, integer, integer, integer, orders);

CREATE FUNCTION order_rollup_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    SELECT order_rollup_add(date, talents_id, user_id, sum(s)::bigint,
      sum(s * price)::bigint, sum(s * net_price)::bigint, sum(s * talent_share)::bigint,
      sum(s * admin_fee)::bigint, sum(s * tip_talent)::bigint, sum(s * tip_admin)::bigint)
    FROM (%s) d GROUP BY date, talents_id, user_id ORDER BY date, talents_id, user_id$q$,
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT 1 AS s, * FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT -1 AS s, * FROM old_rows'
      ELSE 'SELECT -1 AS s, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows'
    END);
  RETURN NULL;
END $$;

CREATE TRIGGER orders_rollup_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollup_statement();
CREATE TRIGGER orders_rollup_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollup_statement();
CREATE TRIGGER orders_rollup_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_rollup_statement();
`;
