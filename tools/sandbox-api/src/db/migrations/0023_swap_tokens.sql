-- Locked OTC quotes (spec 001 §7 POST /v1/market/otc/price with createSwapToken): the price a user saw, held
-- for a short time under a random swap token (only its hash is kept), executed at most once by the order call.
CREATE TABLE swap_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('SWAP', 'EXPRESS_SELL')),
  source_token text NOT NULL,
  destination_token text NOT NULL,
  source_amount numeric(38, 18) NOT NULL CHECK (source_amount > 0),
  destination_amount numeric(38, 18) NOT NULL CHECK (destination_amount > 0),
  market_price numeric(38, 18) NOT NULL,
  rate numeric(38, 18) NOT NULL,
  spread numeric(38, 18) NOT NULL,
  fee numeric(38, 18) NOT NULL,
  source_decimals integer NOT NULL,
  destination_decimals integer NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  order_id text,
  CONSTRAINT swap_tokens_used_once CHECK ((used_at IS NULL) = (order_id IS NULL))
);
CREATE INDEX swap_tokens_user ON swap_tokens (user_id, created_at);
