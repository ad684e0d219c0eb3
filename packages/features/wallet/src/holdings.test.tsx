// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserAssets } from '@wallet/api';
import { createFakeApi, renderWithProviders } from '@wallet/ui/testing';
import { DashboardPage } from './dashboard-page';
import { Holdings, holdingsOf } from './holdings';
import { ASSETS, CONFIG, token, WHOAMI } from './test-fixtures';

afterEach(cleanup);

const TOMAN_HOLDER: UserAssets = {
  ...ASSETS,
  tokens: [
    token('USDT', {
      name: { en: 'Tether', fa: 'تتر' },
      balance: {
        amount: { number: '12' },
        usdValue: { number: '12' },
        userCurrencyValue: { number: '720000' },
      },
    }),
    token('ETH', {
      name: { en: 'Ethereum', fa: 'اتریوم' },
      balance: {
        amount: { number: '0.1' },
        usdValue: { number: '300' },
        userCurrencyValue: { number: '18000000' },
      },
    }),
    token('IRT', {
      name: { en: 'Toman', fa: 'تومان' },
      balance: {
        amount: { number: '485000000' },
        usdValue: { number: '8083.33' },
        userCurrencyValue: { number: '485000000' },
      },
    }),
    token('TON', { name: { en: 'Toncoin' }, favorite: true }),
  ],
};

function open(assets: UserAssets) {
  const fake = createFakeApi({
    'GET /v2/assets': assets,
    'GET /v1/utils/global-configs': CONFIG(),
    'GET /v1/user/whoami': WHOAMI('LEVEL_2_IR'),
    'GET /v1/utils/banners': [],
  });
  return renderWithProviders(<DashboardPage />, { api: fake.api });
}

describe('what the user holds', () => {
  it('lists Toman first, then the coins by value, each a link to its coin page', async () => {
    open(TOMAN_HOLDER);
    const list = await screen.findByRole('list', { name: 'Your assets' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/coin/IRT', '/coin/ETH', '/coin/USDT']);
    expect(within(links[0]!).getByText('485,000,000 Toman')).toBeTruthy();
    expect(within(links[2]!).getByText('12')).toBeTruthy();
  });

  it('leaves out empty holdings, which stay in the favourites only', async () => {
    open(TOMAN_HOLDER);
    const list = await screen.findByRole('list', { name: 'Your assets' });
    expect(within(list).queryByText('Toncoin')).toBeNull();
    const favourites = screen.getByRole('list', { name: 'Favourite coins' });
    expect(within(favourites).getByText('Toncoin')).toBeTruthy();
  });

  it('shows no holdings list when nothing is held', async () => {
    const nothingHeld = { ...ASSETS, tokens: [token('TON', { favorite: true })] };
    // Drawn with a mark after it: once the mark is on screen, so is whatever the list draws.
    renderWithProviders(
      <>
        <Holdings assets={nothingHeld} currency="USD" />
        <p>after the holdings</p>
      </>,
    );
    await screen.findByText('after the holdings');
    expect(screen.queryByRole('list', { name: 'Your assets' })).toBeNull();
  });

  it('orders the coins by their value in the shown currency', () => {
    const cheapInDollars = token('AAA', {
      balance: {
        amount: { number: '1' },
        usdValue: { number: '5' },
        userCurrencyValue: { number: '900000' },
      },
    });
    const dearInDollars = token('BBB', {
      balance: {
        amount: { number: '1' },
        usdValue: { number: '10' },
        userCurrencyValue: { number: '600000' },
      },
    });
    const tokens = [cheapInDollars, dearInDollars];
    expect(holdingsOf(tokens, 'USD').map((t) => t.token)).toEqual(['BBB', 'AAA']);
    expect(holdingsOf(tokens, 'USER').map((t) => t.token)).toEqual(['AAA', 'BBB']);
  });
});
