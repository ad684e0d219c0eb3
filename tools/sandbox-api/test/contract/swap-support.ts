import { expect } from 'vitest';
import type { LimitFlag, OtcPriceRequest, WalletApi } from '@wallet/api';
import type { TestSandbox } from '../harness';

// What the swap contract tests share: traders of their own, balances, flags and the ledger audit.

/** A new user at a level, with balances credited through the ledger; numbers are unique per prefix. */
export function traders(t: TestSandbox, prefix: string) {
  let count = 0;
  return async (
    credit: { token: string; amount: string }[] = [{ token: 'IRT', amount: '10000000' }],
    level: 'LEVEL_0' | 'LEVEL_1_IR' | 'LEVEL_2_IR' = 'LEVEL_1_IR',
  ): Promise<{ api: WalletApi; token: string }> =>
    t.userWith(`${prefix}${String(++count).padStart(11 - prefix.length, '0')}`, { level, credit });
}

export async function balanceOf(api: WalletApi, token: string): Promise<string> {
  return (await api.assets()).tokens.find((entry) => entry.token === token)?.balance.amount.number ?? '0';
}

export async function setFlag(t: TestSandbox, flag: LimitFlag, enabled: boolean): Promise<void> {
  const answer = await t.raw(`/__sandbox/flags/${flag}`, {
    method: 'PUT',
    body: JSON.stringify({ enabled }),
  });
  expect(answer.status).toBe(200);
}

/** Runs `work` with the flag on, and turns it off again whatever happens. */
export async function withFlag(t: TestSandbox, flag: LimitFlag, work: () => Promise<void>): Promise<void> {
  await setFlag(t, flag, true);
  try {
    await work();
  } finally {
    await setFlag(t, flag, false);
  }
}

export async function setTradeFeature(t: TestSandbox, token: string, trade: boolean): Promise<void> {
  const answer = await t.raw(`/__sandbox/coins/${token}/features`, {
    method: 'PUT',
    body: JSON.stringify({ trade }),
  });
  expect(answer.status).toBe(200);
}

export async function expectCleanLedger(t: TestSandbox): Promise<void> {
  const audit = await t.raw('/__sandbox/ledger/audit');
  expect(audit.status).toBe(200);
  expect(audit.body.result).toMatchObject({
    accountsOutOfBalance: 0,
    unbalancedEntries: 0,
    negativeUserAccounts: 0,
  });
}

/** Toman to Tether from the source side, locked. */
export const LOCKED_IRT_TO_USDT: OtcPriceRequest = {
  sourceToken: 'IRT',
  destinationToken: 'USDT',
  sourceAmount: '1000000',
  createSwapToken: true,
};
