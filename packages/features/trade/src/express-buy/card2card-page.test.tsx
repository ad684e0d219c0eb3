// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CardToCardPayment,
  ExpressBuyReceipt,
  Invoice,
  PaymentInvoice,
  UserInformation,
} from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { ExpressBuyCard2cardPage } from './card2card-page';

afterEach(cleanup);

const EXPIRES_AT = new Date(Date.now() + 600_000).toISOString();
const RECEIPT: ExpressBuyReceipt = {
  taskId: 'task-1',
  invoiceId: '31',
  amount: '150000',
  buyingToken: 'USDT',
  coinAmount: '1.494',
  marketPrice: '0.00001',
  rate: '0.00000996',
  spread: '0.0045',
  fee: '0.0015',
  expiresAt: EXPIRES_AT,
  useAccountBalance: false,
  balance: '0',
  payFromBalance: '0',
  dueByOtherMethod: '150000',
  invoiceStatus: 'PENDING',
  transactionId: null,
  isPriceWarned: false,
};
const INVOICE: Invoice = {
  id: '31',
  code: 'K7QW2MZP4X',
  type: 'EXPRESS_BUY',
  status: 'PENDING',
  product: { item: 'USDT', quantity: '1.494', taskId: 'task-1' },
  merchant: { name: 'Wallet', isCertified: true },
  amount: '150000',
  paidAmount: '0',
  paidWith: null,
  paidAt: null,
  refundedAt: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  expiresAt: EXPIRES_AT,
};
const CARD = {
  id: '12',
  number: '6037991234567828',
  bank: { id: 'MELLI', ibanCode: '017', name: 'Bank Melli', nameFa: 'ملی' },
  ownerName: 'Reza',
  createdAt: '2026-11-01T08:00:00.000Z',
};
const PAGE: PaymentInvoice = {
  invoice: INVOICE,
  due: '150000',
  balances: { irt: '0', usdt: '0' },
  methods: [
    {
      method: 'CARD2CARD',
      isAvailable: true,
      unavailableReason: null,
      token: 'IRT',
      amount: '150000',
      fromBalance: '0',
      fee: '0',
      minAmount: '5000',
      maxAmount: '25000000',
    },
  ],
  cardToCard: null,
  gateway: null,
};
const CARD_PAYMENT: CardToCardPayment = {
  paymentId: '55',
  method: 'CARD_TO_CARD',
  status: 'CREATED',
  amount: '150000',
  sourceCard: { id: '12', number: '6037991234567828', bank: CARD.bank },
  destination: {
    cardNumber: '5022291000001014',
    ownerName: 'Wallet',
    bank: { id: 'PASARGAD', ibanCode: '057', name: 'Pasargad', nameFa: 'پاسارگاد' },
  },
  createdAt: '2026-11-24T08:00:00.000Z',
  expiresAt: EXPIRES_AT,
  confirmedAt: null,
  transactionId: null,
};
const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;

function open(path: string, routes: FakeRoutes = {}) {
  const fake = createFakeApi({
    'GET /v1/user/whoami': USER,
    'GET /v1/express/buy/receipt/task-1': RECEIPT,
    'GET /v1/payment/invoice/31': PAGE,
    'GET /v1/bank/credit-card': { cards: [CARD] },
    'POST /v1/payment/invoice/31/pay': { invoice: INVOICE, cardToCard: CARD_PAYMENT, gateway: null },
    'GET /v1/bank/deposit/card-to-card/55': CARD_PAYMENT,
    ...routes,
  });
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      <ExpressBuyCard2cardPage />
    </ThemeRoot>,
    { api: fake.api, path, session: { language: 'en' } },
  );
  return { ...view, ...fake };
}

const PATH = '/express-buy/card2card?taskId=task-1&method=CARD2CARD';

describe('/express-buy/card2card', () => {
  it("pays the buy's invoice by card to card and keeps the payment in the address", async () => {
    const { platform, location, requests } = open(PATH);
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Start the payment'));
    act(() => platform.mainButton.click());
    await waitFor(() => expect(location.history?.at(-1)).toBe(`${PATH}&payment=55`));
    const started = requests.find(
      (r) => r.method === 'POST' && r.url.endsWith('/v1/payment/invoice/31/pay'),
    )!;
    expect(await started.clone().json()).toEqual({ method: 'CARD2CARD', sourceCardId: '12' });
    expect(started.headers.get('idempotency-key')).toMatch(/.{8,}/);
  });

  it('a buy already paid goes back to its confirmation, which delivers it', async () => {
    const { location } = open(PATH, {
      'GET /v1/express/buy/receipt/task-1': { ...RECEIPT, invoiceStatus: 'PAID' },
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/express-buy/confirm?taskId=task-1'));
  });

  it('below level 1 asks for identity verification first', async () => {
    open(PATH, { 'GET /v1/user/whoami': { ...USER, level: 'LEVEL_0' } });
    await screen.findByText('Paying by card needs identity verification level 1.');
  });
});
