// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TokenAsset, UserAssets } from '@wallet/api';
import { createMemoryPlatform } from '@wallet/platform';
import type { ReactNode } from 'react';
import { ThemeRoot } from '@wallet/kit';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { MarketPage } from './market-page';

afterEach(cleanup);

// The shell draws every screen inside a ThemeRoot, which the kit's telegram-ui parts need.
const themed = (node: ReactNode) => <ThemeRoot appearance="light">{node}</ThemeRoot>;

function coin(
  token: string,
  name: { en: string; fa?: string },
  groups: string[],
  price: string,
  change: string,
  listed = true,
) {
  return {
    token,
    name,
    listed,
    favorite: false,
    groups,
    balance: { amount: { number: '0' }, usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
    marketData: { USD: { lastPrice: price, change24h: change }, IRT: { lastPrice: '1', change24h: '0' } },
  } satisfies TokenAsset;
}

const ASSETS: UserAssets = {
  userCurrency: 'USD',
  balance: { usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
  tokens: [
    coin('BTC', { en: 'Bitcoin', fa: 'بیت‌کوین' }, ['POPULAR'], '100000', '1.2'),
    coin('NOT', { en: 'Notcoin', fa: 'نات‌کوین' }, ['TON_ECOSYSTEM'], '0.002', '-4'),
    coin('TON', { en: 'Toncoin', fa: 'تون‌کوین' }, ['TON_ECOSYSTEM', 'POPULAR'], '5.2', '3.5'),
    coin('SNX', { en: 'Synthetix' }, ['DEFI'], '0.8', '0', false),
  ],
};

function open(
  platform = createMemoryPlatform(),
  assets: UserAssets = ASSETS,
  routes: Record<string, unknown> = {},
) {
  const fake = createFakeApi({ 'GET /v2/assets': assets, ...routes });
  return {
    ...renderWithProviders(themed(<MarketPage />), { api: fake.api, platform, path: '/market' }),
    ...fake,
  };
}

const symbols = () =>
  within(screen.getByRole('list', { name: 'Coins' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.kit-row__subtitle')?.textContent);

describe('the market tab', () => {
  it('lists every coin with price and 24 h change; unlisted coins greyed out', async () => {
    open();
    await screen.findByRole('list', { name: 'Coins' });
    expect(symbols()).toEqual(['BTC', 'NOT', 'TON', 'SNX']);
    const btc = screen.getByRole('link', { name: /Bitcoin/ });
    expect(btc.textContent).toContain('$100,000');
    expect(btc.textContent).toContain('+1.20%');
    expect(btc.getAttribute('href')).toBe('/coin/BTC');
    expect(screen.getByRole('link', { name: /Synthetix/ }).closest('li')?.className).toContain(
      'kit-row--dimmed',
    );
  });

  it('[MKT-02] [MKT-04] sorts by price or change and keeps the choice as key__direction', async () => {
    const { platform } = open();
    await screen.findByRole('list', { name: 'Coins' });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'LAST_PRICE__ASCENDING' } });
    await waitFor(() => expect(symbols()).toEqual(['NOT', 'SNX', 'TON', 'BTC']));
    expect(platform.storage.values().marketSortBy).toBe('LAST_PRICE__ASCENDING');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'CHANGE_PERCENT__DESCENDING' } });
    await waitFor(() => expect(symbols()).toEqual(['TON', 'BTC', 'SNX', 'NOT']));
  });

  it('[MKT-04] filters by group (selectedGp, default ALL) and remembers it', async () => {
    const { platform } = open();
    await screen.findByRole('list', { name: 'Coins' });
    const groups = screen.getByRole('group', { name: 'Coin groups' });
    expect(within(groups).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    // Known groups get a name; one the wallet does not know is shown with spaces for underscores.
    expect(within(groups).getByRole('button', { name: 'DeFi' })).toBeTruthy();
    expect(within(groups).getByRole('button', { name: 'POPULAR' })).toBeTruthy();
    fireEvent.click(within(groups).getByRole('button', { name: 'TON ecosystem' }));
    await waitFor(() => expect(symbols()).toEqual(['NOT', 'TON']));
    expect(platform.storage.values().marketSelectedGp).toBe('TON_ECOSYSTEM');
  });

  it('[MKT-04] a reopen keeps the saved sort and group', async () => {
    const platform = createMemoryPlatform();
    await platform.storage.set('marketSortBy', '"LAST_PRICE__DESCENDING"');
    await platform.storage.set('marketSelectedGp', '"POPULAR"');
    open(platform);
    await waitFor(() => expect(symbols()).toEqual(['BTC', 'TON']));
  });

  it('[MKT-01] finds a coin by its Persian name typed with or without ZWNJ', async () => {
    open();
    await screen.findByRole('list', { name: 'Coins' });
    fireEvent.change(screen.getByLabelText('Search coins'), { target: { value: 'نات کوین' } });
    expect(symbols()).toEqual(['NOT']);
    fireEvent.change(screen.getByLabelText('Search coins'), { target: { value: 'doge' } });
    expect(screen.getByText('No coin matches your search.')).toBeTruthy();
  });

  it('stars a coin from the list', async () => {
    const { requests } = open();
    await screen.findByRole('list', { name: 'Coins' });
    fireEvent.click(screen.getByRole('button', { name: 'Add TON to favourites' }));
    await waitFor(() =>
      expect(requests.some((request) => new URL(request.url).pathname === '/v1/watch-list')).toBe(true),
    );
  });

  it('offers to try again when the market cannot load', async () => {
    const fake = createFakeApi({
      'GET /v2/assets': { status: 500, codeString: 'HTTP_500', localizedMessage: 'Down' },
    });
    renderWithProviders(themed(<MarketPage />), { api: fake.api, path: '/market' });
    expect(await screen.findByText('The market could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('a market of thousands of coins', () => {
  it('keeps only the rows on screen in the DOM, and moves them as the page scrolls', async () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      coin(`SYN${String(i + 1).padStart(4, '0')}`, { en: `Synthetic ${i + 1}` }, ['DEFI'], '1', '0'),
    );
    open(createMemoryPlatform(), { ...ASSETS, tokens: many });
    const list = await screen.findByRole('list', { name: 'Coins' });
    expect(list.getAttribute('aria-rowcount')).toBe('2000');
    expect(list.style.height).toBe(`${2000 * 64}px`);
    const first = within(list).getAllByRole('listitem');
    expect(first.length).toBeGreaterThan(5);
    expect(first.length).toBeLessThan(40);
    expect(first[0]!.textContent).toContain('SYN0001');

    window.scrollTo(0, 1000 * 64);
    fireEvent.scroll(window);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .some((row) => row.textContent?.includes('SYN1001')),
      ).toBe(true),
    );
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(40);
    window.scrollTo(0, 0);
  });
});

