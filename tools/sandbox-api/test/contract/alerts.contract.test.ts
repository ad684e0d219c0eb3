import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmp, mul } from '@wallet/core';
import { expectDecimal } from '../decimal';
import { startTestSandbox, type TestSandbox } from '../harness';
import { checkPriceAlerts } from '../../src/market/alerts';
import { failure } from './failure';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

async function setPrice(token: string, priceUsd: string) {
  const response = await t.raw('/__sandbox/market/price', {
    method: 'POST',
    body: JSON.stringify({ token, priceUsd }),
  });
  expect(response.status).toBe(200);
  return response.body.result as { alertsFired: number; quote: { USD: { lastPrice: string } } };
}

describe('price alerts', () => {
  it('[MKT-07] an alert above the price fires once when the price crosses it, into the notification outbox', async () => {
    const { token } = await t.login('09124440001');
    const api = t.api(token);
    await setPrice('SOL', '150');
    const alert = await api.createPriceAlert({ body: { token: 'SOL', condition: 'ABOVE', price: '200' } });
    expect(alert).toMatchObject({ token: 'SOL', condition: 'ABOVE', price: '200', currency: 'USD' });
    expect(alert.status).toBe('ACTIVE');
    expect(await api.notifications({ query: { unread: 'true' } })).toEqual({ notifications: [] });

    const moved = await setPrice('SOL', '210');
    expect(moved.quote.USD.lastPrice).toBe('210');
    // A second check, and the price staying above, fire nothing more.
    expect(await checkPriceAlerts(t.running.sandbox)).toBe(0);
    await setPrice('SOL', '220');

    const { notifications } = await api.notifications({ query: { unread: 'true' } });
    expect(notifications).toHaveLength(1);
    expect(notifications[0]!.alert).toMatchObject({ id: alert.id, status: 'TRIGGERED' });
    // The control checks at the moment of the move (210); the 1 s watcher may get there a hair later.
    expectDecimal(notifications[0]!.alert.triggeredPrice).toBeNear('210', '0.1');
    const { alerts } = await api.priceAlerts({ query: { token: 'SOL' } });
    expect(alerts.map((a) => a.status)).toEqual(['TRIGGERED']);

    expect(await api.markNotificationsRead({ body: { ids: [notifications[0]!.id] } })).toEqual({ read: 1 });
    expect(await api.notifications({ query: { unread: 'true' } })).toEqual({ notifications: [] });
    expect((await api.notifications({ query: { unread: 'false' } })).notifications).toHaveLength(1);
  });

  it('[MKT-07] a below alert in Toman fires when the Toman price falls under it', async () => {
    const { token } = await t.login('09124440002');
    const api = t.api(token);
    await setPrice('TON', '5');
    const ton = await t.api(token).asset({ params: { token: 'TON' } });
    const level = mul(ton.marketData.IRT.lastPrice, '0.5');
    await api.createPriceAlert({ body: { token: 'TON', condition: 'BELOW', price: level, currency: 'IRT' } });
    await setPrice('TON', '4');
    expect((await api.notifications({ query: { unread: 'true' } })).notifications).toEqual([]);
    await setPrice('TON', '2');
    const [notification] = (await api.notifications({ query: { unread: 'true' } })).notifications;
    expect(notification!.alert.currency).toBe('IRT');
    expect(cmp(notification!.alert.triggeredPrice!, level)).toBeLessThanOrEqual(0);
  });

  it('[MKT-07] refuses a level the price has already passed, an unknown coin, and alerts of other users', async () => {
    const { token } = await t.login('09124440003');
    const api = t.api(token);
    await setPrice('ETH', '3000');
    const above = await failure(
      api.createPriceAlert({ body: { token: 'ETH', condition: 'ABOVE', price: '2900' } }),
    );
    expect(above.status).toBe(400);
    expect(above.codeString).toBe('PRICE_ALERT_ALREADY_REACHED');
    const below = await failure(
      api.createPriceAlert({ body: { token: 'ETH', condition: 'BELOW', price: '3100' } }),
    );
    expect(below.codeString).toBe('PRICE_ALERT_ALREADY_REACHED');
    const unknown = await failure(
      api.createPriceAlert({ body: { token: 'NOPE', condition: 'ABOVE', price: '1' } }),
    );
    expect(unknown).toMatchObject({ status: 404, codeString: 'UNKNOWN_COIN' });

    const other = t.api((await t.login('09124440004')).token);
    const alert = await other.createPriceAlert({ body: { token: 'ETH', condition: 'ABOVE', price: '5000' } });
    const notMine = await failure(api.deletePriceAlert({ params: { id: alert.id } }));
    expect(notMine).toMatchObject({ status: 404, codeString: 'PRICE_ALERT_NOT_FOUND' });
    expect((await other.priceAlerts({ query: {} })).alerts).toHaveLength(1);
    expect(await other.deletePriceAlert({ params: { id: alert.id } })).toEqual({ id: alert.id });
    expect((await other.priceAlerts({ query: {} })).alerts).toHaveLength(0);
  });

  it('[MKT-07] bad alert input is a 400 with BAD_INPUT_VALUES, never a 500', async () => {
    const { token } = await t.login('09124440005');
    for (const body of [
      { token: 'BTC', condition: 'SIDEWAYS', price: '1' },
      { token: 'BTC', condition: 'ABOVE', price: '-5' },
      { token: 'BTC', condition: 'ABOVE', price: '0' },
      { token: 'BTC', condition: 'ABOVE', price: 'abc' },
      { token: 'BTC', condition: 'ABOVE', price: '1', currency: 'EUR' },
    ]) {
      const response = await t.raw('/v1/price-alerts', { method: 'POST', token, body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.codeString).toBe('BAD_INPUT_VALUES');
    }
    const badId = await t.raw('/v1/price-alerts/x1', { method: 'DELETE', token });
    expect(badId.status).toBe(400);
  });

  it('allows at most 20 waiting alerts per user', async () => {
    const api = t.api((await t.login('09124440006')).token);
    await setPrice('DOGE', '0.2');
    for (let i = 0; i < 20; i++) {
      await api.createPriceAlert({ body: { token: 'DOGE', condition: 'ABOVE', price: `${10 + i}` } });
    }
    const tooMany = await failure(
      api.createPriceAlert({ body: { token: 'DOGE', condition: 'ABOVE', price: '99' } }),
    );
    expect(tooMany.codeString).toBe('TOO_MANY_PRICE_ALERTS');
  });
});

describe('market controls', () => {
  it('a set price moves the quote, the chart end and the statistics, and survives in the price history', async () => {
    const api = t.api((await t.login('09124440007')).token);
    await setPrice('XRP', '3.5');
    const [asset, chart, stats] = await Promise.all([
      api.asset({ params: { token: 'XRP' } }),
      api.priceChart({ query: { token: 'XRP', dataRange: '1D' } }),
      api.marketStats({ params: { token: 'XRP' } }),
    ]);
    expectDecimal(asset.marketData.USD.lastPrice).toBeNear('3.5', '0.01');
    expectDecimal(chart.points.at(-1)!.value).toBeGreaterThan('3.49');
    expectDecimal(stats.high24hUsd).toBeGreaterThan('3.49');
  });

  it('generates N synthetic tokens once, priced, grouped and partly unlisted', async () => {
    const api = t.api((await t.login('09124440008')).token);
    const make = () =>
      t.raw('/__sandbox/market/synthetic-tokens', { method: 'POST', body: JSON.stringify({ count: 50 }) });
    const first = await make();
    expect(first.body.result.created).toBe(50);
    expect((await make()).body.result.created).toBe(0);
    const { tokens } = await api.assets();
    const synthetic = tokens.filter((token) => token.token.startsWith('SYN'));
    expect(synthetic).toHaveLength(50);
    expect(synthetic.filter((token) => !token.listed)).toHaveLength(5);
    expect(new Set(synthetic.flatMap((token) => token.groups)).size).toBeGreaterThan(3);
    expect(synthetic.every((token) => cmp(token.marketData.USD.lastPrice, '0') === 1)).toBe(true);
    expect(synthetic[0]!.name.fa).toBe('ارز آزمایشی ۰۰۰۱');
    const tooMany = await t.raw('/__sandbox/market/synthetic-tokens', {
      method: 'POST',
      body: JSON.stringify({ count: 100000 }),
    });
    expect(tooMany.status).toBe(400);
  });

  it('refuses to price an unknown coin or a price of zero', async () => {
    const unknown = await t.raw('/__sandbox/market/price', {
      method: 'POST',
      body: JSON.stringify({ token: 'NOPE', priceUsd: '1' }),
    });
    expect(unknown.status).toBe(404);
    const zero = await t.raw('/__sandbox/market/price', {
      method: 'POST',
      body: JSON.stringify({ token: 'BTC', priceUsd: '0' }),
    });
    expect(zero.status).toBe(400);
  });
});
