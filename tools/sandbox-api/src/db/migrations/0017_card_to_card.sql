-- Card-to-card, Blu to Saman and Saman to Saman deposits (spec 000 §2 /rial-deposit/card, §4). Each method sends
-- to one destination card (a terminal the simulated bank can turn off); each payment is the user's promise of a
-- transfer from a registered card, confirmed or not by the bank's side.
CREATE TABLE card_to_card_terminals (
  method text PRIMARY KEY CHECK (method IN ('CARD_TO_CARD', 'BLU_SAMAN', 'SAMAN_SAMAN')),
  card_number text NOT NULL CHECK (card_number ~ '^[0-9]{16}$'),
  owner_name text NOT NULL,
  is_active boolean NOT NULL
);
INSERT INTO card_to_card_terminals (method, card_number, owner_name, is_active) VALUES
  ('CARD_TO_CARD', '5022291000001014', 'شرکت کیف پول نمونه', true),
  ('BLU_SAMAN', '6219861000002013', 'شرکت کیف پول نمونه', true),
  ('SAMAN_SAMAN', '6219861000003011', 'شرکت کیف پول نمونه', true);

CREATE TABLE card_to_card_payments (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  method text NOT NULL REFERENCES card_to_card_terminals (method),
  status text NOT NULL CHECK (
    status IN ('CREATED', 'WAITING_FOR_CONFIRMATION', 'PAID', 'NOT_PAID', 'EXPIRED', 'TERMINAL_INACTIVE', 'CANCELED')
  ),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  source_card_id bigint NOT NULL,
  source_card_number text NOT NULL,
  destination_card_number text NOT NULL,
  destination_owner_name text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  transaction_id bigint REFERENCES transactions (id)
);
CREATE INDEX card_to_card_payments_open ON card_to_card_payments (status, expires_at);
CREATE INDEX card_to_card_payments_user ON card_to_card_payments (user_id, id);