describe('the market in the currency shared with the dashboard', () => {
  // Toman quotes that sort in another order than the dollar ones, so a list sorted by the wrong one shows.
  const TOMAN_QUOTES: Record<string, { lastPrice: string; change24h: string }> = {
    BTC: { lastPrice: '10500000000', change24h: '2.5' },
    NOT: { lastPrice: '210.4', change24h: '-3' },
    TON: { lastPrice: '546000', change24h: '4' },
    SNX: { lastPrice: '0.35', change24h: '0' },
  };
  const TOMAN_USER: UserAssets = {
    ...ASSETS,
    userCurrency: 'IRT',
    tokens: ASSETS.tokens.map((token) => ({
      ...token,
      marketData: { ...token.marketData, IRT: TOMAN_QUOTES[token.token]! },
    })),
  };
  const whoami = (currency: 'IRT' | 'USD') => ({
    'GET /v1/user/whoami': { id: '1', level: 'LEVEL_2_IR', displayName: 'Test', language: 'fa', currency },
  });

  it('opens in Toman when Toman is chosen in settings: prices, changes and the sort by Toman', async () => {
    const platform = createMemoryPlatform();
    await platform.storage.set('marketSortBy', '"LAST_PRICE__ASCENDING"');
    open(platform, TOMAN_USER, whoami('IRT'));
    const btc = await screen.findByRole('link', { name: /Bitcoin/ });
    await waitFor(() => expect(btc.textContent).toContain('10,500,000,000 Toman'));
    expect(btc.textContent).toContain('+2.50%');
    expect(screen.getByRole('link', { name: /Synthetix/ }).textContent).toContain('0.35 Toman');
    expect(screen.getByRole('button', { name: 'Toman', pressed: true })).toBeTruthy();
    expect(symbols()).toEqual(['SNX', 'NOT', 'TON', 'BTC']);
  });

  it('keeps a toggle to dollars for the next open, under the key the dashboard reads', async () => {
    const first = open(createMemoryPlatform(), TOMAN_USER, whoami('IRT'));
    await screen.findByText(/10,500,000,000 Toman/);
    fireEvent.click(screen.getByRole('button', { name: 'US dollars' }));
    expect(await screen.findByText('$100,000')).toBeTruthy();
    await waitFor(() => expect(first.platform.storage.values().currencyView).toBe('USD'));
    cleanup();
    open(first.platform, TOMAN_USER, whoami('IRT'));
    expect(await screen.findByText('$100,000')).toBeTruthy();
    expect(screen.queryByText(/10,500,000,000 Toman/)).toBeNull();
    expect(screen.getByRole('button', { name: 'US dollars', pressed: true })).toBeTruthy();
  });

  it('quotes in dollars with no toggle while RIAL_PREVIEW_LIMIT is on', async () => {
    open(createMemoryPlatform(), TOMAN_USER, {
      ...whoami('IRT'),
      'GET /v1/utils/global-configs': { coins: [], featuresList: ['RIAL_PREVIEW_LIMIT'] },
    });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Prices in' })).toBeNull());
    expect(await screen.findByText('$100,000')).toBeTruthy();
    expect(screen.queryByText(/10,500,000,000 Toman/)).toBeNull();
  });

  it('opens in the currency last toggled on the dashboard', async () => {
    const platform = createMemoryPlatform();
    await platform.storage.set('currencyView', '"IRT"');
    open(platform, { ...TOMAN_USER, userCurrency: 'USD' }, whoami('USD'));
    expect(await screen.findByText(/10,500,000,000 Toman/)).toBeTruthy();
  });
});
