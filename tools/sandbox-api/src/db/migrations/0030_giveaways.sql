-- Giveaways (spec 000 §3; 001 §7; SHOP-09): prizes of one token held in the giveaway's own escrow account of the
-- ledger (system account house:giveaway-escrow:<id>, never below zero) from the moment its GIVEAWAY invoice is
-- paid until the draw at ends_at pays the winners and returns the rest to the creator in one entry. The banner's
-- bytes live here (base64), served by GET /v1/giveaway/{id}/banner without a session.
CREATE TABLE giveaways (
  id bigserial PRIMARY KEY,
  creator_id bigint NOT NULL REFERENCES users (id),
  title text NOT NULL,
  banner_base64 text NOT NULL,
  banner_type text NOT NULL CHECK (banner_type IN ('image/jpeg', 'image/png', 'image/webp')),
  token text NOT NULL,
  -- The tiers in order, each {count, amount}: the first ranks of the draw win the first tier.
  prizes jsonb NOT NULL,
  total_prize numeric(38, 18) NOT NULL CHECK (total_prize > 0),
  limitations jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'DRAWN', 'CANCELED')),
  -- The secret seed, chosen when paid; its SHA-256 is shown from then on, the seed itself once DRAWN.
  seed text,
  seed_hash text,
  returned numeric(38, 18) NOT NULL DEFAULT 0 CHECK (returned >= 0),
  draw_entry_id bigint REFERENCES ledger_entries (id),
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  activated_at timestamptz,
  drawn_at timestamptz,
  canceled_at timestamptz
);
CREATE INDEX giveaways_creator ON giveaways (creator_id, created_at);
CREATE INDEX giveaways_due ON giveaways (status, ends_at);

CREATE TABLE giveaway_participants (
  id bigserial PRIMARY KEY,
  giveaway_id bigint NOT NULL REFERENCES giveaways (id),
  user_id bigint NOT NULL REFERENCES users (id),
  participant_code text NOT NULL,
  created_at timestamptz NOT NULL,
  -- One participation per user: parallel joins meet here and answer the same row.
  CONSTRAINT giveaway_participants_one_per_user UNIQUE (giveaway_id, user_id),
  CONSTRAINT giveaway_participants_code UNIQUE (giveaway_id, participant_code)
);
CREATE INDEX giveaway_participants_user ON giveaway_participants (user_id, created_at);

CREATE TABLE giveaway_winners (
  id bigserial PRIMARY KEY,
  giveaway_id bigint NOT NULL REFERENCES giveaways (id),
  user_id bigint NOT NULL REFERENCES users (id),
  participant_code text NOT NULL,
  rank integer NOT NULL CHECK (rank >= 1),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  CONSTRAINT giveaway_winners_one_rank UNIQUE (giveaway_id, rank),
  CONSTRAINT giveaway_winners_one_per_user UNIQUE (giveaway_id, user_id)
);
