// Named grid views: a user's saved filters + sort + columns + page size of one grid
// under a name; `shared` ones (owner only) are listed for everyone.
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS grid_views (
  id serial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  grid text NOT NULL,
  name text NOT NULL,
  shared boolean NOT NULL DEFAULT false,
  state jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_id, grid, name)
);
CREATE INDEX IF NOT EXISTS grid_views_grid ON grid_views (grid);
`;
