-- One code service: login codes and two-factor codes (SMS, e-mail) share one table. A two-factor code names
-- the user and the authenticationId (subject) it opens.
ALTER TABLE otp_codes DROP CONSTRAINT otp_codes_purpose_check;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_purpose_check
  CHECK (purpose IN ('LOGIN', 'NEW_PHONE', 'EMAIL', 'TWO_FACTOR'));
ALTER TABLE otp_codes ADD COLUMN subject text;
CREATE INDEX otp_codes_by_subject ON otp_codes (user_id, purpose, subject, id DESC) WHERE subject IS NOT NULL;
DROP TABLE two_factor_codes;

-- Tries a user made of a limited call (wrong two-factor codes, gift card guesses, recipient lookups), counted
-- before the call runs. `counted` is cleared for a try that turned out not to count (a right code).
CREATE TABLE attempts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  scope text NOT NULL,
  counted boolean NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX attempts_window ON attempts (user_id, scope, created_at) WHERE counted;

-- An authenticator code opens one call: the 30 s step of the last code used; that step and earlier ones are refused.
ALTER TABLE two_factor_methods ADD COLUMN last_used_step bigint;

-- Spends wait 24 h after a two-factor method is turned on, and also after one is turned off.
ALTER TABLE users ADD COLUMN two_factor_changed_at timestamptz;
UPDATE users SET two_factor_changed_at =
  (SELECT max(enabled_at) FROM two_factor_methods m WHERE m.user_id = users.id);
