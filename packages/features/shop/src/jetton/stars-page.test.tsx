// @vitest-environment happy-dom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Jetton } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { JETTON, JETTON_INVOICE, PRODUCTS } from '../shared/test-fixtures';
import { TelegramStarsPage } from './stars-page';

configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);

/** 500 Stars paid on another device without a username: waiting to be sent. */
const PAID_STARS: Jetton = {
  ...JETTON,
  id: '42',
  productId: 'TG-STARS-500',
  group: 'TELEGRAM_STARS',
  quantity: 500,
  status: 'PAID',
  price: '750000',
  recipient: null,
  paidAt: '2026-11-24T08:02:00.000Z',
};

function renderAt(routes: FakeRoutes, path = '/shop/telegram-stars', platform = createMemoryPlatform()) {
  const fake = createFakeApi({
    'GET /v1/shop/product': PRODUCTS,
    'GET /v1/jetton': [],
    'GET /v1/invoice/80': JETTON_INVOICE,
    ...routes,
  });
  return {
    ...renderWithProviders(
      <ThemeRoot appearance="light">
        <TelegramStarsPage />
      </ThemeRoot>,
      { api: fake.api, path, platform },
    ),
    fake,
  };
}

const typeUsername = (value: string) =>
  fireEvent.change(screen.getByLabelText('Telegram username'), { target: { value } });

describe('Telegram Stars', () => {
  it('[SHOP-03] offers every pack with its price, and buys the chosen one for the username, opening its invoice', async () => {
    let body: unknown = null;
    const { location } = renderAt({
      'POST /v1/jetton': async (request: Request) => {
        body = await request.json();
        return { ...PAID_STARS, id: '43', productId: 'TG-STARS-1000', quantity: 1000, status: 'PENDING' };
      },
    });
    const packs = await screen.findByRole('group', { name: 'Pack' });
    expect(within(packs).getAllByRole('button')).toHaveLength(8);
    expect(screen.getByText('$7.50 at 100,000 Toman per Tether')).toBeTruthy();
    fireEvent.click(within(packs).getByRole('button', { name: '1,000 Stars' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for 1,500,000 Toman' }));
    expect(await screen.findByText('Enter the Telegram username of who receives it.')).toBeTruthy();
    typeUsername('@pavel_d');
    fireEvent.click(screen.getByRole('button', { name: 'Buy for 1,500,000 Toman' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/invoice\?/));
    const next = new URL(location.history.at(-1)!, 'http://x');
    expect(next.searchParams.get('id')).toBe('80');
    expect(next.searchParams.get('nextUrl')).toBe('/shop/telegram-stars?jettonId=43');
    expect(body).toEqual({ productId: 'TG-STARS-1000', username: 'pavel_d' });
  });

  it('[SHOP-13] tells a pack turned off meanwhile in our words when the server gives none', async () => {
    renderAt({
      'POST /v1/jetton': { status: 422, codeString: 'PRODUCT_NOT_ACTIVE', localizedMessage: '' },
    });
    await screen.findByRole('group', { name: 'Pack' });
    typeUsername('durov');
    fireEvent.click(screen.getByRole('button', { name: 'Buy for 750,000 Toman' }));
    expect(await screen.findByText('This is not active for you. Support can tell you why.')).toBeTruthy();
  });

  it('lists the purchases of Stars, newest first, each opening its status', async () => {
    renderAt({
      'GET /v1/jetton': [
        { ...PAID_STARS, id: '40', createdAt: '2026-11-20T08:00:00.000Z', quantity: 50 },
        JETTON,
        PAID_STARS,
      ],
    });
    await screen.findByText('Your purchases');
    const rows = await screen.findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/shop/telegram-stars?jettonId=42',
      '/shop/telegram-stars?jettonId=40',
    ]);
    expect(rows[0]!.textContent).toMatch(/500 Stars.*Paid · no username yet/);
  });
});

describe('a paid pack of Stars without a username', () => {
  it('[SHOP-03] is sent to the username typed: POST /v1/jetton/{id}/redeem, then its delivery is shown', async () => {
    let body: unknown = null;
    let current = PAID_STARS;
    renderAt(
      {
        'GET /v1/jetton/42': () => current,
        'POST /v1/jetton/42/redeem': async (request: Request) => {
          body = await request.json();
          current = {
            ...PAID_STARS,
            status: 'DELIVERING',
            recipient: { username: 'durov', name: 'Pavel Durov' },
          };
          return current;
        },
      },
      '/shop/telegram-stars?jettonId=42',
    );
    expect(await screen.findByText('Paid. Enter the Telegram username to send 500 Stars to.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter the Telegram username of who receives it.')).toBeTruthy();
    typeUsername('@durov');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        '500 Stars is being sent to Pavel Durov (@durov) through Fragment. This takes a few seconds.',
      ),
    ).toBeTruthy();
    expect(body).toEqual({ data: 'durov' });
  });

  it('[SHOP-03] says so when it was already sent to a username', async () => {
    renderAt(
      {
        'GET /v1/jetton/42': PAID_STARS,
        'POST /v1/jetton/42/redeem': {
          status: 409,
          codeString: 'JETTON_ALREADY_REDEEMED',
          localizedMessage: '',
        },
      },
      '/shop/telegram-stars?jettonId=42',
    );
    await screen.findByRole('button', { name: 'Send' });
    typeUsername('durov');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('This purchase was already sent to a username; it cannot be sent again.'),
    ).toBeTruthy();
  });

  it('tells a username Fragment does not know at the field', async () => {
    renderAt(
      {
        'GET /v1/jetton/42': PAID_STARS,
        'POST /v1/jetton/42/redeem': {
          status: 404,
          codeString: 'TELEGRAM_USER_NOT_FOUND',
          localizedMessage: '',
        },
      },
      '/shop/telegram-stars?jettonId=42',
    );
    await screen.findByRole('button', { name: 'Send' });
    typeUsername('nobody_here');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('No Telegram user was found by this username. Check it and try again.'),
    ).toBeTruthy();
  });
});
