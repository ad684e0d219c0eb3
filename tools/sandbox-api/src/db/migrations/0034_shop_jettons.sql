-- The shop (spec 000 §3, §5; SHOP-01..03, SHOP-12, SHOP-13): Telegram Premium and Stars bought as jettons, each
-- with its JETTON invoice; a simulated Fragment that knows Telegram accounts by username; products turned off for
-- one user or for everyone; the merchant a product's invoices are paid to.

-- Fragment's directory of Telegram accounts (beside every sandbox user with a Telegram username). username_key is
-- the username in lower case: Telegram usernames are case-insensitive.
CREATE TABLE fragment_accounts (
  username_key text PRIMARY KEY,
  username text NOT NULL,
  name text NOT NULL,
  -- false: Fragment refuses an order for them (RECIPIENT_CANNOT_RECEIVE), and the payer is refunded.
  can_receive boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO fragment_accounts (username_key, username, name) VALUES
  ('durov', 'durov', 'Pavel Durov'),
  ('sara_ahmadi', 'sara_ahmadi', 'سارا احمدی'),
  ('reza_karimi', 'reza_karimi', 'رضا کریمی'),
  ('maryam_star', 'maryam_star', 'Maryam Star'),
  ('walletdemo', 'WalletDemo', 'Wallet Demo');

-- A product (TG-PREMIUM-12M) or a whole group (TELEGRAM_STARS) turned off: for one user (user_id), or for
-- everyone (user_id NULL).
CREATE TABLE shop_product_blocks (
  id bigserial PRIMARY KEY,
  product text NOT NULL,
  user_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX shop_product_blocks_one ON shop_product_blocks (product, COALESCE(user_id, 0));

-- Who a product's invoices are paid to when it is not the wallet itself (SHOP-12).
CREATE TABLE shop_merchants (
  product text PRIMARY KEY,
  name text NOT NULL,
  is_certified boolean NOT NULL
);

CREATE TABLE jettons (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id text NOT NULL,
  product_group text NOT NULL CHECK (product_group IN ('TELEGRAM_PREMIUM', 'TELEGRAM_STARS')),
  quantity integer NOT NULL CHECK (quantity > 0),
  -- CANCELED and REFUNDED are read from the invoice (canceled unpaid, refunded past the escrow's deadline).
  status text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'DELIVERING', 'DELIVERED', 'FAILED', 'REFUNDED')),
  invoice_id bigint NOT NULL REFERENCES invoices (id),
  price numeric(38, 18) NOT NULL CHECK (price > 0),
  -- Given when bought or when redeemed; the order goes to Fragment once the invoice is PAID.
  recipient_username text,
  recipient_name text,
  fragment_order_id text,
  failure_reason text CHECK (failure_reason IN ('RECIPIENT_NOT_FOUND', 'RECIPIENT_CANNOT_RECEIVE', 'FRAGMENT_ERROR')),
  created_at timestamptz NOT NULL,
  paid_at timestamptz,
  redeemed_at timestamptz,
  -- When Fragment's order completes on the sandbox clock.
  order_due_at timestamptz,
  delivered_at timestamptz,
  refunded_at timestamptz,
  CHECK ((status = 'DELIVERING') = (order_due_at IS NOT NULL AND delivered_at IS NULL AND refunded_at IS NULL))
);
CREATE UNIQUE INDEX jettons_invoice ON jettons (invoice_id);
CREATE INDEX jettons_user ON jettons (user_id, created_at);
CREATE INDEX jettons_delivering ON jettons (order_due_at) WHERE status = 'DELIVERING';
