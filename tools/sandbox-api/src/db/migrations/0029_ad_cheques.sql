-- Ad cheques (spec 000 §3; 001 §7): a pot of one token, held in the cheque's own escrow account of the ledger
-- (system account house:ad-cheque-escrow:<id>, never below zero), that pays each claim once per user and per
-- device. Captchas are drawn for one user, cheque, referrer and device, and open one claim.
CREATE TABLE ad_cheques (
  id bigserial PRIMARY KEY,
  creator_id bigint NOT NULL REFERENCES users (id),
  token text NOT NULL,
  total_prize numeric(38, 18) NOT NULL CHECK (total_prize > 0),
  activation_prize numeric(38, 18) NOT NULL CHECK (activation_prize > 0),
  first_layer_prize numeric(38, 18) NOT NULL CHECK (first_layer_prize >= 0),
  second_layer_prize numeric(38, 18) NOT NULL CHECK (second_layer_prize >= 0),
  message text,
  design text NOT NULL CHECK (design IN ('DEFAULT', 'NOWRUZ', 'YALDA')),
  status text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'FINISHED', 'DELETED', 'EXPIRED')),
  returned numeric(38, 18) NOT NULL DEFAULT 0 CHECK (returned >= 0),
  created_at timestamptz NOT NULL,
  activated_at timestamptz,
  expires_at timestamptz,
  closed_at timestamptz,
  CONSTRAINT ad_cheques_prizes_fit CHECK (total_prize >= activation_prize + first_layer_prize + second_layer_prize)
);
CREATE INDEX ad_cheques_creator ON ad_cheques (creator_id, created_at);
CREATE INDEX ad_cheques_open ON ad_cheques (status, expires_at);

CREATE TABLE ad_cheque_claims (
  id bigserial PRIMARY KEY,
  cheque_id bigint NOT NULL REFERENCES ad_cheques (id),
  user_id bigint NOT NULL REFERENCES users (id),
  device_id text NOT NULL,
  referrer_id bigint REFERENCES users (id),
  second_referrer_id bigint REFERENCES users (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  first_layer_paid numeric(38, 18) NOT NULL CHECK (first_layer_paid >= 0),
  second_layer_paid numeric(38, 18) NOT NULL CHECK (second_layer_paid >= 0),
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL,
  -- One claim per user and per device: parallel claims meet here if they pass the locks.
  CONSTRAINT ad_cheque_claims_one_per_user UNIQUE (cheque_id, user_id),
  CONSTRAINT ad_cheque_claims_one_per_device UNIQUE (cheque_id, device_id)
);

CREATE TABLE ad_cheque_captchas (
  id text PRIMARY KEY,
  cheque_id bigint NOT NULL REFERENCES ad_cheques (id),
  user_id bigint NOT NULL REFERENCES users (id),
  referrer_id bigint,
  device_id text NOT NULL,
  answer text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX ad_cheque_captchas_user ON ad_cheque_captchas (user_id, created_at);
