import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { UserLevel, WalletApi, WithdrawReceiptRequest } from '@wallet/api';
import { invoices } from '../src/db/schema';
import { moneyKey, type TestSandbox } from './harness';

// What the express withdraw contract tests share: a user of their own, the request, balances, the invoice.

export const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
export const TON_ADDRESS = 'UQAtl_RPTNAsaqDQdtvZA4nNvJ_j8vhyrj_aexf_jiYM9P3c';
export const USDT_ON_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export interface Buyer {
  api: WalletApi;
  token: string;
  control(path: string, method: string, body: unknown): Promise<void>;
}

/** TRX at 1 USD: amounts in tests are then their USD value (limits count coins at their USD value). */
export async function buyerWith(
  t: TestSandbox,
  number: string,
  setup: { level?: UserLevel; toman?: string } = {},
): Promise<Buyer> {
  const { token, api } = await t.userWith(number, {
    level: setup.level ?? 'LEVEL_2_IR',
    credit: setup.toman ? [{ token: 'IRT', amount: setup.toman }] : [],
  });
  const control = async (path: string, method: string, body: unknown) => {
    const answer = await t.raw(path, { method, token, body: JSON.stringify(body) });
    expect(answer.status, `${method} ${path}`).toBe(200);
  };
  await control('/__sandbox/market/price', 'POST', { token: 'TRX', priceUsd: '1' });
  return { token, api, control };
}

/** An express withdraw of `amount` TRX (the fee, 1 TRX, is bought on top) to a TRON address. */
export const trxTo = (amount: string): WithdrawReceiptRequest => ({
  amount,
  token: 'TRX',
  network: 'TRX',
  address: TRON_ADDRESS,
  useAccountBalance: false,
});

export const balanceOf = async (api: WalletApi, token: string) =>
  (await api.assets()).tokens.find((entry) => entry.token === token)?.balance.amount.number ?? '0';

export const runTask = (api: WalletApi, taskId: string, options: { twoFactorCode?: string } = {}) =>
  api.runExpressTask({ params: { taskId } }, { ...moneyKey(), ...options });

export async function invoiceRow(t: TestSandbox, invoiceId: string) {
  const [row] = await t.running.sandbox.db
    .select()
    .from(invoices)
    .where(eq(invoices.id, Number(invoiceId)));
  return row!;
}

export async function ledgerAudit(t: TestSandbox) {
  return (await t.raw('/__sandbox/ledger/audit')).body.result as {
    accountsOutOfBalance: number;
    unbalancedEntries: number;
    negativeUserAccounts: number;
  };
}

export const CLEAN_AUDIT = { accountsOutOfBalance: 0, unbalancedEntries: 0, negativeUserAccounts: 0 };
