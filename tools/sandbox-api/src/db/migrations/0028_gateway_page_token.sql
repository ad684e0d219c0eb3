-- The gateway page's address takes an unguessable token, not the payment's sequential id. Payments made before
-- get a random one (gen_random_uuid is built in), so their old addresses stop working too.
ALTER TABLE gateway_payments ADD COLUMN page_token text;
UPDATE gateway_payments SET page_token = replace(gen_random_uuid()::text, '-', '') WHERE page_token IS NULL;
ALTER TABLE gateway_payments ALTER COLUMN page_token SET NOT NULL;
CREATE UNIQUE INDEX gateway_payments_page_token ON gateway_payments (page_token);
