// Free-text search on the order list and the audit reads (migration 5).
// - pg_trgm GIN indexes let `ILIKE '%text%'` on customer names and order numbers use an index
//   instead of reading every order (PGlite loads the extension from its contrib bundle, see
//   connection.ts; PostgreSQL ships it in contrib and marks it trusted since 13).
// - audit_log is read newest first (the owner's audit grid).
export const up = /* sql */ `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX IF NOT EXISTS orders_customer_trgm_idx ON orders USING gin (customer_name gin_trgm_ops);
CREATE INDEX IF NOT EXISTS orders_no_order_trgm_idx ON orders USING gin ((no_order::text) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS audit_log_created_idx ON audit_log (created_at DESC, id DESC);
`;
