// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExpressBuyReceipt, InvoicePaymentMethod, UserInformation } from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform } from '@wallet/platform';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { ExpressBuyConfirmPage } from './confirm-page';
import { expressBuyKeys } from './queries';

afterEach(cleanup);

const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;
const CONFIG = {
  featuresList: [],
  coins: [
    { token: 'IRT', name: { en: 'Toman', fa: 'تومان' }, decimals: 0, humanReadableDecimals: 0 },
    { token: 'USDT', name: { en: 'Tether', fa: 'تتر' }, decimals: 6, humanReadableDecimals: 2 },
  ].map((coin) => ({
    ...coin,
    icon: '',
    listed: true,
    features: { withdraw: true, deposit: true, trade: true },
    groups: [],
    networks: [],
  })),
};
/** A buy of 100,000 Toman of USDT that the balance (none) does not cover: all of it is still to pay. */
const receipt = (taskId: string, parts: Partial<ExpressBuyReceipt> = {}): ExpressBuyReceipt => ({
  taskId,
  invoiceId: taskId === 'task-1' ? '31' : '32',
  amount: '100000',
  buyingToken: 'USDT',
  coinAmount: '0.996',
  marketPrice: '0.00001',
  rate: '0.00000996',
  spread: '0.003',
  fee: '0.001',
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  useAccountBalance: false,
  balance: '0',
  payFromBalance: '0',
  dueByOtherMethod: '100000',
  invoiceStatus: 'PENDING',
  transactionId: null,
  isPriceWarned: false,
  ...parts,
});
const method = (
  name: InvoicePaymentMethod['method'],
  parts: Partial<InvoicePaymentMethod> = {},
): InvoicePaymentMethod => ({
  method: name,
  isAvailable: true,
  unavailableReason: null,
  token: 'IRT',
  amount: '100000',
  fromBalance: '0',
  fee: '0',
  minAmount: null,
  maxAmount: null,
  ...parts,
});
const NO_CARD = { isAvailable: false, unavailableReason: 'NO_CARD' } as const;

function open(path: string, routes: FakeRoutes = {}, queryClient?: QueryClient) {
  const fake = createFakeApi({
    'GET /v1/utils/global-configs': CONFIG,
    'GET /v1/user/whoami': USER,
    'GET /v1/express/buy/receipt/task-1': receipt('task-1'),
    'POST /v1/express/invoice/payment-methods': {
      invoiceId: '31',
      due: '100000',
      methods: [method('CARD2CARD', NO_CARD), method('GATEWAY', NO_CARD)],
    },
    ...routes,
  });
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      <ExpressBuyConfirmPage />
    </ThemeRoot>,
    {
      api: fake.api,
      path,
      platform: createMemoryPlatform(),
      session: { language: 'en' },
      ...(queryClient ? { queryClient } : {}),
    },
  );
  return { ...view, ...fake };
}

const pricings = (requests: Request[]) =>
  requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/express/buy/receipt');

describe('an express buy that needs a bank card', () => {
  it('links to the card form, which comes back to this buy', async () => {
    const { platform, location } = open('/express-buy/confirm?taskId=task-1');
    const addCard =
      '/profile/financial?add=card&nextUrl=%2Fexpress-buy%2Fconfirm%3FtaskId%3Dtask-1%26isReturning%3Dtrue';
    const cards = await screen.findByRole('list', { name: 'Bank cards' });
    expect(within(cards).getByRole('link', { name: 'Add a bank card' }).getAttribute('href')).toBe(addCard);
    expect(screen.getByRole('region', { name: 'Pay the rest' }).textContent).toContain(
      'Add a bank card first',
    );
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Add a bank card'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe(addCard);
  });

  it('back with a card while the price holds, keeps that price and offers to pay', async () => {
    const { platform, location, requests } = open('/express-buy/confirm?taskId=task-1&isReturning=true', {
      'POST /v1/express/invoice/payment-methods': {
        invoiceId: '31',
        due: '100000',
        methods: [method('CARD2CARD'), method('GATEWAY')],
      },
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/express-buy/confirm?taskId=task-1'));
    expect((await screen.findByRole('region', { name: 'Your buy' })).textContent).toContain('0.996');
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Pay with Card to card'));
    expect(screen.queryByText('This is a new price')).toBeNull();
    expect(pricings(requests)).toHaveLength(0);
  });

  it('back after the price ran out, prices the same buy again and shows the new price to confirm', async () => {
    const { location, requests } = open('/express-buy/confirm?taskId=task-1&isReturning=true', {
      'GET /v1/express/buy/receipt/task-1': receipt('task-1', { invoiceStatus: 'CANCELED' }),
      'POST /v1/express/buy/receipt': receipt('task-2', { coinAmount: '0.951' }),
      'GET /v1/express/buy/receipt/task-2': receipt('task-2', { coinAmount: '0.951' }),
      'POST /v1/express/invoice/payment-methods': {
        invoiceId: '32',
        due: '100000',
        methods: [method('CARD2CARD')],
      },
    });
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe('/express-buy/confirm?taskId=task-2&isRepriced=true'),
    );
    expect(pricings(requests)).toHaveLength(1);
    expect(await pricings(requests)[0]!.clone().json()).toEqual({
      amount: '100000',
      buyingToken: 'USDT',
      useAccountBalance: false,
    });
    expect(await screen.findByText('This is a new price')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your buy' }).textContent).toContain('0.951');
    expect(screen.queryByText('This price has expired')).toBeNull();
  });

  it('back after the price ran out, reads the buy afresh rather than trust the price kept from before', async () => {
    // What the page kept from before the detour still says the price holds.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(expressBuyKeys.receipt('task-1'), receipt('task-1'));
    const { location, requests } = open(
      '/express-buy/confirm?taskId=task-1&isReturning=true',
      {
        'GET /v1/express/buy/receipt/task-1': receipt('task-1', { invoiceStatus: 'CANCELED' }),
        'POST /v1/express/buy/receipt': receipt('task-2', { coinAmount: '0.951' }),
        'GET /v1/express/buy/receipt/task-2': receipt('task-2', { coinAmount: '0.951' }),
      },
      queryClient,
    );
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe('/express-buy/confirm?taskId=task-2&isRepriced=true'),
    );
    expect(pricings(requests)).toHaveLength(1);
  });

  it('a price that runs out on the page itself is told as expired, not priced behind the user’s back', async () => {
    const { requests } = open('/express-buy/confirm?taskId=task-1', {
      'GET /v1/express/buy/receipt/task-1': receipt('task-1', { invoiceStatus: 'CANCELED' }),
    });
    expect(await screen.findByText('This price has expired')).toBeTruthy();
    expect(pricings(requests)).toHaveLength(0);
  });
});
