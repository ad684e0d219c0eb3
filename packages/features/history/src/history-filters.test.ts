import { describe, expect, it } from 'vitest';
import { TRANSACTION_CHANNELS, TRANSACTION_TYPES, type Transaction } from '@wallet/api';
import { TRANSACTION_FILTER_KINDS } from '@wallet/ui';
import { KIND_RULES, listedBy } from './history-filters';

// Every spec transaction type on every channel, one transaction each.
const EVERY = TRANSACTION_TYPES.flatMap((type) =>
  TRANSACTION_CHANNELS.map((channel) => ({ type, channel }) as Transaction),
);
const names = (kind: (typeof TRANSACTION_FILTER_KINDS)[number] | null) =>
  EVERY.filter((transaction) => listedBy(kind, transaction)).map(({ type, channel }) => `${type} ${channel}`);

describe('history type filters', () => {
  it.each([
    [null, EVERY.map(({ type, channel }) => `${type} ${channel}`)],
    ['DEPOSIT', ['DEPOSIT NETWORK', 'DEPOSIT INTERNAL', 'DEPOSIT CREDIT', 'DEPOSIT BANK']],
    ['WITHDRAW', ['WITHDRAW NETWORK', 'WITHDRAW INTERNAL', 'WITHDRAW CREDIT', 'WITHDRAW BANK']],
    ['TRADE', ['DEPOSIT TRADE', 'WITHDRAW TRADE']],
  ] as const)('the %s filter lists only its kind', (kind, listed) => {
    expect(names(kind)).toEqual(listed);
  });

  it('each kind asks the API for only the types it can list', () => {
    for (const kind of TRANSACTION_FILTER_KINDS) {
      const asked = KIND_RULES[kind].types;
      const listedTypes = new Set(EVERY.filter((t) => listedBy(kind, t)).map((t) => t.type));
      if (asked.length) expect(new Set(asked)).toEqual(listedTypes);
      else expect(listedTypes.size).toBeGreaterThan(0);
    }
  });
});
