-- Spec 000 §3 bank cards and IBANs: stored per user, each number once per user, the owner's name as the bank
-- gave it when the user added it.
CREATE TABLE bank_cards (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  number text NOT NULL CHECK (number ~ '^[0-9]{16}$'),
  owner_name text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX bank_cards_unique ON bank_cards (user_id, number);

CREATE TABLE bank_ibans (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  number text NOT NULL CHECK (number ~ '^IR[0-9]{24}$'),
  owner_name text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX bank_ibans_unique ON bank_ibans (user_id, number);
