-- Spec 000 §3 KYC level 1: personal-information submissions and their review (spec 001 §9: one minute).
CREATE TABLE kyc_personal_information (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  national_id text NOT NULL,
  birth_date text NOT NULL,
  phone_number text NOT NULL,
  status text NOT NULL CHECK (status IN ('CHECKING', 'SUCCEED', 'FAILED')),
  failure_reason text,
  submitted_at timestamptz NOT NULL,
  review_due_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX kyc_personal_information_user ON kyc_personal_information (user_id, id);
CREATE INDEX kyc_personal_information_national_id ON kyc_personal_information (national_id);
CREATE INDEX kyc_personal_information_review ON kyc_personal_information (review_due_at) WHERE status = 'CHECKING';

-- The simulated national registry: pairs a sandbox control marked as not matching.
CREATE TABLE kyc_registry_mismatches (
  national_id text NOT NULL,
  phone_number text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (national_id, phone_number)
);
