// Indexes for the order report pages (GET /order/talent/:id, /order/admin/:id). Their default
// order is `id ASC` within one talent or handler; without these the planner either sorts every
// order of that talent or walks the primary key skipping other talents' orders.
export const up = /* sql */ `
CREATE INDEX IF NOT EXISTS orders_talent_id_idx ON orders (talents_id, id);
CREATE INDEX IF NOT EXISTS orders_admin_id_idx ON orders (user_id, id);
`;
