-- A price set by the sandbox control: from `at` on, the token's simulated price is scaled by `factor`.
CREATE TABLE price_moves (
  id bigserial PRIMARY KEY,
  token text NOT NULL REFERENCES coins (token),
  at timestamptz NOT NULL,
  factor double precision NOT NULL CHECK (factor > 0)
);
CREATE INDEX price_moves_token ON price_moves (token, at);

CREATE TABLE price_alerts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  token text NOT NULL REFERENCES coins (token),
  condition text NOT NULL CHECK (condition IN ('ABOVE', 'BELOW')),
  price numeric(38, 18) NOT NULL CHECK (price > 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'IRT')),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'TRIGGERED')),
  created_at timestamptz NOT NULL,
  triggered_at timestamptz,
  triggered_price numeric(38, 18)
);
CREATE INDEX price_alerts_active ON price_alerts (token) WHERE status = 'ACTIVE';
CREATE INDEX price_alerts_user ON price_alerts (user_id);

-- The notification outbox: what the app is to show the user.
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  alert_id bigint REFERENCES price_alerts (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX notifications_user ON notifications (user_id, id);
