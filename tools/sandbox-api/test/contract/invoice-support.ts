import { expect } from 'vitest';
import type { Invoice, LimitFlag, FeatureFlag, UserLevel, WalletApi } from '@wallet/api';
import type { EscrowAudit } from '../../src/invoices/escrow';
import type { TestSandbox } from '../harness';

// What the invoice contract tests share: payers of their own with cards, shop invoices made by the sandbox's
// stand-in for the shop, balances, flags and the ledger audit.

/** The README's demo Melli card of a level-1 user. */
export const MELLI_CARD = '6037991234567828';

export interface Payer {
  api: WalletApi;
  token: string;
  phone: string;
}

/** New users, numbers unique per prefix, at a level with Toman (and other coins) credited through the ledger. */
export function payers(t: TestSandbox, prefix: string) {
  let count = 0;
  return async (
    setup: { toman?: string; usdt?: string; level?: UserLevel; card?: boolean } = {},
  ): Promise<Payer & { cardId: string | null }> => {
    const phone = `${prefix}${String(++count).padStart(11 - prefix.length, '0')}`;
    const credit = [
      ...(setup.toman ? [{ token: 'IRT', amount: setup.toman }] : []),
      ...(setup.usdt ? [{ token: 'USDT', amount: setup.usdt }] : []),
    ];
    const { api, token } = await t.userWith(phone, { level: setup.level ?? 'LEVEL_1_IR', credit });
    const cardId = setup.card ? (await api.addBankCard({ body: { number: MELLI_CARD } })).id : null;
    return { api, token, phone, cardId };
  };
}

/** A sandbox control; the test fails unless it answers 200. */
export async function control(t: TestSandbox, path: string, method: string, body?: unknown, token?: string) {
  const answer = await t.raw(`/__sandbox/${path}`, {
    method,
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.result as unknown;
}

/** A Telegram Premium invoice from the shop's stand-in, for `amount` Toman. */
export const shopInvoice = async (t: TestSandbox, phone: string, amount: string, expiresInMinutes = 30) =>
  (await control(t, 'invoices', 'POST', {
    phone,
    type: 'JETTON',
    item: 'TG-PREMIUM-3M',
    amount,
    expiresInMinutes,
  })) as Invoice;

export const balanceOf = async (api: WalletApi, token: string): Promise<string> =>
  (await api.assets()).tokens.find((entry) => entry.token === token)?.balance.amount.number ?? '0';

/** Runs `work` with the flag set, and sets it back whatever happens. */
export async function withFlag(
  t: TestSandbox,
  flag: LimitFlag | FeatureFlag,
  enabled: boolean,
  work: () => Promise<void>,
): Promise<void> {
  await control(t, `flags/${flag}`, 'PUT', { enabled });
  try {
    await work();
  } finally {
    await control(t, `flags/${flag}`, 'PUT', { enabled: !enabled });
  }
}

/**
 * Every entry balanced, every account's balance its postings, no user account below zero; the invoice escrow
 * holds exactly what its PENDING and PAID invoices paid, and nothing past its deadline (the watcher's pass runs
 * once a second, so that part is waited for).
 */
export async function expectCleanLedger(t: TestSandbox): Promise<void> {
  expect(await control(t, 'ledger/audit', 'GET')).toMatchObject({
    accountsOutOfBalance: 0,
    unbalancedEntries: 0,
    negativeUserAccounts: 0,
    escrowUnaccounted: '0',
  });
  await expect
    .poll(async () => ((await control(t, 'ledger/audit', 'GET')) as EscrowAudit).escrowHeldPastDeadline, {
      timeout: 5000,
    })
    .toBe(0);
}

/** A button of the sandbox's gateway page, pressed as a browser posts its form. */
export const pressOnGateway = (gatewayUrl: string, action: 'pay' | 'cancel') =>
  fetch(`${gatewayUrl}/${action}`, { method: 'POST', redirect: 'manual' });
