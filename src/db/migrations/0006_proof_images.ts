// Proof images live in the database: every app instance on one PostgreSQL sees them,
// a backup holds them, and an order and its image commit or roll back together.
// `name` is what orders.proof_image holds (a random uuid + extension, the public path part).
export const up = /* sql */ `
CREATE TABLE proof_images (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
