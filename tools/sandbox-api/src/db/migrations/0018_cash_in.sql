-- Identified (cash-in code) deposits (spec 000 §5, 001 §7, §9). Each user has one code, for good; every bank
-- transfer that comes in with a code is kept with what became of it: waiting for its PAYA cycle, credited once
-- (with its DEPOSIT transaction), or returned to the paying account. A transfer is kept once per bank
-- reference, so a replayed bank message is the same transfer.
CREATE TABLE cash_in_codes (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  code text NOT NULL UNIQUE CHECK (code ~ '^[0-9]{10}$'),
  created_at timestamptz NOT NULL
);

CREATE TABLE identified_deposits (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  code text NOT NULL,
  -- null when no user has the code (the transfer is returned)
  user_id bigint REFERENCES users (id),
  source text NOT NULL CHECK (source IN ('PAYA', 'SATNA', 'POL')),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  from_iban text NOT NULL,
  status text NOT NULL CHECK (status IN ('WAITING_FOR_CYCLE', 'CREDITED', 'RETURNED')),
  return_reason text CHECK (return_reason IN ('NOT_OWN_ACCOUNT', 'UNKNOWN_CODE', 'BELOW_MINIMUM')),
  received_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  credited_at timestamptz,
  transaction_id bigint REFERENCES transactions (id)
);
CREATE INDEX identified_deposits_user ON identified_deposits (user_id, id);
CREATE INDEX identified_deposits_waiting ON identified_deposits (due_at) WHERE status = 'WAITING_FOR_CYCLE';
