-- The bot's messages as each user wants them (issue 12): the kinds they turned off, and whether they let the bot
-- write to them. No row means every kind on and write access not asked yet (UNKNOWN).
CREATE TABLE notification_settings (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  kinds_off text[] NOT NULL DEFAULT '{}'
    CHECK (kinds_off <@ ARRAY['DEPOSIT_CREDITED', 'WITHDRAWAL_CONFIRMED', 'PRICE_ALERT', 'CHEQUE_CLAIMED', 'GIVEAWAY_WON']::text[]),
  write_access text NOT NULL DEFAULT 'UNKNOWN' CHECK (write_access IN ('UNKNOWN', 'GRANTED', 'DENIED')),
  updated_at timestamptz NOT NULL
);
