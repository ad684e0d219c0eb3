-- Level 2 identity verification: a round of documents and its review (three minutes on the sandbox clock).
CREATE TABLE kyc_document_reviews (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  status text NOT NULL CHECK (status IN ('PENDING', 'CHECKING', 'SUCCEED', 'FAILED')),
  reason text,
  created_at timestamptz NOT NULL,
  submitted_at timestamptz,
  decided_at timestamptz
);
-- One open round per user; a failed one leaves room for the next.
CREATE UNIQUE INDEX kyc_document_reviews_open ON kyc_document_reviews (user_id)
  WHERE status IN ('PENDING', 'CHECKING', 'SUCCEED');
CREATE INDEX kyc_document_reviews_checking ON kyc_document_reviews (id) WHERE status = 'CHECKING';

-- The documents of a round; the bytes are in files under the data directory.
CREATE TABLE kyc_documents (
  id bigserial PRIMARY KEY,
  review_id bigint NOT NULL REFERENCES kyc_document_reviews (id),
  user_id bigint NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('SELFIE_VIDEO', 'NATIONAL_ID_FRONT', 'NATIONAL_ID_BACK')),
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL,
  file_name text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (review_id, type)
);
