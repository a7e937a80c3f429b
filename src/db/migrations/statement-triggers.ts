/**
 * The three AFTER … FOR EACH STATEMENT triggers that keep a rule on `orders` per statement
 * (the rollups, migration 16; the customer names, migration 18): PostgreSQL gives transition
 * tables to a trigger of one event only. `fn` reads `new_orders` and `old_orders`.
 */
export const orderStatementTriggers = (prefix: string, fn: string) => `
CREATE TRIGGER ${prefix}_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
CREATE TRIGGER ${prefix}_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();
CREATE TRIGGER ${prefix}_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;
