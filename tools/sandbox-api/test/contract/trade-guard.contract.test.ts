import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallName, Calls, Invoice, LimitFlag, WalletApi } from '@wallet/api';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';

// Every call the contract marks `trades` (a balance goes down in exchange for a token or an invoice's product),
// against the trade guard's controls: a level that may not trade, a locked account and each swap pause. The
// table is keyed by the contract: a new call marked `trades` without a row here does not compile.

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

interface Trader {
  api: WalletApi;
  token: string;
  phone: string;
}

let numbers = 0;
/** A new level-1 user of its own holding 1,000,000 Toman and 100 Tether. */
async function trader(): Promise<Trader> {
  const phone = `0912558${String(++numbers).padStart(4, '0')}`;
  const { api, token } = await t.userWith(phone, {
    level: 'LEVEL_1_IR',
    credit: [
      { token: 'IRT', amount: '1000000' },
      { token: 'USDT', amount: '100' },
    ],
  });
  return { api, token, phone };
}

async function control(path: string, method: string, body: unknown, token?: string): Promise<void> {
  const answer = await t.raw(`/__sandbox/${path}`, {
    method,
    ...(token ? { token } : {}),
    body: JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}`).toBe(200);
}

const shopInvoice = async (user: Trader): Promise<Invoice> => {
  const answer = await t.raw('/__sandbox/invoices', {
    method: 'POST',
    body: JSON.stringify({ phone: user.phone, type: 'JETTON', item: 'TG-PREMIUM-3M', amount: '250000' }),
  });
  expect(answer.status).toBe(200);
  return answer.body.result as Invoice;
};

type TradingCall = { [K in CallName]: Calls[K] extends { trades: true } ? K : never }[CallName];
type Send = (options: { idempotencyKey: string }) => Promise<unknown>;

/** How each trading call takes Toman or Tether out of the balance: what it needs first, then the call itself. */
const TRADING_CALLS: Record<TradingCall, (user: Trader) => Promise<Send>> = {
  otcOrder: async ({ api }) => {
    const quote = await api.otcPrice({
      body: { sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: '100000', createSwapToken: true },
    });
    return (options) => api.otcOrder({ body: { swapToken: quote.swapToken! } }, options);
  },
  payInvoice: async (user) => {
    const invoice = await shopInvoice(user);
    return (options) => user.api.payInvoice({ body: { id: invoice.id, amount: '250000' } }, options);
  },
  payPaymentInvoice: async (user) => {
    const invoice = await shopInvoice(user);
    return (options) =>
      user.api.payPaymentInvoice({ params: { id: invoice.id }, body: { method: 'IRT_BALANCE' } }, options);
  },
  runExpressTask: async ({ api }) => {
    const receipt = await api.expressBuyReceipt({
      body: { amount: '100000', buyingToken: 'USDT', useAccountBalance: true },
    });
    return (options) => api.runExpressTask({ params: { taskId: receipt.taskId } }, options);
  },
};

const balances = async (api: WalletApi) =>
  Object.fromEntries(
    (await api.assets()).tokens
      .filter((entry) => entry.token === 'IRT' || entry.token === 'USDT')
      .map((entry) => [entry.token, entry.balance.amount.number]),
  );

describe.each(Object.entries(TRADING_CALLS) as [TradingCall, (user: Trader) => Promise<Send>][])(
  'the trade guard on %s',
  (_call, prepare) => {
    /** Prepares a trade, applies a control, and expects the trade refused with `expected` and nothing moved. */
    async function refused(
      user: Trader,
      apply: () => Promise<void>,
      expected: { status: number; codeString: string },
    ) {
      const send = await prepare(user);
      await apply();
      const before = await balances(user.api);
      const error = await apiFailure(send(moneyKey()));
      expect({ status: error.status, codeString: error.codeString }).toEqual(expected);
      expect(await balances(user.api)).toEqual(before);
    }

    it('refuses LEVEL_0, which may not trade: 403 INSUFFICIENT_USER_LEVEL', async () => {
      const user = await trader();
      await refused(user, () => control('user/level', 'PUT', { level: 'LEVEL_0' }, user.token), {
        status: 403,
        codeString: 'INSUFFICIENT_USER_LEVEL',
      });
    });

    it('refuses a locked account: 422 ACCOUNT_LOCKED', async () => {
      const user = await trader();
      await refused(user, () => user.api.lockAccount().then(() => undefined), {
        status: 422,
        codeString: 'ACCOUNT_LOCKED',
      });
    });

    it.each([
      ['ALL_SWAP_LIMIT', 'SWAP_LIMITED'],
      ['RIAL_SWAP_LIMIT', 'RIAL_SWAP_LIMITED'],
    ] as [LimitFlag, string][])('[SWAP-04] refuses while %s is on: 422 %s', async (flag, codeString) => {
      const user = await trader();
      try {
        await refused(user, () => control(`flags/${flag}`, 'PUT', { enabled: true }), {
          status: 422,
          codeString,
        });
      } finally {
        await control(`flags/${flag}`, 'PUT', { enabled: false });
      }
    });

    it('a replayed Idempotency-Key trades once', async () => {
      const user = await trader();
      const send = await prepare(user);
      const key = moneyKey();
      const before = await balances(user.api);
      const first = await send(key);
      expect(await send(key)).toEqual(first);
      const after = await balances(user.api);
      expect(after).not.toEqual(before);
      expect(await balances(user.api)).toEqual(after);
    });
  },
);
