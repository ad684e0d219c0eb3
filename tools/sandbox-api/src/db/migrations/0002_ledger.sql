-- Double-entry ledger. Postings are immutable; an account's balance is derived from its postings by a
-- trigger, and the database itself refuses a negative balance on any account that does not allow one.

CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  system_name text,
  token text NOT NULL REFERENCES coins (token),
  balance numeric(38, 18) NOT NULL DEFAULT 0,
  allow_negative boolean NOT NULL DEFAULT false,
  CONSTRAINT ledger_accounts_one_owner CHECK ((user_id IS NULL) <> (system_name IS NULL)),
  CONSTRAINT ledger_accounts_users_never_negative CHECK (user_id IS NULL OR NOT allow_negative),
  CONSTRAINT ledger_accounts_balance_non_negative CHECK (allow_negative OR balance >= 0),
  CONSTRAINT ledger_accounts_user_token UNIQUE (user_id, token),
  CONSTRAINT ledger_accounts_system_token UNIQUE (system_name, token)
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  description text NOT NULL,
  user_id bigint REFERENCES users (id),
  created_at timestamptz NOT NULL
);

CREATE TABLE ledger_postings (
  id bigserial PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount numeric(38, 18) NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX ledger_postings_by_account ON ledger_postings (account_id, id);
CREATE INDEX ledger_postings_by_entry ON ledger_postings (entry_id);

CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_postings_apply AFTER INSERT ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();

CREATE FUNCTION ledger_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger postings and entries are immutable' USING ERRCODE = 'restrict_violation';
END $$;
CREATE TRIGGER ledger_postings_immutable BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_change();
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_change();

-- A balance moves only through a posting: a direct UPDATE of the column is refused.
CREATE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'a balance changes only through ledger postings' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_guard_balance BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_balance();

-- Every entry sums to zero per token when its transaction commits.
CREATE FUNCTION ledger_check_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
BEGIN
  SELECT a.token INTO unbalanced
  FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
  WHERE p.entry_id = NEW.entry_id
  GROUP BY a.token
  HAVING sum(p.amount) <> 0
  LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % does not balance in %', NEW.entry_id, unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_entry_balanced();

CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL REFERENCES users (id),
  key text NOT NULL,
  call text NOT NULL,
  request_hash text NOT NULL,
  response_status integer NOT NULL,
  response_body jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE gift_cards (
  code text PRIMARY KEY,
  token text NOT NULL REFERENCES coins (token),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  claimed_by bigint REFERENCES users (id),
  claimed_at timestamptz,
  entry_id bigint REFERENCES ledger_entries (id)
);

CREATE TABLE referral_rewards (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  referee_id bigint REFERENCES users (id),
  token text NOT NULL REFERENCES coins (token),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL,
  claimed_entry_id bigint REFERENCES ledger_entries (id)
);
CREATE INDEX referral_rewards_unclaimed ON referral_rewards (user_id) WHERE claimed_entry_id IS NULL;
