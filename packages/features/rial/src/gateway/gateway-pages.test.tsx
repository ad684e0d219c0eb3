// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  DepositAllowance,
  FeatureFlag,
  GatewayFailureReason,
  GatewayPayment,
  UserInformation,
} from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { ThemeRoot } from '@wallet/kit';
import type { MemoryPlatform } from '@wallet/platform';
import { queryKeys } from '@wallet/ui';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { GatewayPage } from './gateway-page';
import { PAYMENT_POLL_MS } from './gateway-queries';
import { PaymentResultPage, ResultPage } from './payment-result-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;
const FLAGS: FeatureFlag[] = ['GATEWAY', 'CASH_IN_CODE', 'DIRECT_DEBIT', 'PAYA_SATNA', 'CARD_TO_CARD'];
const CARD = {
  id: '5',
  number: '6037991234567828',
  bank: { id: 'MELLI', ibanCode: '017', name: 'Bank Melli Iran', nameFa: 'بانک ملی ایران' },
  ownerName: 'Reza Ahmadi',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function allowance(leftToday = '25000000'): DepositAllowance {
  return {
    isPaused: false,
    methods: [
      {
        method: 'GATEWAY',
        minPerDeposit: '5000',
        maxPerDeposit: '25000000',
        dailyCap: '25000000',
        usedToday: String(25000000 - Number(leftToday)),
        leftToday,
      },
      ...(['CASH_IN_CODE', 'PAYA_SATNA'] as const).map((method) => ({
        method,
        minPerDeposit: '5000',
        maxPerDeposit: null,
        dailyCap: null,
        usedToday: '0',
        leftToday: null,
      })),
      {
        method: 'DIRECT_DEBIT',
        minPerDeposit: '5000',
        maxPerDeposit: '200000000',
        dailyCap: null,
        usedToday: '0',
        leftToday: '200000000',
      },
    ],
  };
}

function payment(overrides: Partial<GatewayPayment> = {}): GatewayPayment {
  return {
    paymentId: '7',
    status: 'PENDING',
    failureReason: null,
    amount: '100000',
    fee: '500',
    total: '100500',
    cardNumber: '603799******7828',
    gatewayUrl: 'http://sandbox.test/gateway/7',
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2026-01-01T00:15:00.000Z',
    paidAt: null,
    refundDueAt: null,
    transactionId: null,
    ...overrides,
  };
}

function openGateway(
  options: {
    flags?: FeatureFlag[];
    cards?: unknown[];
    left?: string;
    isMiniApp?: boolean;
    language?: 'en' | 'fa';
    routes?: FakeRoutes;
    platform?: MemoryPlatform;
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.whoami(), USER);
  const fake = createFakeApi({
    'GET /v1/user/whoami': USER,
    'GET /v1/utils/global-configs': { coins: [], featuresList: options.flags ?? FLAGS },
    'GET /v1/bank/credit-card': { cards: options.cards ?? [CARD] },
    'GET /v1/bank/deposit/allowance': allowance(options.left),
    'POST /v1/bank/deposit/gateway': payment(),
    ...options.routes,
  });
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      <GatewayPage />
    </ThemeRoot>,
    {
      api: fake.api,
      path: '/rial-deposit/gateway',
      queryClient,
      ...(options.platform ? { platform: options.platform } : {}),
      session: { language: options.language ?? 'en', isMiniApp: options.isMiniApp ?? false },
    },
  );
  // The app speaks the session's language; the catalog stays empty, so the texts are still the source's.
  if (options.language === 'fa') act(() => i18n.loadAndActivate({ locale: 'fa', messages: {} }));
  return { ...view, ...fake };
}

const amountField = () => screen.findByLabelText(/^Amount/);
async function typeAmount(text: string) {
  fireEvent.change(await amountField(), { target: { value: text } });
}

