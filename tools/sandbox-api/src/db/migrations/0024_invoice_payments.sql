-- Paying invoices by a Rial deposit (spec 000 §3 payment methods): a card-to-card, gateway or direct-debit
-- deposit may be made for an invoice; once credited it pays that invoice in the same transaction. A PENDING
-- invoice past its time is cancelled, and what was paid of it from the balance comes back.
ALTER TABLE card_to_card_payments ADD COLUMN invoice_id bigint REFERENCES invoices (id);
ALTER TABLE gateway_payments ADD COLUMN invoice_id bigint REFERENCES invoices (id);
ALTER TABLE direct_debit_deposits ADD COLUMN invoice_id bigint REFERENCES invoices (id);
CREATE INDEX card_to_card_payments_invoice ON card_to_card_payments (invoice_id) WHERE invoice_id IS NOT NULL;
CREATE INDEX gateway_payments_invoice ON gateway_payments (invoice_id) WHERE invoice_id IS NOT NULL;
ALTER TABLE invoices ADD COLUMN canceled_at timestamptz;
