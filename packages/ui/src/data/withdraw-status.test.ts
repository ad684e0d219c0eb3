import { describe, expect, it } from 'vitest';
import type { WithdrawStatus } from '@wallet/api';
import { createServerClock } from './server-clock';
import { recheckDelay, recheckOn } from './withdraw-status';

const HOUR = 3_600_000;
const status = (until: string | null): WithdrawStatus => ({
  level: 'LEVEL_1_IR',
  limits: null,
  blocks: until ? [{ reason: 'FIAT_DEPOSIT', until }] : [],
  isTwoFactorRequired: false,
  lockAfterDepositUntil: '2026-11-29T08:00:00.000Z',
});

describe('when the withdraw status is read again', () => {
  it('a second after the first block ends, never more than 10 minutes later, never without a block', () => {
    const now = Date.parse('2026-11-26T08:00:00.000Z');
    expect(recheckDelay(status(null), now)).toBe(false);
    expect(recheckDelay(status('2026-11-26T08:01:00.000Z'), now)).toBe(61_000);
    expect(recheckDelay(status('2026-11-26T07:00:00.000Z'), now)).toBe(1_000);
    expect(recheckDelay(status('2026-11-29T08:00:00.000Z'), now)).toBe(600_000);
  });

  it('by the server’s clock: a device set an hour ahead waits for the block’s end, not a second', () => {
    const device = Date.parse('2026-11-26T09:00:00.000Z');
    const clock = createServerClock(() => device);
    // The server's answers say it is an hour earlier than the device thinks.
    clock.record(new Date(device - HOUR).toUTCString(), device);
    const until = new Date(device - HOUR + 60_000).toISOString();
    expect(recheckOn(clock)({ state: { data: status(until) } })).toBe(60_500);
  });
});
