// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GlobalConfig } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import type { ScreenProps } from '@wallet/ui';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { shopFeature } from '../module';
import { groupProduct, product, PRODUCTS } from '../shared/test-fixtures';
import { withShopGate } from './shop-gate';
import { ShopPage } from './shop-page';

configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);

function renderShop(
  routes: FakeRoutes,
  platform = createMemoryPlatform(),
  Screen: ComponentType<ScreenProps> = ShopPage,
) {
  const fake = createFakeApi(routes);
  return {
    ...renderWithProviders(
      <ThemeRoot appearance="light">
        <Screen telegramBotUrl={null} />
      </ThemeRoot>,
      { api: fake.api, path: '/shop', platform },
    ),
    fake,
  };
}

describe('the shop', () => {
  it('[SHOP-01] lists its groups in the shop order, each a link to its pages, Premium and Stars from their lowest price', async () => {
    renderShop({ 'GET /v1/shop/product': PRODUCTS });
    await screen.findByText('Telegram Premium');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shop/telegram-premium',
      '/shop/telegram-stars',
      '/shop/gift-card/select-currency',
      '/shop/ad-cheque',
      '/shop/giveaway',
    ]);
    expect(links[0]!.textContent).toMatch(/Telegram Premium.*From 1,200,000 Toman/);
    expect(links[1]!.textContent).toMatch(/Telegram Stars.*From 75,000 Toman/);
    expect(links[2]!.textContent).toMatch(/Gift cards/);
    expect(links[3]!.textContent).toMatch(/Ad cheques/);
    expect(links[4]!.textContent).toMatch(/Giveaways/);
  });

  it('[SHOP-13] says a group turned off for this user is not active for them and offers support instead of its link', async () => {
    const { location } = renderShop({
      'GET /v1/shop/product': [
        ...['TG-PREMIUM-3M', 'TG-PREMIUM-12M'].map((id) =>
          product(id, { isActive: false, inactiveReason: 'DISABLED_FOR_USER' }),
        ),
        groupProduct('GIFT_CARD', { isActive: false, inactiveReason: 'UNAVAILABLE' }),
        groupProduct('GIVEAWAY'),
      ],
    });
    expect(await screen.findByText('Not active for you. Support can tell you why.')).toBeTruthy();
    expect(screen.getByText('Not available at the moment. Try again later.')).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/shop/giveaway']);
    const support = screen.getAllByRole('button', { name: 'Contact support' });
    expect(support).toHaveLength(1);
    fireEvent.click(support[0]!);
    expect(location.history.at(-1)).toBe('/profile/help-and-support');
  });

  it("writes the prices in the user's digits", async () => {
    const fake = createFakeApi({ 'GET /v1/shop/product': PRODUCTS });
    renderWithProviders(
      <ThemeRoot appearance="light">
        <ShopPage />
      </ThemeRoot>,
      { api: fake.api, path: '/shop', session: { language: 'fa' } },
    );
    await screen.findByText('Telegram Premium');
    expect(screen.getAllByRole('link')[0]!.textContent).toMatch(/From ۱[^0-9]۲۰۰[^0-9]۰۰۰ Toman/);
  });

  it('says when the products could not be loaded, and loads them again on retry', async () => {
    let calls = 0;
    renderShop({
      'GET /v1/shop/product': () =>
        ++calls === 1
          ? { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: 'Something broke' }
          : PRODUCTS,
    });
    expect(await screen.findByText('The shop could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Telegram Premium')).toBeTruthy();
  });
});

describe('the shop in the Android stores', () => {
  const config = (featuresList: GlobalConfig['featuresList']): GlobalConfig => ({ coins: [], featuresList });
  const installedFrom = (market: 'MYKET' | 'BAZAR') => {
    const platform = createMemoryPlatform();
    void platform.storage.set('androidMarket', JSON.stringify(market));
    return platform;
  };
  const GatedShop = withShopGate(ShopPage);

  it('says the shop is not offered in the Myket app when HIDE_SHOP_IN_MYKET is on, and loads nothing of it', async () => {
    const { fake } = renderShop(
      {
        'GET /v1/utils/global-configs': config(['HIDE_SHOP_IN_MYKET']),
        'GET /v1/shop/product': PRODUCTS,
      },
      installedFrom('MYKET'),
      GatedShop,
    );
    expect(await screen.findByText('The shop is not offered in this app')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(fake.calls).not.toContain('GET /v1/shop/product');
  });

  it('shows the shop in the Bazaar app while only the Myket flag is on', async () => {
    renderShop(
      {
        'GET /v1/utils/global-configs': config(['HIDE_SHOP_IN_MYKET']),
        'GET /v1/shop/product': PRODUCTS,
      },
      installedFrom('BAZAR'),
      GatedShop,
    );
    expect(await screen.findByText('Telegram Premium')).toBeTruthy();
    expect(screen.queryByText('The shop is not offered in this app')).toBeNull();
  });

  it('says the shop is not offered in the Bazaar app when HIDE_SHOP_IN_BAZAR is on', async () => {
    renderShop(
      {
        'GET /v1/utils/global-configs': config(['HIDE_SHOP_IN_BAZAR']),
        'GET /v1/shop/product': PRODUCTS,
      },
      installedFrom('BAZAR'),
      GatedShop,
    );
    await waitFor(() => expect(screen.getByText('The shop is not offered in this app')).toBeTruthy());
  });
});

describe("the shop's pages in a store's app that hides the shop", () => {
  it.each(['shop', 'shopTelegramPremium', 'shopTelegramStars', 'shopAdCheque', 'shopGiveaway'] as const)(
    '%s says the shop is not offered there',
    async (name) => {
      const platform = createMemoryPlatform();
      void platform.storage.set('androidMarket', JSON.stringify('MYKET'));
      const Screen = shopFeature.screens[name]!;
      const fake = createFakeApi({
        'GET /v1/utils/global-configs': { coins: [], featuresList: ['HIDE_SHOP_IN_MYKET'] },
      });
      renderWithProviders(
        <ThemeRoot appearance="light">
          <Suspense fallback={null}>
            <Screen telegramBotUrl={null} />
          </Suspense>
        </ThemeRoot>,
        { api: fake.api, path: '/shop', platform },
      );
      expect(await screen.findByText('The shop is not offered in this app')).toBeTruthy();
    },
  );
});
