-- The other user of an internal transfer, so recent recipients can be listed.
ALTER TABLE transactions ADD COLUMN counterparty_user_id bigint REFERENCES users (id);
CREATE INDEX transactions_recent_recipients ON transactions (user_id, counterparty_user_id, id)
  WHERE counterparty_user_id IS NOT NULL;
