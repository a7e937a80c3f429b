// Column layouts per user and grid: widths, order and pinned sides saved on the
// server, so a layout follows the user to another browser. One row per (user, grid).
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS grid_layouts (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  grid text NOT NULL,
  columns jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, grid)
);
`;
