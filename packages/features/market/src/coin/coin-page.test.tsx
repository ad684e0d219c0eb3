// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartData } from './price-chart';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { CoinPage } from './coin-page';

vi.mock('./price-chart', () => ({
  default: ({ data, label }: { data: ChartData; label: string }) => (
    <div
      role="img"
      aria-label={label}
      data-kind={data.kind}
      data-points={data.kind === 'line' ? data.points.length : data.candles.length}
    />
  ),
}));

afterEach(cleanup);

const feature = (withdraw: boolean, deposit: boolean, trade: boolean) => ({ withdraw, deposit, trade });
const CONFIG = {
  featuresList: [],
  coins: [
    { token: 'BTC', features: feature(true, true, true) },
    { token: 'HMSTR', features: feature(false, true, true) },
    { token: 'IRT', features: feature(true, true, true) },
  ],
};
const asset = (token: string, name: string) => ({
  token,
  name: { en: name },
  listed: true,
  favorite: false,
  groups: [],
  balance: { amount: { number: '0.5' }, usdValue: { number: '50000' }, userCurrencyValue: { number: '0' } },
  marketData: { USD: { lastPrice: '100000', change24h: '-1.25' }, IRT: { lastPrice: '1', change24h: '0' } },
});
const ASSETS = {
  userCurrency: 'USD',
  balance: { usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
  tokens: [asset('BTC', 'Bitcoin'), asset('HMSTR', 'Hamster Kombat')],
};
const chart = (request: Request) => {
  const range = new URL(request.url).searchParams.get('dataRange') ?? 'ALL';
  return {
    token: 'BTC',
    currency: 'USD',
    dataRange: range,
    points: Array.from({ length: range === '1D' ? 3 : 5 }, (_, i) => ({
      time: 1700000000 + i * 60,
      value: '1',
    })),
    changePercent: '2.5',
  };
};

const PNL = {
  token: 'BTC',
  balance: '0.5',
  averageCostUsd: '80000',
  costBasisUsd: '40000',
  valueUsd: '50000',
  unrealizedPnlUsd: '10000',
  realizedPnlUsd: '-250.5',
  totalPnlUsd: '9749.5',
  totalPnlPercent: '24.37',
};
const pnlRange = (request: Request) => ({
  token: 'BTC',
  dataRange: new URL(request.url).searchParams.get('dataRange'),
  startBalance: '0.5',
  endBalance: '0.5',
  startValueUsd: '49000',
  endValueUsd: '50000',
  netInflowUsd: '0',
  pnlUsd:
    { '1D': '-120', '1W': '-0.004' }[new URL(request.url).searchParams.get('dataRange') ?? ''] ?? '1000',
  pnlPercent: '2.04',
  transactions: [],
});
const NEVER_HELD = { ...PNL, balance: '0', averageCostUsd: null, totalPnlUsd: '0', totalPnlPercent: null };

function open(token: string, extra: Record<string, unknown> = {}, platform = createMemoryPlatform()) {
  const fake = createFakeApi({
    'GET /v2/assets': ASSETS,
    'GET /v1/utils/global-configs': CONFIG,
    'GET /v2/market-data/kline': {
      token,
      currency: 'USD',
      dataRange: 'ALL',
      candles: [{ time: 1700000000, open: '1', high: '2', low: '0.5', close: '1.5' }],
    },
    [`GET /v1/portfolio/pnl/${token}`]: token === 'BTC' ? PNL : NEVER_HELD,
    [`GET /v1/portfolio/pnl/transactions/${token}`]: pnlRange,
    'GET /v1/price-alerts': {
      alerts: [
        {
          id: '1',
          token,
          condition: 'ABOVE',
          price: '120000',
          currency: 'USD',
          status: 'ACTIVE',
          createdAt: '2026-11-22T10:00:00.000Z',
          triggeredAt: null,
          triggeredPrice: null,
        },
      ],
    },
    ...extra,
    'GET /v2/market-data/chart': chart,
    [`GET /v2/market-data/stats/${token}`]: {
      token,
      priceUsd: '100000',
      marketCapUsd: '1980000000000',
      volume24hUsd: '50000000000',
      high24hUsd: '101000',
      low24hUsd: '99000',
      circulatingSupply: '19800000',
      maxSupply: '21000000',
    },
  });
  // The shell draws every screen inside a ThemeRoot, which the kit's telegram-ui parts need.
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      <CoinPage />
    </ThemeRoot>,
    { api: fake.api, path: `/coin/${token}`, platform },
  );
  return { ...view, ...fake };
}

