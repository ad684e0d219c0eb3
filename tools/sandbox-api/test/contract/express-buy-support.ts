import { expect } from 'vitest';
import type { ExpressBuyReceiptRequest, LimitFlag, WalletApi } from '@wallet/api';
import type { TestSandbox } from '../harness';

// What the express buy contract tests share: buyers of their own, balances, controls and the ledger audit.

/** A new user at a level with Toman credited through the ledger; numbers are unique per prefix. */
export function buyers(t: TestSandbox, prefix: string) {
  let count = 0;
  return async (
    toman = '1000000',
    level: 'LEVEL_0' | 'LEVEL_1_IR' | 'LEVEL_2_IR' = 'LEVEL_1_IR',
  ): Promise<{ api: WalletApi; token: string }> =>
    t.userWith(`${prefix}${String(++count).padStart(11 - prefix.length, '0')}`, {
      level,
      credit: toman === '0' ? [] : [{ token: 'IRT', amount: toman }],
    });
}

export const balanceOf = async (api: WalletApi, token: string): Promise<string> =>
  (await api.assets()).tokens.find((entry) => entry.token === token)?.balance.amount.number ?? '0';

/** 100,000 Toman of Tether, paid from the balance. */
export const BUY_USDT: ExpressBuyReceiptRequest = {
  amount: '100000',
  buyingToken: 'USDT',
  useAccountBalance: true,
};

/** A sandbox control, as the user with `token` when given; the test fails unless it answers 200. */
export async function control(t: TestSandbox, path: string, method: string, body?: unknown, token?: string) {
  const answer = await t.raw(`/__sandbox/${path}`, {
    method,
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, `${method} ${path}`).toBe(200);
  return answer.body.result as unknown;
}

/** Runs `work` with the flag on, and turns it off again whatever happens. */
export async function withFlag(t: TestSandbox, flag: LimitFlag, work: () => Promise<void>): Promise<void> {
  await control(t, `flags/${flag}`, 'PUT', { enabled: true });
  try {
    await work();
  } finally {
    await control(t, `flags/${flag}`, 'PUT', { enabled: false });
  }
}

/** Every entry balanced, every account's balance its postings, no user account below zero. */
export async function expectCleanLedger(t: TestSandbox): Promise<void> {
  expect(await control(t, 'ledger/audit', 'GET')).toMatchObject({
    accountsOutOfBalance: 0,
    unbalancedEntries: 0,
    negativeUserAccounts: 0,
  });
}