/** The value shown against a label in the payment's details. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/rial-deposit/gateway', () => {
  it('[WD-08] says before going to the gateway until when coins will wait after this deposit', async () => {
    const lockEnd = '2026-12-01T10:00:00.000Z';
    openGateway({
      routes: {
        'GET /v1/wallet/withdraw/status': {
          level: 'LEVEL_1_IR',
          limits: null,
          blocks: [],
          isTwoFactorRequired: false,
          lockAfterDepositUntil: lockEnd,
        },
      },
    });
    const notice = await screen.findByText(/coins cannot be sent out of the wallet for 72 hours/);
    expect(notice.textContent).toContain(`If you pay now, that is until ${formatDateTime(lockEnd, 'en')}.`);
  });

  it('[RIAL-05] offers only the user’s registered cards, with a way to add one that comes back here', async () => {
    openGateway();
    const select = await screen.findByLabelText('Card to pay from');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bank Melli Iran · \u20666037…7828\u2069']);
    expect(screen.getByRole('link', { name: /Add another card/ }).getAttribute('href')).toBe(
      '/profile/financial?add=card&nextUrl=%2Frial-deposit%2Fgateway',
    );
  });

  it('[RIAL-05] asks for a registered card first when the user has none, by the card form that comes back here', async () => {
    const { platform, calls } = openGateway({ cards: [] });
    expect(await screen.findByText('Add a bank card first')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add a bank card/ }).getAttribute('href')).toBe(
      '/profile/financial?add=card&nextUrl=%2Frial-deposit%2Fgateway',
    );
    expect(platform.mainButton.current()).toBeNull();
    expect(calls).not.toContain('POST /v1/bank/deposit/gateway');
  });

  it.each([
    // 0.5 % of the amount…
    ['۱۰۰۰۰۰', '100,000 Toman', '500 Toman', '100,500 Toman'],
    ['۲۵۰۰۰۰', '250,000 Toman', '1,250 Toman', '251,250 Toman'],
    // …and never more than 5,000 Toman.
    ['۲۰۰۰۰۰۰', '2,000,000 Toman', '5,000 Toman', '2,005,000 Toman'],
  ])(
    '[RIAL-08] adds the gateway fee on top of %s Toman typed in Persian digits',
    async (typed, deposited, fee, total) => {
      openGateway();
      await typeAmount(typed);
      await waitFor(() => expect(detail('Deposited to your wallet')).toBe(deposited));
      expect(detail('Gateway fee')).toBe(fee);
      expect(detail('You pay')).toBe(total);
      expect(await screen.findByText('Left today: 25,000,000 of 25,000,000 Toman')).toBeTruthy();
    },
  );

  it.each([
    ['4999', 'The smallest gateway deposit is 5,000 Toman.'],
    ['25000001', 'The largest gateway deposit is 25,000,000 Toman.'],
    ['', 'Enter an amount in Toman.'],
  ])('[RIAL-10] refuses %s before asking the server', async (typed, message) => {
    const { platform, calls } = openGateway();
    await amountField();
    if (typed) await typeAmount(typed);
    act(() => platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(calls).not.toContain('POST /v1/bank/deposit/gateway');
  });

  it('suggests the methods that take an amount over what is left of today’s gateway limit', async () => {
    const { platform } = openGateway({ left: '5000000' });
    expect(await screen.findByText('Left today: 5,000,000 of 25,000,000 Toman')).toBeTruthy();
    await typeAmount('6000000');
    act(() => platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is more than what is left of today’s gateway limit.',
    );
    const suggested = within(screen.getByRole('list', { name: 'Methods that take this amount' }));
    expect(suggested.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/rial-deposit/cash-in-code',
      '/rial-deposit/direct-debit',
      '/rial-deposit/paya-satna',
    ]);
  });

  it('suggests only the methods whose flags are on', async () => {
    const { platform } = openGateway({
      flags: ['GATEWAY', 'PAYA_SATNA'],
      routes: {
        'GET /v1/bank/deposit/allowance': {
          isPaused: false,
          methods: allowance().methods.filter((entry) => ['GATEWAY', 'PAYA_SATNA'].includes(entry.method)),
        },
      },
    });
    await typeAmount('30000000');
    act(() => platform.mainButton.click());
    const suggested = within(await screen.findByRole('list', { name: 'Methods that take this amount' }));
    expect(suggested.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/rial-deposit/paya-satna',
    ]);
  });

  it('in the browser, starts the payment with the result page to return to, then goes to the gateway', async () => {
    vi.stubGlobal('location', { ...window.location, href: 'http://app.test/rial-deposit/gateway' });
    try {
      const { platform, location, requests } = openGateway();
      await typeAmount('100000');
      act(() => platform.mainButton.click());
      await waitFor(() => expect(platform.bankVisits).toEqual(['http://sandbox.test/gateway/7']));
      // The tab is on its way to the bank, which brings it back to the result page.
      expect(location.history?.at(-1)).toBe('/rial-deposit/gateway');
      const sent = requests.find((request) => request.method === 'POST')!;
      expect(await sent.json()).toEqual({
        cardId: '5',
        amount: '100000',
        returnUrl: 'http://app.test/payment/result',
      });
      expect(sent.headers.get('idempotency-key')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    ['fa', '۱۲۳۴۵۶۷', '۱٬۲۳۴٬۵۶۷'],
    ['fa', '1234567', '۱٬۲۳۴٬۵۶۷'],
    ['en', '1234567', '1,234,567'],
    ['en', '١٬٢٣٤٬٥٦٧', '1,234,567'],
  ] as const)(
    'in %s shows %s as typed grouped, %s, and sends the plain number',
    async (language, typed, shown) => {
      const { platform, requests } = openGateway({ isMiniApp: true, language });
      await typeAmount(typed);
      expect(((await amountField()) as HTMLInputElement).value).toBe(shown);
      act(() => platform.mainButton.click());
      await waitFor(() => expect(platform.bankVisits).toEqual(['http://sandbox.test/gateway/7']));
      const sent = requests.find((request) => request.method === 'POST')!;
      expect(await sent.json()).toEqual({ cardId: '5', amount: '1234567' });
    },
  );

  it('in the mini-app, opens the gateway outside and waits on the result page', async () => {
    const { platform, location, requests } = openGateway({ isMiniApp: true });
    await typeAmount('100000');
    act(() => platform.mainButton.click());
    await waitFor(() => expect(platform.bankVisits).toEqual(['http://sandbox.test/gateway/7']));
    expect(location.history?.at(-1)).toBe('/payment/result?paymentId=7');
    const sent = requests.find((request) => request.method === 'POST')!;
    expect(await sent.json()).toEqual({ cardId: '5', amount: '100000' });
  });

  it('[RIAL-08] shows the server’s words when the gateway is out of order', async () => {
    const { platform } = openGateway({
      routes: {
        'POST /v1/bank/deposit/gateway': {
          status: 422,
          codeString: 'GATEWAY_OUT_OF_ORDER',
          localizedMessage:
            'The payment gateway is out of order. Use an identified deposit or a bank transfer.',
        },
      },
    });
    await typeAmount('100000');
    act(() => platform.mainButton.click());
    expect(await screen.findByText('The payment could not be started')).toBeTruthy();
    expect(
      screen.getByText('The payment gateway is out of order. Use an identified deposit or a bank transfer.'),
    ).toBeTruthy();
  });

  it('[LIM-05] says Toman deposits are paused while RIAL_DEPOSIT_LIMIT is on', async () => {
    const { calls } = openGateway({ flags: [...FLAGS, 'RIAL_DEPOSIT_LIMIT'] });
    expect(await screen.findByText('Toman deposits are paused')).toBeTruthy();
    expect(screen.queryByLabelText(/^Amount/)).toBeNull();
    expect(calls).not.toContain('POST /v1/bank/deposit/gateway');
  });

  it('[RIAL-07] says the gateway is not available while its flag is off', async () => {
    openGateway({ flags: ['CASH_IN_CODE'] });
    expect(await screen.findByText('The bank gateway is not available now')).toBeTruthy();
  });
});

function openResult(
  answers: GatewayPayment[] | null,
  path = '/payment/result?paymentId=7',
  page = 'payment',
) {
  let index = 0;
  const fake = createFakeApi({
    'GET /v1/bank/deposit/gateway/7': () => answers![Math.min(index++, answers!.length - 1)],
  });
  const view = renderWithProviders(
    <ThemeRoot appearance="light">{page === 'payment' ? <PaymentResultPage /> : <ResultPage />}</ThemeRoot>,
    { api: fake.api, path, session: { language: 'en' } },
  );
  return { ...view, ...fake };
}

describe('the gateway deposit draft', () => {
  const TWO_CARDS = [CARD, { ...CARD, id: '6', number: '6219861234567890' }];

  it('a reload on /rial-deposit/gateway comes back to the card chosen and the amount typed', async () => {
    const { platform } = openGateway({ cards: TWO_CARDS });
    const select = (await screen.findByLabelText('Card to pay from')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '6' } });
    await typeAmount('150000');
    await waitFor(() =>
      expect(platform.flowStorage.values().rialDepositDraft).toEqual({
        gateway: { cardId: '6', amount: '150000' },
      }),
    );
    cleanup();

    openGateway({ cards: TWO_CARDS, platform });
    await waitFor(async () =>
      expect(((await screen.findByLabelText('Card to pay from')) as HTMLSelectElement).value).toBe('6'),
    );
    expect(((await amountField()) as HTMLInputElement).value).toContain('150');
    expect(platform.storage.values().rialDepositDraft).toBeUndefined();
  });

  it('is cleared once the payment has started', async () => {
    const { platform } = openGateway({ isMiniApp: true });
    await typeAmount('100000');
    await waitFor(() => expect(platform.flowStorage.values().rialDepositDraft).toBeTruthy());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(platform.bankVisits).toEqual(['http://sandbox.test/gateway/7']));
    await waitFor(() => expect(platform.flowStorage.snapshot()).toEqual({}));
  });
});

describe('/payment/result and /result', () => {
  it('[RIAL-14] shows a paid deposit and tells the user withdrawals may be held 24 to 72 working hours', async () => {
    const { platform, location } = openResult([payment({ status: 'PAID', transactionId: '90' })]);
    expect(await screen.findByText('Deposit successful')).toBeTruthy();
    expect(screen.getByText('Added to your wallet')).toBeTruthy();
    expect(
      screen.getByText(
        'This deposit came through a bank gateway, so withdrawals may be held by a judicial restriction for 24 to 72 working hours.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Back to the wallet'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/dashboard');
  });

  it('[WD-08] a paid deposit reads the withdraw status again: the 72-hour coin lock it starts holds at once', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The status read on the gateway page, before the deposit: nothing blocked.
    queryClient.setQueryData(queryKeys.withdrawStatus(), { blocks: [] });
    const fake = createFakeApi({
      'GET /v1/bank/deposit/gateway/7': payment({ status: 'PAID', transactionId: '90' }),
    });
    renderWithProviders(
      <ThemeRoot appearance="light">
        <PaymentResultPage />
      </ThemeRoot>,
      { api: fake.api, path: '/payment/result?paymentId=7', queryClient, session: { language: 'en' } },
    );
    expect(await screen.findByText('Deposit successful')).toBeTruthy();
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.withdrawStatus())?.isInvalidated).toBe(true),
    );
  });

  it('waits while the payment is open, and shows the result once the gateway settles it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openResult([payment(), payment({ status: 'PAID' })]);
    expect(await screen.findByText('Waiting for your payment')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(await screen.findByText('Deposit successful')).toBeTruthy();
  });

  it('offers to open the gateway again while waiting in the browser', async () => {
    const { platform } = openResult([payment()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Open the gateway again' }));
    expect(platform.bankVisits).toEqual(['http://sandbox.test/gateway/7']);
  });

  it('shows a cancelled payment with nothing deposited, and Try again opens the gateway page', async () => {
    const { platform, location } = openResult([payment({ status: 'CANCELLED' })]);
    expect(await screen.findByText('Payment cancelled')).toBeTruthy();
    expect(screen.getByText('The payment was cancelled. Nothing was deposited.')).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Try again'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe('/rial-deposit/gateway');
  });

  it('shows an expired payment', async () => {
    openResult([payment({ status: 'EXPIRED' })], '/result?paymentId=7', 'result');
    expect(await screen.findByText('Payment expired')).toBeTruthy();
    expect(screen.getByText('The payment expired before it was paid. Please try again.')).toBeTruthy();
  });

  it.each<[GatewayFailureReason, string]>([
    ['CONNECTION_FAILED', 'Payment gateway connection failed. Please try again.'],
    [
      'OUT_OF_ORDER',
      'The payment gateway is out of order. Use an identified deposit or a bank transfer instead.',
    ],
    ['OUTSIDE_IRAN', 'Connection from outside Iran is not allowed. Turn off your VPN and try again.'],
    [
      'NOT_SUCCESSFUL',
      'The payment was not successful. If an amount was deducted from your card, it is refunded within 72 hours.',
    ],
  ])('[RIAL-08] says why a payment failed: %s', async (failureReason, text) => {
    openResult([payment({ status: 'FAILED', failureReason })]);
    expect(await screen.findByText('Payment failed')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('says there is nothing to show without a payment id', async () => {
    const { calls } = openResult(null, '/payment/result');
    expect(await screen.findByText('There is no payment to show')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