describe('the coin page', () => {
  it('[MKT-05] shows price, change, a chart of range ALL in USD by default, and statistics', async () => {
    const { requests } = open('BTC');
    expect(await screen.findByRole('heading', { name: 'Bitcoin' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Price' }).textContent).toContain('$100,000');
    expect(screen.getByRole('region', { name: 'Price' }).textContent).toContain('-1.25%');
    const image = await screen.findByRole('img', { name: 'Price of BTC over All' });
    expect(image.getAttribute('data-points')).toBe('5');
    const chartRequest = requests.find(
      (request) => new URL(request.url).pathname === '/v2/market-data/chart',
    )!;
    expect(new URL(chartRequest.url).searchParams.get('dataRange')).toBe('ALL');
    expect(new URL(chartRequest.url).searchParams.get('currency')).toBe('USD');
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    expect(stats.textContent).toContain('$1,980,000,000,000');
    expect(stats.textContent).toContain('21,000,000');
    expect(screen.getByRole('region', { name: 'Your balance' }).textContent).toContain('0.5 BTC');
  });

  it('[MKT-05] switches chart ranges', async () => {
    open('BTC');
    await screen.findByRole('img', { name: 'Price of BTC over All' });
    fireEvent.click(screen.getByRole('tab', { name: '1D' }));
    const image = await screen.findByRole('img', { name: 'Price of BTC over 1D' });
    expect(image.getAttribute('data-points')).toBe('3');
    expect(screen.getByRole('tab', { name: '1D' }).getAttribute('aria-selected')).toBe('true');
  });

  it('[CFG-05] shows each action only when the coin allows it', async () => {
    open('BTC');
    const actions = await screen.findByRole('navigation', { name: 'Actions' });
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Buy', 'Sell', 'Swap', 'Deposit', 'Withdraw']),
    );
    // The coin goes along to the withdraw flow.
    expect(within(actions).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/withdraw/types?token=BTC',
    );
    cleanup();
    open('HMSTR');
    const limited = await screen.findByRole('navigation', { name: 'Actions' });
    await waitFor(() => expect(within(limited).queryByRole('link', { name: 'Deposit' })).not.toBeNull());
    expect(within(limited).queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });

  it('sends Deposit of Toman (IRT) to the Rial deposit methods, not to a network address', async () => {
    open('IRT');
    const actions = await screen.findByRole('navigation', { name: 'Actions' });
    await waitFor(() =>
      expect(within(actions).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
        '/rial-deposit',
      ),
    );
    // And its Withdraw to the Rial withdrawal to an IBAN.
    expect(within(actions).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/rial-withdraw',
    );
    cleanup();
    open('BTC');
    const btc = await screen.findByRole('navigation', { name: 'Actions' });
    await waitFor(() =>
      expect(within(btc).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
        '/deposit?token=BTC',
      ),
    );
  });

  it('leads Buy, Sell and Swap to the express and swap pages with the coin chosen', async () => {
    open('BTC');
    const actions = await screen.findByRole('navigation', { name: 'Actions' });
    await waitFor(() => expect(within(actions).queryByRole('link', { name: 'Swap' })).not.toBeNull());
    const href = (name: string) => within(actions).getByRole('link', { name }).getAttribute('href');
    expect([href('Buy'), href('Sell'), href('Swap')]).toEqual([
      '/express-buy?token=BTC',
      '/express-sell?token=BTC',
      '/swap?destination=BTC',
    ]);
  });

  it('[MKT-05] draws candles from the kline call when Candles is chosen', async () => {
    const { requests } = open('BTC');
    await screen.findByRole('img', { name: 'Price of BTC over All' });
    fireEvent.click(screen.getByRole('button', { name: 'Candles' }));
    const candles = await screen.findByRole('img', { name: 'Candles of BTC over All' });
    expect(candles.getAttribute('data-kind')).toBe('candles');
    const kline = requests.find((request) => new URL(request.url).pathname === '/v2/market-data/kline')!;
    expect(new URL(kline.url).searchParams.get('dataRange')).toBe('ALL');
    expect(screen.getByRole('button', { name: 'Candles' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('[MKT-06] shows the profit and loss of the coin, and over the chosen range', async () => {
    open('BTC');
    const card = await screen.findByRole('region', { name: 'Profit and loss' });
    await waitFor(() => expect(card.textContent).toContain('+$1,000.00'));
    expect(card.textContent).toContain('$80,000');
    expect(card.textContent).toContain('+$10,000.00');
    expect(card.textContent).toContain('−$250.50');
    expect(card.textContent).toContain('+24.37%');
    fireEvent.click(screen.getByRole('tab', { name: '1D' }));
    await waitFor(() => expect(card.textContent).toContain('−$120.00'));
    expect(card.textContent).toContain('Over 1D');
    // Less than half a cent is shown as $0.00, neither a gain nor a loss.
    fireEvent.click(screen.getByRole('tab', { name: '1W' }));
    await waitFor(() => expect(card.textContent).toContain('Over 1W'));
    const overWeek = await within(card).findByText('$0.00', { exact: false });
    expect(overWeek.closest('[class*="kit-tone--"]')?.className).toBe('kit-tone--text');
    expect(overWeek.textContent).toMatch(/^\$0\.00 /);
  });

  it('[MKT-06] shows no profit and loss for a coin the user never held', async () => {
    open('HMSTR');
    await screen.findByRole('region', { name: 'Statistics' });
    expect(screen.queryByRole('region', { name: 'Profit and loss' })).toBeNull();
  });

  it('[MKT-07] links to the coin’s alerts with the number waiting, only with COIN_ALERTS', async () => {
    open('BTC', { 'GET /v1/utils/global-configs': { ...CONFIG, featuresList: ['COIN_ALERTS'] } });
    const card = await screen.findByRole('region', { name: 'Price alerts' });
    await waitFor(() => expect(card.textContent).toContain('1 waiting'));
    expect(within(card).getByRole('link', { name: 'New alert' }).getAttribute('href')).toBe(
      '/coin/BTC/new-alert',
    );
    cleanup();
    const { calls } = open('BTC');
    await screen.findByRole('region', { name: 'Statistics' });
    expect(screen.queryByRole('region', { name: 'Price alerts' })).toBeNull();
    expect(calls).not.toContain('GET /v1/price-alerts');
  });
});

describe('the coin page in the currency shared with the dashboard', () => {
  const TOMAN_USER = {
    ...ASSETS,
    userCurrency: 'IRT',
    tokens: ASSETS.tokens.map((token) => ({
      ...token,
      marketData: { ...token.marketData, IRT: { lastPrice: '10500000000', change24h: '2.5' } },
    })),
  };
  const inToman = (currency: 'IRT' | 'USD') => ({
    'GET /v2/assets': TOMAN_USER,
    'GET /v1/user/whoami': { id: '1', level: 'LEVEL_2_IR', displayName: 'Test', language: 'fa', currency },
  });

  it('opens in Toman when Toman is chosen in settings: the price, its change and the balance', async () => {
    open('BTC', inToman('IRT'));
    const price = await screen.findByRole('region', { name: 'Price' });
    await waitFor(() => expect(price.textContent).toContain('10,500,000,000 Toman'));
    expect(price.textContent).toContain('+2.50%');
    expect(screen.getByRole('region', { name: 'Your balance' }).textContent).toContain('5,250,000,000 Toman');
    expect(screen.getByRole('button', { name: 'Toman', pressed: true })).toBeTruthy();
  });

  it('keeps a toggle to dollars for the next open of any coin page', async () => {
    const first = open('BTC', inToman('IRT'));
    const price = await screen.findByRole('region', { name: 'Price' });
    await waitFor(() => expect(price.textContent).toContain('Toman'));
    fireEvent.click(screen.getByRole('button', { name: 'US dollars' }));
    await waitFor(() => expect(price.textContent).toContain('$100,000'));
    await waitFor(() => expect(first.platform.storage.values().currencyView).toBe('USD'));
    cleanup();
    open('HMSTR', inToman('IRT'), first.platform);
    const next = await screen.findByRole('region', { name: 'Price' });
    await waitFor(() => expect(next.textContent).toContain('$100,000'));
    expect(next.textContent).not.toContain('Toman');
  });
});
