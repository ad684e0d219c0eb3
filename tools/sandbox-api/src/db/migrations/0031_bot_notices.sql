-- The bot's messages to users (issue 12: push does not reach most users in Iran): an outbox the money events
-- write in their own transaction, and the bot reads, sends and marks (GET /internal/bot/notices).
CREATE TABLE bot_notices (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('DEPOSIT_CREDITED', 'WITHDRAWAL_CONFIRMED', 'PRICE_ALERT', 'CHEQUE_CLAIMED', 'GIVEAWAY_WON')),
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  sent_at timestamptz,
  failed_at timestamptz
);
CREATE INDEX bot_notices_waiting ON bot_notices (id) WHERE sent_at IS NULL AND failed_at IS NULL;
