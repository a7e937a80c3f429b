// Payouts (RULES.md D9): money paid to one talent or admin for one period (a Monday–Sunday week or
// a calendar month). person_id points at talents or users by person_type, so no foreign key:
// the use case checks it. closed_periods: one row per closed month; reopening deletes the row
// (the audit log keeps who closed and reopened it, and why).
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS payouts (
  id bigserial PRIMARY KEY,
  person_type text NOT NULL CHECK (person_type IN ('talent', 'admin')),
  person_id integer NOT NULL,
  period_kind text NOT NULL CHECK (period_kind IN ('week', 'month')),
  start_date date NOT NULL,
  end_date date NOT NULL CHECK (end_date >= start_date),
  amount bigint NOT NULL CHECK (amount > 0),
  paid_at date NOT NULL,
  method text NOT NULL CHECK (method IN ('Cash', 'Transfer', 'E-Wallet')),
  place text CHECK (place IN ('Qris', 'DANA', 'Gopay', 'Shopee', 'Seabank', 'BRI')),
  reference text NOT NULL DEFAULT '',
  proof_image text,
  advance boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS payouts_person_idx ON payouts (person_type, person_id, start_date);

CREATE TABLE IF NOT EXISTS closed_periods (
  month text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  closed_at timestamptz NOT NULL DEFAULT now(),
  closed_by integer REFERENCES users(id) ON DELETE SET NULL
);
`;
