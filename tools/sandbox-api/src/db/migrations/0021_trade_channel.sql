-- Trades with the wallet's market maker (swaps, express buy, sell and withdraw) are shown as TRADE transactions:
-- one leg out of the user's balance and one leg in, with the same ref_id.
ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_channel_check;
ALTER TABLE transactions
  ADD CONSTRAINT transactions_channel_check CHECK (channel IN ('NETWORK', 'INTERNAL', 'CREDIT', 'BANK', 'TRADE'));
