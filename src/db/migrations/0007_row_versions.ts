// Migration 7 (optimistic concurrency, contract/common.ts).
// - Row versions for optimistic concurrency: every update of an order, service, sub-service,
//   talent, talent category or kas adds 1; a client sends the version it read and a stale one is
//   refused (409) instead of silently undoing another editor's change. Kas has its own counter
//   (`kas_version`) so a rates edit on the same settings row does not make a kas form stale.
//   ADD COLUMN with a constant default does not rewrite the table (PostgreSQL 11+, PGlite).
// - rate_limits: the login/password throttle counters live in the database so every app
//   instance on one PostgreSQL shares them (fixed windows: `hits` within the window ending at
//   `reset_at`).
export const up = /* sql */ `
ALTER TABLE orders ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
ALTER TABLE services ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
ALTER TABLE sub_services ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
ALTER TABLE talents ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
ALTER TABLE talent_categories ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
ALTER TABLE settings ADD COLUMN IF NOT EXISTS kas_version integer NOT NULL DEFAULT 1;
CREATE TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limits_reset_idx ON rate_limits (reset_at);
`;
