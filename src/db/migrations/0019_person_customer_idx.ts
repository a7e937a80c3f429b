// A person's report searched by customer name: its orders of the matching names straight from
// one index. Each search arm gets the report's `talents_id = $1` (or `user_id`) from the planner,
// so these serve `talents_id = $1 AND customer_name = ANY(names)` (order-search.ts) where a
// BitmapAnd of the person's every order and every order of those names took ~150 ms for 'Budi' at
// 10 M orders. Small: a (person, name) pair repeats, and btree deduplication keeps it once
// (14 MB per index at 2 M orders, beside 137 MB for orders_customer_idx).
export const up = /* sql */ `
CREATE INDEX orders_talent_customer_idx ON orders (talents_id, customer_name);
CREATE INDEX orders_admin_customer_idx ON orders (user_id, customer_name);
`;
