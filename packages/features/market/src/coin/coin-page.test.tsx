// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChartPoint } from '@wallet/api';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { CoinPage } from './coin-page';

vi.mock('./price-chart', () => ({
  default: ({ points, label }: { points: ChartPoint[]; label: string }) => (
    <div role="img" aria-label={label} data-points={points.length} />
  ),
}));

afterEach(cleanup);

const feature = (withdraw: boolean, deposit: boolean, trade: boolean) => ({ withdraw, deposit, trade });
const CONFIG = {
  featuresList: [],
  coins: [
    { token: 'BTC', features: feature(true, true, true) },
    { token: 'HMSTR', features: feature(false, true, true) },
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

function open(token: string) {
  const fake = createFakeApi({
    'GET /v2/assets': ASSETS,
    'GET /v1/utils/global-configs': CONFIG,
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
  const view = renderWithProviders(<CoinPage />, { api: fake.api, path: `/coin/${token}` });
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
    cleanup();
    open('HMSTR');
    const limited = await screen.findByRole('navigation', { name: 'Actions' });
    await waitFor(() => expect(within(limited).queryByRole('link', { name: 'Deposit' })).not.toBeNull());
    expect(within(limited).queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });
});
