// Initial schema. Money is bigint rupiah; rates are integer basis points (70 % = 7000).
export const up = /* sql */ `
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'admin' CHECK (role IN ('owner', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE refresh_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family);

CREATE TABLE password_resets (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE services (
  id serial PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sub_services (
  id serial PRIMARY KEY,
  name text NOT NULL,
  services_id integer NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sub_services_services_idx ON sub_services (services_id, id);

CREATE TABLE talent_categories (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE talents (
  id serial PRIMARY KEY,
  name text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('Man', 'Woman')),
  sp_status text NOT NULL DEFAULT 'NONE' CHECK (sp_status IN ('NONE', 'SP1', 'SP2', 'SP3')),
  talent_categories_id integer REFERENCES talent_categories(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX talents_category_idx ON talents (talent_categories_id, id);

CREATE TABLE settings (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  kas bigint NOT NULL DEFAULT 0,
  talent_rate_bp integer NOT NULL DEFAULT 7000 CHECK (talent_rate_bp BETWEEN 0 AND 10000),
  admin_rate_bp integer NOT NULL DEFAULT 1000 CHECK (admin_rate_bp BETWEEN 0 AND 10000),
  time_zone text NOT NULL DEFAULT 'Asia/Jakarta',
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO settings (id) VALUES (1);

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  no_order bigint NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
  talents_id integer NOT NULL REFERENCES talents(id) ON DELETE RESTRICT,
  services_id integer REFERENCES services(id) ON DELETE RESTRICT,
  sub_service_id integer REFERENCES sub_services(id) ON DELETE RESTRICT,
  date date NOT NULL,
  customer_name text NOT NULL DEFAULT '',
  customer_age integer,
  gender text CHECK (gender IN ('Man', 'Woman')),
  duration integer,
  price bigint NOT NULL CHECK (price > 0),
  refund_status text NOT NULL DEFAULT 'NONE' CHECK (refund_status IN ('NONE', 'REFUND_50', 'REFUND_100')),
  net_price bigint NOT NULL,
  talent_rate_bp integer NOT NULL,
  admin_rate_bp integer NOT NULL,
  talent_share bigint NOT NULL,
  admin_fee bigint NOT NULL,
  -- sums of order_tips, kept in the same transaction so the rollup trigger sees them
  tip_talent bigint NOT NULL DEFAULT 0,
  tip_admin bigint NOT NULL DEFAULT 0,
  payment_method text CHECK (payment_method IN ('Cash', 'Transfer', 'E-Wallet')),
  payment_place text CHECK (payment_place IN ('Qris', 'DANA', 'Gopay', 'Shopee', 'Seabank', 'BRI')),
  description text NOT NULL DEFAULT '',
  proof_image text,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_date_idx ON orders (date DESC, id DESC);
CREATE INDEX orders_talent_idx ON orders (talents_id, date, id);
CREATE INDEX orders_admin_idx ON orders (user_id, date, id);
CREATE INDEX orders_refund_idx ON orders (refund_status, date DESC, id DESC);
CREATE INDEX orders_service_idx ON orders (services_id);
CREATE INDEX orders_sub_service_idx ON orders (sub_service_id);

CREATE TABLE order_tips (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  receiver_type text NOT NULL CHECK (receiver_type IN ('talent', 'admin')),
  amount bigint NOT NULL CHECK (amount >= 0)
);
CREATE INDEX order_tips_order_idx ON order_tips (order_id);

-- Per day x talent x admin sums, maintained by trigger in the same transaction as every
-- order write, so reports never re-aggregate the orders table.
CREATE TABLE order_rollup_daily (
  date date NOT NULL,
  talents_id integer NOT NULL,
  user_id integer NOT NULL,
  order_count bigint NOT NULL DEFAULT 0,
  price bigint NOT NULL DEFAULT 0,
  net_price bigint NOT NULL DEFAULT 0,
  talent_share bigint NOT NULL DEFAULT 0,
  admin_fee bigint NOT NULL DEFAULT 0,
  tip_talent bigint NOT NULL DEFAULT 0,
  tip_admin bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (date, talents_id, user_id)
);
CREATE INDEX order_rollup_talent_idx ON order_rollup_daily (talents_id, date);
CREATE INDEX order_rollup_admin_idx ON order_rollup_daily (user_id, date);

CREATE FUNCTION order_rollup_apply(d date, t integer, u integer, sign integer, o orders)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_rollup_daily AS r
    (date, talents_id, user_id, order_count, price, net_price, talent_share, admin_fee, tip_talent, tip_admin)
  VALUES (d, t, u, sign, sign * o.price, sign * o.net_price, sign * o.talent_share,
          sign * o.admin_fee, sign * o.tip_talent, sign * o.tip_admin)
  ON CONFLICT (date, talents_id, user_id) DO UPDATE SET
    order_count = r.order_count + EXCLUDED.order_count,
    price = r.price + EXCLUDED.price,
    net_price = r.net_price + EXCLUDED.net_price,
    talent_share = r.talent_share + EXCLUDED.talent_share,
    admin_fee = r.admin_fee + EXCLUDED.admin_fee,
    tip_talent = r.tip_talent + EXCLUDED.tip_talent,
    tip_admin = r.tip_admin + EXCLUDED.tip_admin;
END $$;

CREATE FUNCTION order_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_rollup_apply(OLD.date, OLD.talents_id, OLD.user_id, -1, OLD);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM order_rollup_apply(NEW.date, NEW.talents_id, NEW.user_id, 1, NEW);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_rollup AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_rollup_trigger();

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  old_value jsonb,
  new_value jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
`;
