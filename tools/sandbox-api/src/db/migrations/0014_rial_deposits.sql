-- Each Rial deposit names the method it came by (spec 000 §3 Rial deposit methods), so what a method took today
-- can be counted (the gateway's daily cap), and the transaction it is shown as. Deposits made before, by the
-- sandbox's own control, have none.
ALTER TABLE fiat_deposits ADD COLUMN method text;
ALTER TABLE fiat_deposits ADD COLUMN transaction_id bigint REFERENCES transactions (id);
CREATE INDEX fiat_deposits_method ON fiat_deposits (method, created_at);
