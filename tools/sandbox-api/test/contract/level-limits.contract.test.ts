import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WalletApi } from '@wallet/api';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';

// Spec 000 §6, 001 §9: level 2 may send coins worth up to 2000 USD a day; its Toman limit is level 1's,
// 200,000,000 Toman a day. Sent as internal transfers, which pass the same guard and count the same.

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const send = (api: WalletApi, token: string, amount: string) =>
  api.internalTransfer({ body: { recipient: '@demo_level2', token, amount } }, moneyKey());

describe('the daily limits of level 2', () => {
  it('[LIM-02] lets coins worth exactly 2000 USD leave in a day, and not a cent more', async () => {
    const { api } = await t.userWith('09125510901', {
      level: 'LEVEL_2_IR',
      credit: [{ token: 'TRX', amount: '5000' }],
    });
    // The sandbox's prices walk on between two calls; held at exactly 1 USD, the edge is exact.
    const prices = t.running.sandbox.prices;
    const walk = prices.usdAt.bind(prices);
    const held = vi
      .spyOn(prices, 'usdAt')
      .mockImplementation((token, atMs) => (token === 'TRX' ? 1 : walk(token, atMs)));
    try {
      // Well past level 1's 20 USD: level 2's own figure applies, up to the last cent.
      await send(api, 'TRX', '1500');
      await send(api, 'TRX', '499.99');
      const refused = await apiFailure(send(api, 'TRX', '0.02'));
      expect({ status: refused.status, codeString: refused.codeString }).toEqual({
        status: 422,
        codeString: 'LIMIT_DAILY_WITHDRAW_EXCEEDED',
      });
      await send(api, 'TRX', '0.01');
      const trx = (await api.assets()).tokens.find((entry) => entry.token === 'TRX');
      expect(trx?.balance.amount.number).toBe('3000');
      expect(await apiFailure(send(api, 'TRX', '0.000001'))).toMatchObject({
        status: 422,
        codeString: 'LIMIT_DAILY_WITHDRAW_EXCEEDED',
      });
    } finally {
      held.mockRestore();
    }
  });

  it('[LIM-02] lets 200,000,000 Toman leave in a day, as level 1 does, and not a Toman more', async () => {
    const { api } = await t.userWith('09125510902', {
      level: 'LEVEL_2_IR',
      credit: [{ token: 'IRT', amount: '300000000' }],
    });
    await send(api, 'IRT', '200000000');
    const refused = await apiFailure(send(api, 'IRT', '1'));
    expect({ status: refused.status, codeString: refused.codeString }).toEqual({
      status: 422,
      codeString: 'LIMIT_DAILY_WITHDRAW_EXCEEDED',
    });
    const irt = (await api.assets()).tokens.find((entry) => entry.token === 'IRT');
    expect(irt?.balance.amount.number).toBe('100000000');
  });
});
