// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GIFT_CARD_ORDER_STATUSES, type GiftCardOrder } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { GIFT_CARD_ORDER, HOME_ADDRESS, PHYSICAL_GIFT_CARD_ORDER } from '../shared/test-fixtures';
import { GiftCardDesignPage } from './card-design-page';
import { GiftCardConfirmationPage } from './confirmation-page';
import {
  readStoredDraft,
  storedDraftOf,
  type GiftCardDraft,
  type StoredGiftCardDraft,
} from './gift-card-form';
import { GiftCardOrderPage, GiftCardOrderView } from './order-page';
import { GiftCardOrdersPage } from './orders-page';
import { GiftCardCurrencyPage } from './select-currency-page';

/** The shared machine is slow to load the pages' chunks; a second is too little for the first find. */
configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);

/** The market prices the app loads with the balances: a bitcoin at 9 billion Toman, an ounce of gold at 300 million. */
const ASSETS = {
  tokens: [
    ['BTC', '9000000000'],
    ['XAUT', '300000000'],
  ].map(([token, irt]) => ({
    token,
    name: { en: token === 'BTC' ? 'Bitcoin' : 'Tether Gold', fa: token },
    listed: true,
    favorite: false,
    groups: [],
    balance: { amount: { number: '0' }, usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
    marketData: { USD: { lastPrice: '1', change24h: '0' }, IRT: { lastPrice: irt, change24h: '0' } },
  })),
  balance: { usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
  userCurrency: 'IRT',
};

function renderAt(node: ReactNode, path: string, routes: FakeRoutes = {}, platform?: MemoryPlatform) {
  const fake = createFakeApi({ 'GET /v2/assets': ASSETS, ...routes });
  return {
    ...renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
      api: fake.api,
      path,
      ...(platform ? { platform } : {}),
    }),
    fake,
  };
}

