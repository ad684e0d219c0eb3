CREATE TABLE coins (
  token text PRIMARY KEY,
  position integer NOT NULL,
  config jsonb NOT NULL,
  base_price_usd numeric(38, 18) NOT NULL,
  daily_volatility double precision NOT NULL
);

CREATE TABLE feature_flags (
  name text PRIMARY KEY,
  enabled boolean NOT NULL
);

CREATE TABLE banners (
  id bigserial PRIMARY KEY,
  position integer NOT NULL,
  src text NOT NULL,
  name text NOT NULL,
  link text,
  link_target text
);

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  display_name text NOT NULL DEFAULT 'anonymous',
  official_first_name text,
  official_last_name text,
  username text,
  language text NOT NULL DEFAULT 'fa' CHECK (language IN ('fa', 'en', 'fr', 'ru', 'zh')),
  currency text NOT NULL DEFAULT 'IRT' CHECK (currency IN ('IRT', 'USD')),
  level text NOT NULL DEFAULT 'LEVEL_0'
    CHECK (level IN ('LEVEL_0', 'LEVEL_1_GLOBAL', 'LEVEL_1_IR', 'LEVEL_2_IR', 'SIGNUP')),
  region text NOT NULL DEFAULT 'IR',
  profile_url text,
  referral_code text NOT NULL UNIQUE,
  referrer_id bigint REFERENCES users (id),
  referrer_source text,
  utm_campaign text,
  utm_recorded_at timestamptz,
  kyc_failure_reason text,
  kyc_failed_at timestamptz,
  telegram_id bigint UNIQUE,
  telegram_logged_out boolean NOT NULL DEFAULT false,
  signup_date timestamptz NOT NULL
);

CREATE TABLE user_phones (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  number text NOT NULL UNIQUE,
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX user_phones_one_primary ON user_phones (user_id) WHERE is_primary;

CREATE TABLE user_emails (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  address text NOT NULL UNIQUE,
  is_primary boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX user_emails_one_primary ON user_emails (user_id) WHERE is_primary;

CREATE TABLE otp_codes (
  id bigserial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('LOGIN', 'NEW_PHONE', 'EMAIL')),
  destination text NOT NULL,
  user_id bigint REFERENCES users (id),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX otp_codes_by_destination ON otp_codes (purpose, destination, created_at DESC);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient text NOT NULL,
  text text NOT NULL,
  code text,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_by_recipient ON outbox (recipient, id DESC);

CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  token_hash text NOT NULL UNIQUE,
  login_method text NOT NULL CHECK (login_method IN ('PHONE_OTP', 'TELEGRAM')),
  device_information jsonb NOT NULL,
  platform text,
  os text,
  ip text,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_by_user ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE login_history (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  session_id bigint NOT NULL REFERENCES sessions (id),
  method text NOT NULL,
  platform text,
  os text,
  ip text,
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX login_history_by_user ON login_history (user_id, id DESC);

CREATE TABLE action_links (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  action text NOT NULL CHECK (action IN ('EMAIL_VERIFIED')),
  payload jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE watch_list (
  user_id bigint NOT NULL REFERENCES users (id),
  token text NOT NULL REFERENCES coins (token),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, token)
);

CREATE TABLE push_subscriptions (
  session_id bigint PRIMARY KEY REFERENCES sessions (id),
  user_id bigint NOT NULL REFERENCES users (id),
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE fcm_tokens (
  session_id bigint PRIMARY KEY REFERENCES sessions (id),
  user_id bigint NOT NULL REFERENCES users (id),
  token text NOT NULL,
  version text NOT NULL CHECK (version IN ('V1', 'V2')),
  updated_at timestamptz NOT NULL
);

CREATE TABLE ga_client_ids (
  session_id bigint PRIMARY KEY REFERENCES sessions (id),
  user_id bigint NOT NULL REFERENCES users (id),
  client_id text NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE attributions (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  attribution jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE leads (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  campaign text NOT NULL,
  type text NOT NULL,
  data text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE utm_campaigns (
  code text PRIMARY KEY,
  source text NOT NULL,
  medium text NOT NULL,
  campaign text NOT NULL,
  is_active boolean NOT NULL
);

CREATE TABLE feedback (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  score integer NOT NULL CHECK (score BETWEEN 1 AND 5),
  caption text NOT NULL,
  medias jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE delivery_addresses (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  title text NOT NULL,
  province text NOT NULL,
  city text NOT NULL,
  address text NOT NULL,
  recipient text NOT NULL,
  recipient_mobile text NOT NULL,
  postal_code text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE fee_free_campaigns (
  id bigserial PRIMARY KEY,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  volume_per_user_usd numeric(38, 18) NOT NULL
);

CREATE TABLE server_settings (
  name text PRIMARY KEY,
  value text NOT NULL
);
