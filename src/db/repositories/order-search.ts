// Text matches on an order's names: the order list's search and header filters, and the search of
// one talent's or handler's report. Each name lives in a small table — customers in
// order_customer_names (each name once, migration 18), talents, handlers, services and
// sub-services in their own — so the names that match are found there first, every field in one
// query, and the orders then by key on their own indexes; an ILIKE over the joined orders would
// read every order of the set (millions for a common name). The keys go in as `= ANY(array)`: an
// `IN (SELECT …)` inside the search's OR becomes a filter on every order, where each arm here has
// its own index and the OR a BitmapOr of them.
import { SEARCH_COUNT_CAP } from "../../contract/list-query";
import type { OrderTextFilter } from "../../contract/orders";
import type { Queryable } from "../connection";
import { containsPattern } from "./paging";
import type { Where } from "./report-sql";

/** The order's texts a search or a header filter can match (the header filters' wire names). */
export type OrderTextField = OrderTextFilter | "no_order";

/** Names kept in a catalog table, and the order's key to it. */
const KEYED: Record<Exclude<OrderTextField, "customer_name" | "no_order">, [string, string]> = {
  admin_name: ["SELECT id FROM users WHERE username ILIKE $1", "o.user_id"],
  talent_name: ["SELECT id FROM talents WHERE name ILIKE $1", "o.talents_id"],
  service_name: ["SELECT id FROM services WHERE name ILIKE $1", "o.services_id"],
  sub_service_name: ["SELECT id FROM sub_services WHERE name ILIKE $1", "o.sub_service_id"],
};

/** Past this many matching customer names a text is looked up on the orders themselves. */
const CUSTOMER_NAME_LIMIT = 500;

const CUSTOMER_NAMES = `SELECT name FROM order_customer_names WHERE name ILIKE $1 AND order_count > 0
  ORDER BY name LIMIT ${CUSTOMER_NAME_LIMIT + 1}`;

function customerArm(w: Where, names: string[], pattern: string): string | null {
  // a letter or two matches most names: the orders' trigram index answers that sooner
  if (names.length > CUSTOMER_NAME_LIMIT) return `o.customer_name ILIKE ${w.param(pattern)}`;
  if (names.length === 0) return null;
  // one name as an equality: its orders come from (customer_name, date, id) already in list order
  if (names.length === 1) return `o.customer_name = ${w.param(names[0])}`;
  return `o.customer_name = ANY(${w.param(names)}::text[])`;
}

/**
 * Conditions over `orders o`, one per field whose text contains `text` (case-blind, `%` and `_`
 * taken literally); a field nothing matches gives none, so no conditions means no order matches.
 * Their parameters are added to `w`.
 */
async function orderTextMatches(
  db: Queryable,
  w: Where,
  text: string,
  fields: readonly OrderTextField[],
): Promise<string[]> {
  const pattern = containsPattern(text);
  const lookups = fields.flatMap((f) =>
    f === "no_order"
      ? []
      : [`ARRAY(${f === "customer_name" ? CUSTOMER_NAMES : KEYED[f][0]}) AS ${f}`],
  );
  const [found] = lookups.length
    ? await db.query<Record<string, (string | number)[]>>(`SELECT ${lookups.join(", ")}`, [pattern])
    : [{}];
  const arms = fields.map((f) => {
    // an order number is digits only (≥ 1): a text without one cannot be in it
    if (f === "no_order")
      return /\d/.test(text) ? `o.no_order::text ILIKE ${w.param(pattern)}` : null;
    if (f === "customer_name") return customerArm(w, found[f] as string[], pattern);
    const ids = found[f] as number[];
    return ids.length ? `${KEYED[f][1]} = ANY(${w.param(ids)}::int[])` : null;
  });
  return arms.filter((a): a is string => a !== null);
}

/** `w` keeps the orders any of `fields` matches `text` in (each arm on its own index). */
export async function addOrderSearch(
  db: Queryable,
  w: Where,
  text: string,
  fields: readonly OrderTextField[],
): Promise<void> {
  const arms = await orderTextMatches(db, w, text, fields);
  w.add(arms.length ? `(${arms.join(" OR ")})` : "FALSE");
}

/**
 * A search's count and sums. The count reads at most SEARCH_COUNT_CAP + 1 matches and no order's
 * money (`SELECT 1`: an index-only scan where the search is a name on an index), so past the cap a
 * common word costs a short index read: the total is the cap and the sums are left out (null).
 * Under it the matches are summed (`columns` of `from` … `w`, aggregated by `sums` as `o`), and
 * the total is their count there (`countOf`).
 */
export async function cappedSearchSums<Row>(
  db: Queryable,
  q: { sums: string; columns: string; from: string; w: Where; countOf: (row: Row) => number },
): Promise<{ total: number; capped: boolean; sums: Row | null }> {
  const { from, w } = q;
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 ${from} ${w} LIMIT ${SEARCH_COUNT_CAP + 1}) m`,
    w.params,
  );
  if (n > SEARCH_COUNT_CAP) return { total: SEARCH_COUNT_CAP, capped: true, sums: null };
  const [row] = await db.query<Row>(
    `SELECT ${q.sums} FROM (SELECT ${q.columns} ${from} ${w}) o`,
    w.params,
  );
  return { total: q.countOf(row), capped: false, sums: row };
}