/** A platform whose flow storage holds a gift card typed so far. */
function withDraft(over: Partial<GiftCardDraft>) {
  const platform = createMemoryPlatform();
  const value: GiftCardDraft = {
    type: 'DIGITAL',
    currency: 'toman',
    amount: '200000',
    design: 'classic',
    recipientName: 'Sara',
    message: '',
    addressId: null,
    ...over,
  };
  void platform.flowStorage.set('giftCardDraft', JSON.stringify({ version: 7, value: storedDraftOf(value) }));
  return platform;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const draftOf = (platform: MemoryPlatform) => {
  const stored = platform.flowStorage.values().giftCardDraft as StoredGiftCardDraft | undefined;
  return stored && readStoredDraft(stored);
};

describe('the currency step', () => {
  it('[SHOP-04] offers a digital or a printed card in bitcoin, tether, Toman, ethereum and Tether Gold', async () => {
    renderAt(<GiftCardCurrencyPage />, '/shop/gift-card/select-currency');
    expect(await screen.findByRole('button', { name: 'Digital card' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Printed card' })).toBeTruthy();
    const currencies = within(screen.getByRole('region', { name: 'Currency' })).getAllByRole('button');
    expect(currencies.map((button) => button.textContent)).toEqual([
      expect.stringContaining('Bitcoin'),
      expect.stringContaining('Tether'),
      expect.stringContaining('Toman'),
      expect.stringContaining('Ethereum'),
      expect.stringContaining('Tether Gold'),
    ]);
    expect(screen.getByRole('link', { name: 'My gift card orders' }).getAttribute('href')).toBe(
      '/shop/gift-card/orders',
    );
  });

  it('asks for an amount, and goes on with one typed in Persian digits, kept in the draft', async () => {
    const platform = createMemoryPlatform();
    const { location } = renderAt(<GiftCardCurrencyPage />, '/shop/gift-card/select-currency', {}, platform);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText("Enter the card's amount.")).toBeTruthy();
    type('Card amount', '۵۰۰۰۰');
    expect(await screen.findByText('A gift card is worth at least 100,000 Toman.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location.history.at(-1)).toBe('/shop/gift-card/select-currency');
    type('Card amount', '۲۰۰۰۰۰');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location.history.at(-1)).toBe('/shop/gift-card/card-design');
    await waitFor(() => expect(draftOf(platform)).toMatchObject({ currency: 'toman', amount: '200000' }));
  });

  it("estimates a coin card's Toman value from the market price", async () => {
    const platform = createMemoryPlatform();
    renderAt(<GiftCardCurrencyPage />, '/shop/gift-card/select-currency', {}, platform);
    fireEvent.click(await screen.findByRole('button', { name: /Tether Gold/ }));
    await waitFor(() => expect(draftOf(platform)).toMatchObject({ currency: 'xaut' }));
    type('Card amount', '۰٫۵');
    expect(await screen.findByText(/about 150,000,000 Toman/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Printed card' }));
    await waitFor(() => expect(draftOf(platform)).toMatchObject({ type: 'PHYSICAL', amount: '0.5' }));
  });

  it('comes back to what was typed after a reload', async () => {
    renderAt(
      <GiftCardCurrencyPage />,
      '/shop/gift-card/select-currency',
      {},
      withDraft({ amount: '350000' }),
    );
    expect(await screen.findByDisplayValue('350,000')).toBeTruthy();
  });
});

describe('the design step', () => {
  it('goes back to the first step when opened without an amount', async () => {
    const { location } = renderAt(<GiftCardDesignPage />, '/shop/gift-card/card-design');
    await waitFor(() => expect(location.history.at(-1)).toBe('/shop/gift-card/select-currency'));
  });

  it('[SHOP-04] offers the five designs, previews the card, and needs a name and a short enough message', async () => {
    const platform = withDraft({ recipientName: '' });
    const { location } = renderAt(<GiftCardDesignPage />, '/shop/gift-card/card-design', {}, platform);
    const designs = within(await screen.findByRole('region', { name: 'Design' })).getAllByRole('button');
    expect(designs.map((button) => button.textContent)).toEqual([
      expect.stringContaining('Classic'),
      expect.stringContaining('Nowruz'),
      expect.stringContaining('Spring'),
      expect.stringContaining('Birthday'),
      expect.stringContaining('Valentine'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Valentine/ }));
    await waitFor(() => expect(draftOf(platform)).toMatchObject({ design: 'valentine' }));
    const preview = screen.getByRole('img', { name: 'Card preview' });
    expect(preview.textContent).toContain('200,000 Toman');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText("Write the recipient's name.")).toBeTruthy();
    type('Message (optional)', 'x'.repeat(201));
    expect(await screen.findByText('The message may be at most 200 characters.')).toBeTruthy();
    type('Message (optional)', 'Happy birthday');
    expect(await screen.findByText('14 of 200 characters.')).toBeTruthy();
    type("Recipient's name", 'Sara');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Card preview' }).textContent).toContain('Sara'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(location.history.at(-1)).toBe('/shop/gift-card/confirmation');
  });
});

describe('the confirmation', () => {
  it('goes back to the first step when the name is missing', async () => {
    const { location } = renderAt(
      <GiftCardConfirmationPage />,
      '/shop/gift-card/confirmation',
      {},
      withDraft({ recipientName: '' }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/shop/gift-card/select-currency'));
  });

  it('orders a digital card: the exact request, then its invoice, back to the order, the draft cleared', async () => {
    const platform = withDraft({ message: 'Happy Nowruz', design: 'nowruz' });
    const { fake, location } = renderAt(
      <GiftCardConfirmationPage />,
      '/shop/gift-card/confirmation',
      { 'POST /v1/gift-card/order': { ...GIFT_CARD_ORDER, status: 'PENDING', activationCode: null } },
      platform,
    );
    expect(await screen.findByText('210,000 Toman')).toBeTruthy();
    expect(screen.getByText('10,000 Toman')).toBeTruthy();
    expect(screen.queryByText('Shipping cost')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/invoice\?/));
    const next = new URL(location.history.at(-1)!, 'http://x');
    expect(next.searchParams.get('id')).toBe('71');
    expect(next.searchParams.get('nextUrl')).toBe('/shop/gift-card/orders/31');
    const sent = fake.requests.find((request) => request.method === 'POST')!;
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await sent.json()).toEqual({
      type: 'DIGITAL',
      design: 'nowruz',
      currency: 'toman',
      amount: '200000',
      recipientName: 'Sara',
      message: 'Happy Nowruz',
    });
    await waitFor(() => expect(draftOf(platform)).toBeUndefined());
  });

  it('[SHOP-05] a printed card needs one of the addresses, with its shipping cost and the 10-day promise', async () => {
    const platform = withDraft({ type: 'PHYSICAL' });
    const { fake, location } = renderAt(
      <GiftCardConfirmationPage />,
      '/shop/gift-card/confirmation',
      {
        'GET /v1/user/address': [HOME_ADDRESS],
        'POST /v1/gift-card/order': { ...PHYSICAL_GIFT_CARD_ORDER, status: 'PENDING' },
      },
      platform,
    );
    expect(await screen.findByText('Shipped within 10 days of payment.')).toBeTruthy();
    expect(screen.getByText('150,000 Toman')).toBeTruthy();
    expect(screen.getByText('50,000 Toman')).toBeTruthy();
    // 200,000 + 50,000 + 150,000.
    expect(screen.getByText('400,000 Toman')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm and pay' }));
    expect(
      await screen.findByText('A printed card is posted: choose the address to send it to.'),
    ).toBeTruthy();
    expect(fake.calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /Home/ }));
    await waitFor(() => expect(draftOf(platform)).toMatchObject({ addressId: '5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/invoice\?/));
    const next = new URL(location.history.at(-1)!, 'http://x');
    expect(next.searchParams.get('id')).toBe('72');
    expect(next.searchParams.get('nextUrl')).toBe('/shop/gift-card/orders/32');
    const sent = fake.requests.find((request) => request.method === 'POST')!;
    expect(await sent.json()).toEqual({
      type: 'PHYSICAL',
      design: 'classic',
      currency: 'toman',
      amount: '200000',
      recipientName: 'Sara',
      addressId: '5',
    });
  });

  it('says when the user has no address yet, and where to add one', async () => {
    renderAt(
      <GiftCardConfirmationPage />,
      '/shop/gift-card/confirmation',
      { 'GET /v1/user/address': [] },
      withDraft({ type: 'PHYSICAL' }),
    );
    expect(await screen.findByText('You have no delivery address yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add or edit addresses' }).getAttribute('href')).toBe(
      '/profile/addresses',
    );
  });

  it('says when the addresses cannot be loaded, with a retry', async () => {
    renderAt(
      <GiftCardConfirmationPage />,
      '/shop/gift-card/confirmation',
      { 'GET /v1/user/address': { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: null } },
      withDraft({ type: 'PHYSICAL' }),
    );
    expect(await screen.findByText('Your addresses could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it.each([
    ['BAD_INPUT_VALUES', 400, 'The amount is too small for a card.', 'The amount is too small for a card.'],
    ['PRODUCT_NOT_ACTIVE', 422, 'Not active.', 'Gift cards cannot be ordered on your account right now.'],
    ['ADDRESS_NOT_FOUND', 404, 'Not found.', 'This address is no longer in your list. Choose another one.'],
  ])('tells the refusal %s and keeps the card', async (codeString, status, localizedMessage, shown) => {
    const { location } = renderAt(
      <GiftCardConfirmationPage />,
      '/shop/gift-card/confirmation',
      {
        'GET /v1/user/address': [HOME_ADDRESS],
        'POST /v1/gift-card/order': { status, codeString, localizedMessage },
      },
      withDraft({ type: 'PHYSICAL', addressId: '5' }),
    );
    await screen.findByRole('button', { name: /Home/ });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText(shown)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/shop/gift-card/confirmation');
  });
  it('asks for the addresses again when the chosen one is gone, and asks to choose another', async () => {
    let addresses = [HOME_ADDRESS];
    const { fake } = renderAt(
      <GiftCardConfirmationPage />,
      '/shop/gift-card/confirmation',
      {
        'GET /v1/user/address': () => addresses,
        'POST /v1/gift-card/order': {
          status: 404,
          codeString: 'ADDRESS_NOT_FOUND',
          localizedMessage: 'Gone.',
        },
      },
      withDraft({ type: 'PHYSICAL', addressId: '5' }),
    );
    await screen.findByRole('button', { name: /Home/ });
    addresses = [];
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText('You have no delivery address yet.')).toBeTruthy();
    expect(fake.calls.filter((call) => call === 'GET /v1/user/address')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(
      await screen.findByText('A printed card is posted: choose the address to send it to.'),
    ).toBeTruthy();
    expect(fake.calls.filter((call) => call === 'POST /v1/gift-card/order')).toHaveLength(1);
  });
});

describe('the orders', () => {
  it('lists the orders with their design, amount, status and date, each opening its page', async () => {
    renderAt(<GiftCardOrdersPage />, '/shop/gift-card/orders', {
      'GET /v1/gift-card/order': [PHYSICAL_GIFT_CARD_ORDER, GIFT_CARD_ORDER],
    });
    const rows = await screen.findAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/shop/gift-card/orders/32',
      '/shop/gift-card/orders/31',
    ]);
    expect(rows[0]!.textContent).toContain('Printed card · 0.001 BTC');
    expect(rows[0]!.textContent).toContain('Shipped (Pending)');
    expect(rows[1]!.textContent).toContain('Digital card · 200,000 Toman');
    expect(rows[1]!.textContent).toContain('Issued (Completed)');
  });

  it('says there is none yet, with a way to order one', async () => {
    const { location } = renderAt(<GiftCardOrdersPage />, '/shop/gift-card/orders', {
      'GET /v1/gift-card/order': [],
    });
    expect(await screen.findByText('No gift cards yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Order a gift card' }));
    expect(location.history.at(-1)).toBe('/shop/gift-card/select-currency');
  });

  it('says when the list cannot be loaded, and loads it again on retry', async () => {
    let fails = true;
    renderAt(<GiftCardOrdersPage />, '/shop/gift-card/orders', {
      'GET /v1/gift-card/order': () =>
        fails ? { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: null } : [GIFT_CARD_ORDER],
    });
    expect(await screen.findByText('Your gift card orders could not be loaded.')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Digital card/ })).toBeTruthy();
  });
});

describe("an order's page", () => {
  const openOrder = (order: GiftCardOrder) =>
    renderAt(<GiftCardOrderView id={order.id} />, `/shop/gift-card/orders/${order.id}`, {
      [`GET /v1/gift-card/order/${order.id}`]: order,
    });

  it("[SHOP-05] shows every field of a printed card's order, its steps and the day it ships by", async () => {
    renderAt(<GiftCardOrderPage />, '/shop/gift-card/orders/32', {
      'GET /v1/gift-card/order/32': PHYSICAL_GIFT_CARD_ORDER,
    });
    const details = await screen.findByRole('region', { name: 'Order' });
    const text = details.textContent;
    for (const part of [
      '0.001 BTC',
      'Bitcoin',
      '9,000,000 Toman',
      '150,000 Toman',
      '50,000 Toman',
      '9,200,000 Toman',
      'Ali',
      '09121234567',
      'تهران',
      'Valiasr 12',
      '1234567890',
      'TRK-55120',
      'S-GC32',
    ]) {
      expect(text).toContain(part);
    }
    for (const label of [
      'Card amount',
      'Currency',
      'Shipping cost',
      'Issue fee',
      'Total',
      'Message',
      'Recipient',
      'Phone',
      'Province',
      'City',
      'Address',
      'Postal code',
      'Tracking number',
      'Support code',
      'Ordered',
    ]) {
      expect(within(details).getByText(label)).toBeTruthy();
    }
    const steps = screen.getByRole('region', { name: 'Steps' }).textContent;
    expect(steps).toContain('Ships by');
    expect(steps).toContain('Not yet');
    expect(screen.getByText('GC-9K3L-AB12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Claim a gift code' }).getAttribute('href')).toBe(
      '/profile/gift-code',
    );
  });

  const WORDS: Record<(typeof GIFT_CARD_ORDER_STATUSES)[number], [string, string, string]> = {
    PENDING: ['Waiting for payment', 'Pending', 'Pending'],
    CANCELLED: ['Canceled', 'Failed', 'Failed'],
    PROCESSING: ['Paid, being printed', 'Pending', 'Pending'],
    ISSUED: ['Issued', 'Completed', 'Pending'],
    SHIPPED: ['Shipped', 'Pending', 'Pending'],
    DELIVERED: ['Delivered', 'Completed', 'Completed'],
    REFUNDED: ['Refunded', 'Failed', 'Failed'],
  };

  it.each(GIFT_CARD_ORDER_STATUSES)(
    '[SHOP-06] words the status %s, with completed, pending or failed for a digital and a printed card',
    async (status) => {
      const [word, digital, physical] = WORDS[status];
      openOrder({ ...GIFT_CARD_ORDER, status });
      expect((await screen.findByText(word, { selector: 'strong' })).parentElement!.textContent).toBe(
        `${word} · ${digital}`,
      );
      cleanup();
      openOrder({ ...PHYSICAL_GIFT_CARD_ORDER, status });
      expect((await screen.findByText(word, { selector: 'strong' })).parentElement!.textContent).toBe(
        `${word} · ${physical}`,
      );
    },
  );

  it('offers to pay a waiting order’s invoice, back to the order', async () => {
    const { location } = openOrder({
      ...GIFT_CARD_ORDER,
      status: 'PENDING',
      activationCode: null,
      paidAt: null,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay the invoice' }));
    const next = new URL(location.history.at(-1)!, 'http://x');
    expect(next.pathname).toBe('/invoice');
    expect(next.searchParams.get('id')).toBe('71');
    expect(next.searchParams.get('nextUrl')).toBe('/shop/gift-card/orders/31');
  });

  it('hides a refunded card’s void code and says why', async () => {
    openOrder({ ...PHYSICAL_GIFT_CARD_ORDER, status: 'REFUNDED', refundedAt: '2026-11-27T08:00:00.000Z' });
    expect(
      await screen.findByText(
        'The card could not be delivered: the payment went back to the payer and its code is void.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('GC-9K3L-AB12')).toBeNull();
  });

  it('says when the order cannot be loaded, with a retry', async () => {
    renderAt(<GiftCardOrderView id="99" />, '/shop/gift-card/orders/99', {
      'GET /v1/gift-card/order/99': {
        status: 404,
        codeString: 'GIFT_CARD_ORDER_NOT_FOUND',
        localizedMessage: 'No such order.',
      },
    });
    expect(await screen.findByText('This gift card order could not be loaded.')).toBeTruthy();
    expect(screen.getByText('No such order.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks again while the order is moving, and shows where it got to', async () => {
    let status: GiftCardOrder['status'] = 'PENDING';
    const { fake } = renderAt(<GiftCardOrderView id="31" />, '/shop/gift-card/orders/31', {
      'GET /v1/gift-card/order/31': () => ({ ...GIFT_CARD_ORDER, status }),
    });
    expect(await screen.findByText('Waiting for payment')).toBeTruthy();
    status = 'ISSUED';
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10_500));
    });
    expect(await screen.findByText('GC-7Q2M-ZP4X')).toBeTruthy();
    expect(fake.calls.filter((call) => call === 'GET /v1/gift-card/order/31').length).toBe(2);
  }, 20_000);
});
