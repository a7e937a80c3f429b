// Slips sent over WhatsApp: a talent's optional phone number (stored as `62…`, the form wa.me
// links take) and the share links of weekly slips. A link's token is random and stored only as
// its SHA-256 (a leaked database gives no working link); it serves one talent's one period,
// expires, and can be revoked. Who made it and when is the slip's "sent" record.
export const up = /* sql */ `
ALTER TABLE talents ADD COLUMN phone text;

CREATE TABLE slip_shares (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  talents_id integer NOT NULL REFERENCES talents(id) ON DELETE CASCADE,
  start_date date NOT NULL,
  end_date date NOT NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_by integer REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX slip_shares_period_idx ON slip_shares (talents_id, start_date, end_date);
`;
