// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CardToCardPayment,
  Invoice,
  InvoicePaymentMethod,
  PaymentInvoice,
  UserInformation,
} from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { InvoiceCard2cardPage } from './invoice-card2card-page';
import { InvoicePage, PaymentPage } from './invoice-page';

afterEach(cleanup);

const INVOICE: Invoice = {
  id: '7',
  code: 'K7QW2MZP4X',
  type: 'JETTON',
  status: 'PENDING',
  product: { item: 'TG-PREMIUM-3M', quantity: '1', taskId: null },
  merchant: { name: 'Wallet', isCertified: true },
  amount: '250000',
  paidAmount: '0',
  paidWith: null,
  paidAt: null,
  refundedAt: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
};
const PAID: Invoice = {
  ...INVOICE,
  status: 'DELIVERED',
  paidAmount: '250000',
  paidWith: 'IRT_BALANCE',
  paidAt: '2026-11-24T08:05:00.000Z',
};
const option = (
  method: InvoicePaymentMethod['method'],
  parts: Partial<InvoicePaymentMethod> = {},
): InvoicePaymentMethod => ({
  method,
  isAvailable: true,
  unavailableReason: null,
  token: 'IRT',
  amount: '250000',
  fromBalance: '0',
  fee: '0',
  minAmount: null,
  maxAmount: null,
  ...parts,
});
const PAGE: PaymentInvoice = {
  invoice: INVOICE,
  due: '250000',
  balances: { irt: '300000', usdt: '0' },
  methods: [
    option('CARD2CARD', { minAmount: '5000', maxAmount: '25000000' }),
    option('CARD2CARD_WITH_BALANCE', { isAvailable: false, unavailableReason: 'BALANCE_COVERS_DUE' }),
    option('IRT_BALANCE'),
    option('USDT_BALANCE', {
      isAvailable: false,
      unavailableReason: 'BALANCE_INSUFFICIENT',
      token: 'USDT',
      amount: '4.2',
    }),
    option('DIRECT', { isAvailable: false, unavailableReason: 'NO_ACTIVE_CONTRACT' }),
    option('GATEWAY', { fee: '1250' }),
  ],
  cardToCard: null,
  gateway: null,
};
const CARD = {
  id: '12',
  number: '6037991234567828',
  bank: { id: 'MELLI', ibanCode: '017', name: 'Bank Melli', nameFa: 'ملی' },
  ownerName: 'Reza',
  createdAt: '2026-11-01T08:00:00.000Z',
};
const CARD_PAYMENT: CardToCardPayment = {
  paymentId: '55',
  method: 'CARD_TO_CARD',
  status: 'CREATED',
  amount: '250000',
  sourceCard: { id: '12', number: '6037991234567828', bank: CARD.bank },
  destination: {
    cardNumber: '6219861234567890',
    ownerName: 'Wallet',
    bank: { id: 'SAMAN', ibanCode: '056', name: 'Saman', nameFa: 'سامان' },
  },
  createdAt: '2026-11-24T08:00:00.000Z',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  confirmedAt: null,
  transactionId: null,
};
const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;

function open(node: ReactNode, path: string, routes: FakeRoutes = {}) {
  const platform = createMemoryPlatform();
  const fake = createFakeApi({
    'GET /v1/payment/invoice/7': PAGE,
    'GET /v1/invoice/7': INVOICE,
    'GET /v1/bank/credit-card': { cards: [CARD] },
    'GET /v1/user/whoami': USER,
    ...routes,
  });
  const view = renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
    api: fake.api,
    path,
    platform,
    session: { language: 'en' },
  });
  return { ...view, ...fake };
}

const pays = (requests: Request[]) =>
  requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/payment/invoice/7/pay');

