-- Who an invoice is paid to (SHOP-12): the wallet itself, certified, unless its maker names another seller.
ALTER TABLE invoices ADD COLUMN merchant_name text NOT NULL DEFAULT 'Wallet';
ALTER TABLE invoices ADD COLUMN merchant_certified boolean NOT NULL DEFAULT true;
