-- Spec 001 §7 feedback: media are screenshots stored with the feedback (at most three, checked by content),
-- no longer links.
ALTER TABLE feedback DROP COLUMN medias;

CREATE TABLE feedback_media (
  id bigserial PRIMARY KEY,
  feedback_id bigint NOT NULL REFERENCES feedback (id),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  data text NOT NULL,
  byte_length integer NOT NULL
);
CREATE INDEX feedback_media_feedback ON feedback_media (feedback_id);
