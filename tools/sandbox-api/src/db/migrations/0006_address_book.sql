-- Spec 000 §3 address book: a user's saved withdraw addresses, per network.
CREATE TABLE address_book (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  name text NOT NULL,
  network text NOT NULL,
  address text NOT NULL,
  memo text,
  comment text,
  created_at timestamptz NOT NULL
);
CREATE INDEX address_book_user ON address_book (user_id, id);
-- One entry per address and memo on a network, for each user.
CREATE UNIQUE INDEX address_book_unique ON address_book (user_id, network, address, COALESCE(memo, ''));
