-- ALL_SWAP_WARN_LIMIT now shows a warning on every swap and express page (api's LIMIT_FLAG_EFFECTS). A sandbox
-- seeded before had it on, when no code read it: turn it off, as every limit flag starts.
UPDATE feature_flags SET enabled = false WHERE name = 'ALL_SWAP_WARN_LIMIT';
