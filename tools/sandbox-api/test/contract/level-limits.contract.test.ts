import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('[LIM-02] lets coins worth up to 2000 USD leave in a day, and refuses past it', async () => {
    const { api, token } = await t.userWith('09125510901', {
      level: 'LEVEL_2_IR',
      credit: [{ token: 'TRX', amount: '5000' }],
    });
    const price = await t.raw('/__sandbox/market/price', {
      method: 'POST',
      token,
      body: JSON.stringify({ token: 'TRX', priceUsd: '1' }),
    });
    expect(price.status).toBe(200);
    // Well past level 1's 20 USD: level 2's own figure applies.
    await send(api, 'TRX', '1500');
    await send(api, 'TRX', '400');
    // 1900 used: 150 more would pass 2000 (the price may have moved a little since it was set).
    const refused = await apiFailure(send(api, 'TRX', '150'));
    expect({ status: refused.status, codeString: refused.codeString }).toEqual({
      status: 422,
      codeString: 'LIMIT_DAILY_WITHDRAW_EXCEEDED',
    });
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
