// Imported bookings as batches: who imported which file when, the counts, the failed rows (their
// original cells and the reason, for 'Unduh baris yang gagal') and whether it was undone. Each
// imported order names its batch (`orders.import_id`), so the orders grid filters by it and an
// undo finds exactly the batch's orders.
export const up = /* sql */ `
CREATE TABLE imports (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  file_name text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('valid', 'all')),
  created integer NOT NULL DEFAULT 0,
  skipped integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  failed_rows jsonb NOT NULL DEFAULT '{"headers": [], "rows": []}',
  created_at timestamptz NOT NULL DEFAULT now(),
  undone_at timestamptz,
  undone_by integer REFERENCES users(id) ON DELETE SET NULL
);
ALTER TABLE orders ADD COLUMN import_id integer REFERENCES imports(id) ON DELETE SET NULL;
CREATE INDEX orders_import_id ON orders (import_id) WHERE import_id IS NOT NULL;
`;
