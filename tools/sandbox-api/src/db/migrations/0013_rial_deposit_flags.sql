-- The Rial deposit methods without a flag in the spec's list (PAYA/SATNA, Blu to Saman, Saman to Saman) get
-- one each. A sandbox seeded before has every other flag: add these, on. A fresh one is seeded after the
-- migrations and inserts every flag itself.
INSERT INTO feature_flags (name, enabled)
SELECT name, true
FROM unnest(ARRAY['PAYA_SATNA', 'BLU_SAMAN', 'SAMAN_SAMAN']) AS name
WHERE EXISTS (SELECT 1 FROM feature_flags)
ON CONFLICT (name) DO NOTHING;
