import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, mul, roundDown } from '@wallet/core';
import { expectDecimal } from '../decimal';
import { startTestSandbox, type TestSandbox } from '../harness';
import { failure } from './failure';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = (await t.login('09120000002')).token;
});
afterAll(() => t.close());

describe('assets', () => {
  it('[ASSETS-04] lists every coin with balance amount, usdValue, userCurrencyValue and marketData per quote currency', async () => {
    const assets = await t.api(token).assets();
    expect(assets.tokens).toHaveLength(18);
    const btc = assets.tokens.find((x) => x.token === 'BTC')!;
    expect(btc.balance.amount.number).toBe('0.5');
    expect(btc.favorite).toBe(true);
    expect(btc.name.en).toBe('Bitcoin');
    expect(btc.groups.length).toBeGreaterThan(0);
    expectDecimal(btc.marketData.USD.lastPrice).toBeGreaterThan('1000');
    expectDecimal(btc.marketData.IRT.lastPrice).toBeGreaterThan(btc.marketData.USD.lastPrice);
    expect(btc.balance.usdValue.number).toBe(roundDown(mul('0.5', btc.marketData.USD.lastPrice), 8));
    // level2 shows values in Toman.
    expect(assets.userCurrency).toBe('IRT');
    expect(btc.balance.userCurrencyValue.number).toBe(roundDown(mul('0.5', btc.marketData.IRT.lastPrice), 0));
    const total = assets.tokens.reduce((sum, x) => add(sum, x.balance.usdValue.number), '0');
    expect(assets.balance.usdValue.number).toBe(total);
    const usdt = assets.tokens.find((x) => x.token === 'USDT')!;
    expectDecimal(usdt.marketData.USD.change24h).toBeNear('0', '1');
  });

  it('values in USD when the user currency is USD', async () => {
    const { token: own } = await t.login('09129990001');
    await t.raw('/__sandbox/ledger/credit', {
      method: 'POST',
      token: own,
      body: JSON.stringify({ token: 'ETH', amount: '2' }),
    });
    await t.api(own).updateUser({ body: { currency: 'USD' } });
    const assets = await t.api(own).assets();
    const eth = assets.tokens.find((x) => x.token === 'ETH')!;
    expect(eth.balance.userCurrencyValue.number).toBe(eth.balance.usdValue.number);
    expect(assets.balance.userCurrencyValue.number).toBe(assets.balance.usdValue.number);
  });

  it('[CFG-06] answers one coin, with "$" meaning USD, and 404 UNKNOWN_COIN for an unknown one', async () => {
    expect((await t.api(token).asset({ params: { token: 'ETH' } })).balance.amount.number).toBe('4.2');
    expect((await t.api(token).asset({ params: { token: '$' } })).token).toBe('USD');
    const error = await failure(t.api(token).asset({ params: { token: 'FOO' } }));
    expect(error.status).toBe(404);
    expect(error.codeString).toBe('UNKNOWN_COIN');
  });

  it('moves prices with the clock', async () => {
    const before = (await t.api(token).asset({ params: { token: 'BTC' } })).marketData.USD.lastPrice;
    await t.advanceClock(6 * 3600);
    const after = (await t.api(token).asset({ params: { token: 'BTC' } })).marketData.USD.lastPrice;
    expect(after).not.toBe(before);
  });
});

describe('watch list', () => {
  it('stars and unstars coins', async () => {
    const { token: own } = await t.login('09129990002');
    expect(await t.api(own).addToWatchList({ body: { tokens: ['TON', 'BTC', 'TON'] } })).toEqual({
      tokens: ['BTC', 'TON'],
    });
    expect((await t.api(own).asset({ params: { token: 'TON' } })).favorite).toBe(true);
    expect(await t.api(own).removeFromWatchList({ body: { tokens: ['BTC'] } })).toEqual({ tokens: ['TON'] });
    const assets = await t.api(own).assets();
    expect(assets.tokens.filter((x) => x.favorite).map((x) => x.token)).toEqual(['TON']);
  });

  it('refuses unknown coins and leaves the list as it was', async () => {
    const { token: own } = await t.login('09129990003');
    await t.api(own).addToWatchList({ body: { tokens: ['ETH'] } });
    const error = await failure(t.api(own).addToWatchList({ body: { tokens: ['BTC', 'NOPE'] } }));
    expect(error.codeString).toBe('UNKNOWN_COIN');
    expect((await t.api(own).assets()).tokens.filter((x) => x.favorite).map((x) => x.token)).toEqual(['ETH']);
  });
});
