// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Jetton, PremiumRecipient } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { JETTON, JETTON_INVOICE, product, PRODUCTS } from '../shared/test-fixtures';
import { TelegramPremiumPage } from './premium-page';

configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);

/** A tiny PNG as Fragment sends a picture. */
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const DUROV: PremiumRecipient = { username: 'durov', name: 'Pavel Durov', photo: PHOTO, months: 12 };

function renderAt(routes: FakeRoutes, path = '/shop/telegram-premium', platform = createMemoryPlatform()) {
  const fake = createFakeApi({ 'GET /v1/shop/product': PRODUCTS, 'GET /v1/jetton': [], ...routes });
  return {
    ...renderWithProviders(
      <ThemeRoot appearance="light">
        <TelegramPremiumPage />
      </ThemeRoot>,
      { api: fake.api, path, platform },
    ),
    fake,
  };
}

const typeUsername = (value: string) =>
  fireEvent.change(screen.getByLabelText('Telegram username'), { target: { value } });
const pressed = () =>
  within(screen.getByRole('group', { name: 'Plan' }))
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('Telegram Premium', () => {
  it('[SHOP-02] offers the three plans with their Toman price and rate, 12 months chosen first', async () => {
    renderAt({});
    await screen.findByRole('group', { name: 'Plan' });
    expect(
      within(screen.getByRole('group', { name: 'Plan' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['3 months of Premium', '6 months of Premium', '12 months of Premium']);
    expect(pressed()).toEqual(['12 months of Premium']);
    expect(screen.getByText('1,200,000 Toman')).toBeTruthy();
    expect(screen.getByText('1,600,000 Toman')).toBeTruthy();
    expect(screen.getByText('2,900,000 Toman')).toBeTruthy();
    expect(screen.getByText('$29.00 at 100,000 Toman per Tether')).toBeTruthy();
  });

  it('[SHOP-02] asks for a username before looking anyone up, and checks it as typed', async () => {
    const { fake } = renderAt({});
    fireEvent.click(await screen.findByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Enter the Telegram username of who receives it.')).toBeTruthy();
    typeUsername('@ab');
    expect(
      await screen.findByText(
        'A Telegram username has 5 to 32 English letters, digits and underscores, and starts with a letter.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    typeUsername('@durov_1');
    await waitFor(() => expect(screen.queryByText(/A Telegram username has 5 to 32/)).toBeNull());
    expect(fake.calls).not.toContain('GET /v1/fragment/telegram/premium/recipient');
  });

  it('[SHOP-02] shows who the username is, name and picture, before paying', async () => {
    const { fake } = renderAt({ 'GET /v1/fragment/telegram/premium/recipient': DUROV });
    await screen.findByRole('button', { name: 'Find' });
    fireEvent.click(screen.getByRole('button', { name: '6 months of Premium' }));
    typeUsername('@durov');
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Pavel Durov')).toBeTruthy();
    expect(screen.getByRole('img', { name: "Pavel Durov's picture" }).getAttribute('src')).toBe(PHOTO);
    expect(screen.getByText('Certified merchant')).toBeTruthy();
    const lookup = new URL(fake.requests.find((request) => request.url.includes('/premium/recipient'))!.url);
    expect(lookup.searchParams.get('username')).toBe('durov');
    expect(lookup.searchParams.get('months')).toBe('6');
    expect(screen.getByRole('button', { name: 'Pay 1,600,000 Toman' })).toBeTruthy();
  });

  it('answers "no Telegram user found" in the page for a username Fragment does not know', async () => {
    renderAt({
      'GET /v1/fragment/telegram/premium/recipient': {
        status: 404,
        codeString: 'TELEGRAM_USER_NOT_FOUND',
        localizedMessage: '',
      },
    });
    await screen.findByRole('button', { name: 'Find' });
    typeUsername(' nobody_here ');
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No Telegram user found')).toBeTruthy();
    expect(
      screen.getByText('Fragment found no Telegram user by @nobody_here. Check the username.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('[SHOP-02] pays: creates the jetton with the plan and username and opens its invoice, back to its status', async () => {
    let body: unknown = null;
    const platform = createMemoryPlatform();
    const { fake, location } = renderAt(
      {
        'GET /v1/fragment/telegram/premium/recipient': DUROV,
        'POST /v1/jetton': async (request: Request) => {
          body = await request.json();
          return JETTON;
        },
      },
      '/shop/telegram-premium',
      platform,
    );
    await screen.findByRole('button', { name: 'Find' });
    typeUsername('@durov');
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay 2,900,000 Toman' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/invoice\?/));
    const next = new URL(location.history.at(-1)!, 'http://x');
    expect(next.searchParams.get('id')).toBe('80');
    expect(next.searchParams.get('nextUrl')).toBe('/shop/telegram-premium?jettonId=41');
    expect(body).toEqual({ productId: 'TG-PREMIUM-12M', username: 'durov' });
    const create = fake.requests.find((request) => request.method === 'POST')!;
    expect(create.headers.get('Idempotency-Key')).toBeTruthy();
    // Bought: the draft is gone from the device.
    await waitFor(() => expect(platform.flowStorage.values().premiumDraft).toBeUndefined());
  });

  it('shows the refusal of a plan turned off meanwhile in the user’s words', async () => {
    renderAt({
      'GET /v1/fragment/telegram/premium/recipient': DUROV,
      'POST /v1/jetton': {
        status: 422,
        codeString: 'PRODUCT_NOT_ACTIVE',
        localizedMessage: 'این محصول برای شما فعال نیست',
      },
    });
    await screen.findByRole('button', { name: 'Find' });
    typeUsername('durov');
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay 2,900,000 Toman' }));
    expect(await screen.findByText('این محصول برای شما فعال نیست')).toBeTruthy();
  });

  it('[SHOP-13] says a plan turned off for this user is not active for them, with support, and does not sell it', async () => {
    renderAt({
      'GET /v1/shop/product': [
        product('TG-PREMIUM-3M'),
        product('TG-PREMIUM-12M', { isActive: false, inactiveReason: 'DISABLED_FOR_USER' }),
      ],
    });
    expect(await screen.findByText('This is not active for you. Support can tell you why.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Find' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the plan and the username across a reload', async () => {
    const platform = createMemoryPlatform();
    renderAt({}, '/shop/telegram-premium', platform);
    fireEvent.click(await screen.findByRole('button', { name: '3 months of Premium' }));
    typeUsername('@durov');
    await waitFor(() =>
      expect(platform.flowStorage.values().premiumDraft).toEqual({ quantity: '3', username: '@durov' }),
    );
    cleanup();
    renderAt({}, '/shop/telegram-premium', platform);
    await screen.findByRole('group', { name: 'Plan' });
    await waitFor(() => expect(pressed()).toEqual(['3 months of Premium']));
    expect((screen.getByLabelText('Telegram username') as HTMLInputElement).value).toBe('@durov');
  });

  it('says when the plans could not be loaded, with a retry', async () => {
    let calls = 0;
    renderAt({
      'GET /v1/shop/product': () =>
        ++calls === 1 ? { status: 503, codeString: 'SERVICE_UNAVAILABLE', localizedMessage: '' } : PRODUCTS,
    });
    expect(await screen.findByText('The Premium plans could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Plan' })).toBeTruthy();
  });
});

describe("a Premium plan's status", () => {
  const at = (jetton: Partial<Jetton>, routes: FakeRoutes = {}) =>
    renderAt(
      {
        'GET /v1/jetton/41': { ...JETTON, ...jetton },
        'GET /v1/invoice/80': JETTON_INVOICE,
        ...routes,
      },
      '/shop/telegram-premium?jettonId=41',
    );

  it('waits for payment, with the way back to its invoice', async () => {
    const { location } = at({});
    expect(await screen.findByText('12 months of Premium is sent once its invoice is paid.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the invoice' }));
    const next = new URL(location.history.at(-1)!, 'http://x');
    expect(next.pathname).toBe('/invoice');
    expect(next.searchParams.get('id')).toBe('80');
    expect(next.searchParams.get('nextUrl')).toBe('/shop/telegram-premium?jettonId=41');
  });

  it('tells each status in words', async () => {
    const cases: [Partial<Jetton>, string][] = [
      [{ status: 'PAID' }, 'Paid. 12 months of Premium is about to be sent to Pavel Durov (@durov).'],
      [
        { status: 'DELIVERING' },
        '12 months of Premium is being sent to Pavel Durov (@durov) through Fragment. This takes a few seconds.',
      ],
      [{ status: 'DELIVERED' }, '12 months of Premium was delivered to Pavel Durov (@durov).'],
      [
        { status: 'FAILED', failureReason: 'FRAGMENT_ERROR' },
        'Fragment could not deliver 12 months of Premium; your payment was returned to your Toman balance.',
      ],
      [{ status: 'CANCELED' }, 'Its invoice was canceled before it was paid; nothing was charged.'],
      [
        { status: 'REFUNDED' },
        'It was not sent to anyone in time; your payment was returned to your Toman balance.',
      ],
    ];
    for (const [jetton, words] of cases) {
      at(jetton);
      expect(await screen.findByText(words)).toBeTruthy();
      cleanup();
    }
  });

  it('[SHOP-12] names the merchant of its invoice as certified', async () => {
    at({ status: 'DELIVERED' });
    expect(await screen.findByText('Certified merchant')).toBeTruthy();
    expect(screen.getByText('Wallet')).toBeTruthy();
  });

  it('[SHOP-12] names a merchant that is not certified as not verified', async () => {
    at(
      { status: 'DELIVERED' },
      { 'GET /v1/invoice/80': { ...JETTON_INVOICE, merchant: { name: 'Fragment', isCertified: false } } },
    );
    expect(await screen.findByText('Not verified merchant')).toBeTruthy();
    expect(screen.getByText('Fragment')).toBeTruthy();
  });

  it('says when the purchase is not one of the user’s', async () => {
    at({}, { 'GET /v1/jetton/41': { status: 404, codeString: 'JETTON_NOT_FOUND', localizedMessage: '' } });
    expect(await screen.findByText('This purchase was not found among yours.')).toBeTruthy();
  });
});
