-- The limit flags now pause or warn of money moving (api's LIMIT_FLAG_EFFECTS). A sandbox seeded before had
-- five of them on, when no code read them: turn those off, so nothing is paused until a control turns it on.
UPDATE feature_flags
SET enabled = false
WHERE name IN (
  'RIAL_DEPOSIT_LIMIT',
  'RIAL_WITHDRAW_LIMIT',
  'RIAL_WITHDRAW_WARN_LIMIT',
  'CRYPTO_WITHDRAW_LIMIT',
  'CRYPTO_WITHDRAW_WARN_LIMIT'
);
