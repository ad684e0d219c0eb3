-- Gift card orders (spec 000 §3, §4; 001 §10; SHOP-04..06): a card of an amount of one currency, digital or
-- physical, paid through its GIFT_CARD invoice. Once paid, one ledger entry moves the invoice's Toman to the shop's
-- sales and the card's value from the market maker into liability:gift-cards; the activation code is a row of
-- gift_cards, claimed once. A physical card's steps follow the sandbox clock; a returned one is REFUNDED in one
-- entry and its code is void.
CREATE TABLE gift_card_orders (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('PHYSICAL', 'DIGITAL')),
  design text NOT NULL CHECK (design IN ('classic', 'nowruz', 'spring', 'birthday', 'valentine')),
  currency text NOT NULL CHECK (currency IN ('bitcoin', 'tether', 'toman', 'ethereum', 'xaut')),
  token text NOT NULL REFERENCES coins (token),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  card_price numeric(38, 18) NOT NULL CHECK (card_price > 0),
  shipping_cost numeric(38, 18) NOT NULL CHECK (shipping_cost >= 0),
  issue_fee numeric(38, 18) NOT NULL CHECK (issue_fee >= 0),
  total numeric(38, 18) NOT NULL CHECK (total = card_price + shipping_cost + issue_fee),
  message text NOT NULL,
  recipient_name text NOT NULL,
  -- The delivery address as it was when ordered (a physical card only).
  phone text,
  province text,
  city text,
  address text,
  postal_code text,
  tracking_number text,
  activation_code text UNIQUE REFERENCES gift_cards (code),
  support_code text NOT NULL UNIQUE,
  status text NOT NULL
    CHECK (status IN ('PENDING', 'CANCELLED', 'PROCESSING', 'ISSUED', 'SHIPPED', 'DELIVERED', 'REFUNDED')),
  invoice_id bigint NOT NULL UNIQUE REFERENCES invoices (id),
  sale_entry_id bigint REFERENCES ledger_entries (id),
  refund_entry_id bigint REFERENCES ledger_entries (id),
  ships_by timestamptz,
  paid_at timestamptz,
  issued_at timestamptz,
  shipped_at timestamptz,
  delivered_at timestamptz,
  refunded_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL,
  CONSTRAINT gift_card_orders_address CHECK ((type = 'PHYSICAL') = (address IS NOT NULL)),
  CONSTRAINT gift_card_orders_no_shipping_digital CHECK (type = 'PHYSICAL' OR shipping_cost = 0)
);
CREATE INDEX gift_card_orders_user ON gift_card_orders (user_id, created_at);
CREATE INDEX gift_card_orders_open ON gift_card_orders (status)
  WHERE status IN ('PENDING', 'PROCESSING', 'ISSUED', 'SHIPPED');

-- A refunded card's code is void: it can no longer be claimed.
ALTER TABLE gift_cards ADD COLUMN voided_at timestamptz;