describe('/invoice', () => {
  it('[SHOP-10] shows the invoice’s code, product, amount and status, and why a method cannot pay', async () => {
    open(<InvoicePage />, '/invoice?id=7');
    await screen.findByText('Waiting for payment');
    expect(screen.getByText('K7QW2MZP4X')).toBeTruthy();
    expect(screen.getByText('Telegram Premium, 3 months')).toBeTruthy();
    expect(screen.getByText('250,000')).toBeTruthy();
    expect(screen.getByText('Needs an active direct-debit contract')).toBeTruthy();
    expect(screen.getByText('Your Toman balance covers it all')).toBeTruthy();
    expect(screen.getByText('250,000 Toman and a 1,250 Toman fee')).toBeTruthy();
  });

  it('[SHOP-12] names the seller, certified or not verified, and a Stars pack by its Stars', async () => {
    open(<InvoicePage />, '/invoice?id=7');
    await screen.findByText('Waiting for payment');
    expect(screen.getByText('Wallet, certified')).toBeTruthy();
    cleanup();
    const unverified: PaymentInvoice = {
      ...PAGE,
      invoice: {
        ...INVOICE,
        product: { item: 'TG-STARS-500', quantity: '1', taskId: null },
        merchant: { name: 'Stars Corner', isCertified: false },
      },
    };
    open(<InvoicePage />, '/invoice?id=7', { 'GET /v1/payment/invoice/7': () => unverified });
    await screen.findByText('Waiting for payment');
    expect(screen.getByText('Stars Corner, not verified')).toBeTruthy();
    expect(screen.getByText('500 Telegram Stars')).toBeTruthy();
    expect(screen.queryByText('Wallet, certified')).toBeNull();
  });

  it('pays from the Toman balance once on a double tap, with one Idempotency-Key, then goes on', async () => {
    let answered = 0;
    const { platform, requests, location } = open(<InvoicePage />, '/invoice?id=7&nextUrl=%2Fswap', {
      'GET /v1/payment/invoice/7': () => (answered ? { ...PAGE, invoice: PAID } : PAGE),
      'POST /v1/payment/invoice/7/pay': () => {
        answered++;
        return { invoice: PAID, cardToCard: null, gateway: null };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Toman balance/ }));
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Pay'));
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    await waitFor(() => expect(answered).toBe(1));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/swap'));
    const [request] = pays(requests);
    expect(await request!.clone().json()).toEqual({ method: 'IRT_BALANCE' });
    expect(request!.headers.get('idempotency-key')).toBeTruthy();
  });

  it('shows the Tether balance’s ceiling as “at most” and sends that ceiling, never more', async () => {
    const withUsdt: PaymentInvoice = {
      ...PAGE,
      balances: { irt: '0', usdt: '10' },
      methods: [option('USDT_BALANCE', { token: 'USDT', amount: '4.2' })],
    };
    const { platform, requests } = open(<InvoicePage />, '/invoice?id=7', {
      'GET /v1/payment/invoice/7': withUsdt,
      'POST /v1/payment/invoice/7/pay': { invoice: PAID, cardToCard: null, gateway: null },
    });
    await screen.findByText('at most 4.221 Tether');
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Pay'));
    act(() => platform.mainButton.click());
    await waitFor(() => expect(pays(requests)).toHaveLength(1));
    expect(await pays(requests)[0]!.clone().json()).toEqual({
      method: 'USDT_BALANCE',
      maxUsdtAmount: '4.221',
    });
  });

  it('keeps the Idempotency-Key of a payment whose answer was lost, and sends it again on retry', async () => {
    let tries = 0;
    const { platform, requests } = open(<InvoicePage />, '/invoice?id=7', {
      'POST /v1/payment/invoice/7/pay': () => {
        tries++;
        return tries === 1
          ? {
              status: 409,
              codeString: 'INVOICE_PAYMENT_IN_PROGRESS',
              localizedMessage: 'Waiting for the bank.',
            }
          : { invoice: PAID, cardToCard: null, gateway: null };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Toman balance/ }));
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Pay'));
    act(() => platform.mainButton.click());
    await screen.findByText('Waiting for the bank.');
    act(() => platform.mainButton.click());
    await waitFor(() => expect(pays(requests)).toHaveLength(2));
    const [first, second] = pays(requests).map((request) => request.headers.get('idempotency-key'));
    expect(first).toBe(second);
  });

  it('sends card to card to its own page with the invoice, and shows a paid invoice with the way back', async () => {
    const { platform, location } = open(<InvoicePage />, '/invoice?id=7');
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Continue'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/invoice/card2card?id=7&method=CARD2CARD');
    cleanup();
    const paid = open(<InvoicePage />, '/invoice?id=7', {
      'GET /v1/payment/invoice/7': { ...PAGE, invoice: PAID },
    });
    await screen.findByText('Paid and delivered');
    expect(screen.getByText('Toman balance')).toBeTruthy();
    await waitFor(() => expect(paid.platform.mainButton.current()?.text).toBe('Back to the wallet'));
  });

  it('says a PAID invoice waits at most 96 hours (INVOICE_ESCROW_HOURS) for delivery, and that a refunded one went back to the balance', async () => {
    const waiting: Invoice = { ...PAID, type: 'EXPRESS_BUY', status: 'PAID' };
    const first = open(<InvoicePage />, '/invoice?id=7', {
      'GET /v1/payment/invoice/7': { ...PAGE, invoice: waiting },
    });
    await screen.findByText(
      'If it is not delivered within 96 hours of payment, the 250,000 Toman you paid goes back to your Toman balance.',
    );
    first.unmount();
    const refunded: Invoice = { ...waiting, status: 'CANCELED', refundedAt: '2026-11-25T08:05:00.000Z' };
    open(<InvoicePage />, '/invoice?id=7', { 'GET /v1/payment/invoice/7': { ...PAGE, invoice: refunded } });
    await screen.findByText('This invoice was refunded');
    expect(
      screen.getByText(
        'It was paid but not delivered within 96 hours, so the 250,000 Toman you paid went back to your Toman balance.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(screen.queryByText('This invoice was canceled')).toBeNull();
  });

  it('says a canceled invoice was not paid in time and offers no method', async () => {
    open(<InvoicePage />, '/invoice?id=7', {
      'GET /v1/payment/invoice/7': { ...PAGE, invoice: { ...INVOICE, status: 'CANCELED' } },
    });
    await screen.findByText('This invoice was canceled');
    expect(screen.queryByText('Card to card')).toBeNull();
  });

  it('says why the invoice could not be loaded, and offers a retry', async () => {
    open(<InvoicePage />, '/invoice?id=7', {
      'GET /v1/payment/invoice/7': {
        status: 404,
        codeString: 'INVOICE_NOT_FOUND',
        localizedMessage: 'This invoice was not found.',
      },
    });
    await screen.findByText('This invoice was not found.');
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });
});

describe('/payment', () => {
  it('is the same payment page for a payment link', async () => {
    open(<PaymentPage />, '/payment?invoiceId=7');
    await screen.findByText('K7QW2MZP4X');
    expect(screen.getByText('Pay 250,000 Toman with')).toBeTruthy();
  });
});

describe('/invoice/card2card', () => {
  it('starts one card-to-card payment for the invoice from the chosen card and keeps it in the address', async () => {
    const { platform, requests, location } = open(<InvoiceCard2cardPage />, '/invoice/card2card?id=7', {
      'POST /v1/payment/invoice/7/pay': { invoice: INVOICE, cardToCard: CARD_PAYMENT, gateway: null },
      'GET /v1/bank/deposit/card-to-card/55': CARD_PAYMENT,
    });
    await screen.findByLabelText('Card to pay from');
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Start the payment'));
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/invoice/card2card?id=7&payment=55'));
    expect(pays(requests)).toHaveLength(1);
    expect(await pays(requests)[0]!.clone().json()).toEqual({ method: 'CARD2CARD', sourceCardId: '12' });
  });

  it('with no bank card, links to the card form, which comes back to this payment', async () => {
    const { platform, location } = open(<InvoiceCard2cardPage />, '/invoice/card2card?id=7', {
      'GET /v1/payment/invoice/7': {
        ...PAGE,
        methods: [option('CARD2CARD', { isAvailable: false, unavailableReason: 'NO_CARD' })],
      },
      'GET /v1/bank/credit-card': { cards: [] },
    });
    const addCard = '/profile/financial?add=card&nextUrl=%2Finvoice%2Fcard2card%3Fid%3D7';
    const cards = await screen.findByRole('list', { name: 'Bank cards' });
    expect(within(cards).getByRole('link', { name: 'Add a bank card' }).getAttribute('href')).toBe(addCard);
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Add a bank card'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe(addCard);
  });

  it('follows the bank’s confirmation, then goes to nextUrl once the invoice is paid', async () => {
    const { location } = open(
      <InvoiceCard2cardPage />,
      '/invoice/card2card?id=7&payment=55&nextUrl=%2Fswap%3Fsource%3DIRT',
      {
        'GET /v1/bank/deposit/card-to-card/55': { ...CARD_PAYMENT, status: 'PAID', transactionId: '90' },
        'GET /v1/invoice/7': PAID,
      },
    );
    await waitFor(() => expect(location.history?.at(-1)).toBe('/swap?source=IRT'));
  });

  it('[RIAL-01] below KYC level 1 shows the kycNeeded notice instead of the payment', async () => {
    const { requests } = open(<InvoiceCard2cardPage />, '/invoice/card2card?id=7', {
      'GET /v1/user/whoami': { ...USER, level: 'LEVEL_0' },
    });
    await screen.findByText('Paying by card needs identity verification level 1.');
    expect(pays(requests)).toHaveLength(0);
  });
});
