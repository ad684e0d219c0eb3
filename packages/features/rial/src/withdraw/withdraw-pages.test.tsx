// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  BankIban,
  RialWithdrawPreview,
  RialWithdrawStatus,
  Transaction,
  UserAssets,
  UserInformation,
} from '@wallet/api';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, createMemoryStore, type MemoryPlatform } from '@wallet/platform';
import { ConfirmOutProvider } from '@wallet/ui/money-call';
import { ConfirmOutTestStep, createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { RialWithdrawConfirmPage } from './confirm-page';
import { RialWithdrawPage } from './rial-withdraw-page';

afterEach(cleanup);

const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;
const MELLI = { id: 'MELLI', ibanCode: '017', name: 'Bank Melli', nameFa: 'بانک ملی' };
const IBAN: BankIban = {
  id: '7',
  number: 'IR110170000000100000000002',
  bank: MELLI,
  ownerName: 'Reza Karimi',
  createdAt: '2026-11-01T08:00:00.000Z',
};
const STATUS: RialWithdrawStatus = {
  minAmount: '15000',
  maxAmount: '200000000',
  dailyLimit: '200000000',
  dailyLimitLeft: '50000000',
  settlementMinutes: 10,
  isPaused: false,
  isRestricted: false,
  isDelayWarned: false,
  fee: { rate: '0.0001', min: '1000', max: '5000' },
};
const ASSETS = {
  userCurrency: 'IRT',
  balance: { usdValue: { number: '10' }, userCurrencyValue: { number: '90000000' } },
  tokens: [
    {
      token: 'IRT',
      name: { en: 'Toman', fa: 'تومان' },
      listed: true,
      favorite: false,
      groups: ['FIAT'],
      balance: {
        amount: { number: '90000000' },
        usdValue: { number: '10' },
        userCurrencyValue: { number: '90000000' },
      },
      marketData: {
        USD: { lastPrice: '0.0000087', change24h: '0' },
        IRT: { lastPrice: '1', change24h: '0' },
      },
    },
  ],
} as unknown as UserAssets;
/** The assets with this many Toman held. */
const tomanBalance = (number: string) =>
  ({
    ...ASSETS,
    tokens: ASSETS.tokens.map((token) => ({ ...token, balance: { ...token.balance, amount: { number } } })),
  }) as UserAssets;
const PREVIEW: RialWithdrawPreview = {
  iban: IBAN,
  amount: '2000000',
  fee: '1000',
  totalAmount: '2001000',
  receivedAmount: '2000000',
  settlementMinutes: 10,
  dailyLimitLeft: '50000000',
  isDelayWarned: false,
  isTwoFactorRequired: false,
};
const SENT = {
  id: '901',
  type: 'WITHDRAW',
  channel: 'BANK',
  status: 'TRANSACTION_CREATED',
  token: 'IRT',
  amount: '2001000',
  fee: '1000',
  receivedAmount: '2000000',
} as Transaction;
const failure = (status: number, codeString: string, localizedMessage = '') => ({
  status,
  codeString,
  localizedMessage,
});

const CONFIRM_PATH = '/rial-withdraw/confirm';

/** A platform whose flow storage holds the withdrawal chosen on /rial-withdraw: IBAN 7, 2,000,000 Toman. */
const withChosenWithdrawal = () =>
  createMemoryPlatform({
    flowStorage: createMemoryStore({
      rialWithdrawDraft: JSON.stringify({ version: 7, value: { iban: '7', amount: '2000000' } }),
    }),
  });

function open(
  node: ReactNode,
  path: string,
  routes: FakeRoutes = {},
  platform: MemoryPlatform = path === CONFIRM_PATH ? withChosenWithdrawal() : createMemoryPlatform(),
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fake = createFakeApi({
    'GET /v1/user/whoami': USER,
    'GET /v2/assets': ASSETS,
    'GET /v1/bank/iban': { ibans: [IBAN] },
    'GET /v1/bank/withdraw/status': STATUS,
    'GET /v1/bank/withdraw/preview': PREVIEW,
    'POST /v1/bank/withdraw': SENT,
    ...routes,
  });
  const view = renderWithProviders(<ThemeRoot appearance="light">{node}</ThemeRoot>, {
    api: fake.api,
    path,
    queryClient,
    platform,
    session: { language: 'en' },
  });
  return { ...view, ...fake };
}

const withdrawals = (requests: Request[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith('/v1/bank/withdraw'));

describe('/rial-withdraw', () => {
  it('[RIAL-11] shows the IBAN, the balance, the bounds and the limit left, and takes Persian digits', async () => {
    const { platform, location } = open(<RialWithdrawPage />, '/rial-withdraw');
    const iban = (await screen.findByLabelText('To IBAN')) as HTMLSelectElement;
    expect(iban.value).toBe('7');
    expect(iban.textContent).toContain('Bank Melli · \u2066IR11 0170 0000 0010 0000 0000 02\u2069');
    await screen.findByText('Balance: 90,000,000 Toman');
    expect(document.body.textContent).toContain('15,000 Toman to 200,000,000 Toman');
    expect(document.body.textContent).toContain('50,000,000 Toman');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '۲٬۰۰۰٬۰۰۰' } });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe(CONFIRM_PATH);
    // Only the address's path: what was chosen goes to the confirmation through the draft.
    await waitFor(() =>
      expect(platform.flowStorage.values().rialWithdrawDraft).toEqual({ iban: '7', amount: '2000000' }),
    );
  });

  it('[LIM-01] [RIAL-11] refuses below the minimum and past what is left of the day before pricing', async () => {
    const { platform, location } = open(<RialWithdrawPage />, '/rial-withdraw');
    const amount = await screen.findByLabelText('Amount');
    await waitFor(() => expect(platform.mainButton.current()).not.toBeNull());
    fireEvent.change(amount, { target: { value: '10000' } });
    act(() => platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toBe('The smallest withdrawal is 15,000 Toman.');
    fireEvent.change(amount, { target: { value: '95000000' } });
    act(() => platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toBe('This is more than your Toman balance.');
    fireEvent.change(amount, { target: { value: '55000000' } });
    act(() => platform.mainButton.click());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is more than is left of your daily limit (50,000,000 Toman).',
    );
    expect(location.history).toEqual(['/rial-withdraw']);
  });

  it('[RIAL-11] refuses an amount over the largest withdrawal as it is typed, before Continue', async () => {
    const { platform, location } = open(<RialWithdrawPage />, '/rial-withdraw', {
      'GET /v2/assets': tomanBalance('900000000'),
      'GET /v1/bank/withdraw/status': { ...STATUS, dailyLimitLeft: null },
    });
    const amount = await screen.findByLabelText('Amount');
    await screen.findByText('Balance: 900,000,000 Toman');
    fireEvent.change(amount, { target: { value: '۲۰۰۰۰۰۰۰۰' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    fireEvent.change(amount, { target: { value: '۲۰۰۰۰۰۰۰۰۱' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The largest withdrawal is 200,000,000 Toman.',
    );
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(true));
    expect(location.history).toEqual(['/rial-withdraw']);
    fireEvent.change(amount, { target: { value: '۱۵۰۰۰۰۰۰۰' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(platform.mainButton.current()?.disabled).toBeFalsy();
  });

  it('[RIAL-05] with no registered IBAN, opens the IBAN form, which comes back to the withdrawal', async () => {
    const { platform, location } = open(<RialWithdrawPage />, '/rial-withdraw', {
      'GET /v1/bank/iban': { ibans: [] },
    });
    const list = await screen.findByRole('list', { name: 'Bank accounts' });
    const addIban = '/profile/financial?add=iban&nextUrl=%2Frial-withdraw';
    expect(within(list).getByRole('link', { name: 'Add an IBAN' }).getAttribute('href')).toBe(addIban);
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Add an IBAN'));
    act(() => platform.mainButton.click());
    expect(location.history?.at(-1)).toBe(addIban);
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });

  it('[LIM-05] says withdrawals are paused while RIAL_WITHDRAW_LIMIT is on, and offers no amount', async () => {
    open(<RialWithdrawPage />, '/rial-withdraw', {
      'GET /v1/bank/withdraw/status': { ...STATUS, isPaused: true },
    });
    await screen.findByText('Toman withdrawals are paused for now. Please try again later.');
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});

describe('/rial-withdraw/confirm', () => {
  it('[RIAL-11] shows the fee, what the IBAN receives and when, then withdraws once with a kept key', async () => {
    const { platform, requests, location } = open(<RialWithdrawConfirmPage />, CONFIRM_PATH);
    const card = await screen.findByRole('region', { name: 'Withdrawal' });
    expect(card.textContent).toContain('Fee1,000 Toman');
    expect(card.textContent).toContain('The IBAN receives2,000,000 Toman');
    expect(card.textContent).toContain('Taken from your balance2,001,000 Toman');
    expect(card.textContent).toContain('within 10 minutes');
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => {
      platform.mainButton.click();
      platform.mainButton.click();
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/transactions/901'));
    const sent = withdrawals(requests);
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.clone().json()).toEqual({ iban: '7', amount: '2000000', fee: '1000' });
    expect(sent[0]!.headers.get('idempotency-key')).toMatch(/.{8,}/);
    // Sent: the kept key is cleared for the next withdrawal.
    await waitFor(() => expect(platform.storage.values().moneyCallKeys).toEqual({}));
  });

  it('asks the user to confirm before the withdrawal goes, and sends nothing when they cancel', async () => {
    const { platform, requests, location } = open(
      <ConfirmOutProvider step={ConfirmOutTestStep}>
        <RialWithdrawConfirmPage />
      </ConfirmOutProvider>,
      CONFIRM_PATH,
    );
    await screen.findByRole('region', { name: 'Withdrawal' });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(false));
    act(() => platform.mainButton.click());
    await screen.findByRole('dialog', { name: 'Confirm the money out' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(withdrawals(requests)).toHaveLength(0);
    act(() => platform.mainButton.click());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/transactions/901'));
    expect(withdrawals(requests)).toHaveLength(1);
  });

  it('a refused withdrawal keeps its key for a retry and says why in the user’s words', async () => {
    const { platform, requests } = open(<RialWithdrawConfirmPage />, CONFIRM_PATH, {
      'POST /v1/bank/withdraw': failure(422, 'LIMIT_DAILY_WITHDRAW_EXCEEDED'),
    });
    await screen.findByRole('region', { name: 'Withdrawal' });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    await screen.findByText('This is more than is left of your daily Toman withdrawal limit.');
    await waitFor(() => expect(platform.mainButton.current()?.loading).toBeFalsy());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(withdrawals(requests)).toHaveLength(2));
    const [first, second] = withdrawals(requests);
    expect(second!.headers.get('idempotency-key')).toBe(first!.headers.get('idempotency-key'));
    const kept = platform.storage.values().moneyCallKeys as Record<string, { key: string }>;
    expect(kept.rialWithdraw!.key).toBe(first!.headers.get('idempotency-key'));
  });

  it('[LIM-05] shows the delay warning of RIAL_WITHDRAW_WARN_LIMIT and still withdraws', async () => {
    const { platform, requests, location } = open(<RialWithdrawConfirmPage />, CONFIRM_PATH, {
      'GET /v1/bank/withdraw/preview': { ...PREVIEW, isDelayWarned: true },
    });
    await screen.findByText('Toman withdrawals may take longer than usual to reach the bank today.');
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/transactions/901'));
    const sent = withdrawals(requests);
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.clone().json()).toEqual({ iban: '7', amount: '2000000', fee: '1000' });
  });

  it('[WD-09] with two-factor on, waits for the code and sends it as X-2FA-AUTH', async () => {
    const { platform, requests } = open(<RialWithdrawConfirmPage />, CONFIRM_PATH, {
      'GET /v1/bank/withdraw/preview': { ...PREVIEW, isTwoFactorRequired: true },
      'GET /v2/2fa/status': { methods: [], withdrawBlockedUntil: null },
    });
    const code = await screen.findByLabelText('Two-factor code');
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBe(true));
    fireEvent.change(code, { target: { value: '۱۲۳۴۵۶' } });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(withdrawals(requests)).toHaveLength(1));
    expect(withdrawals(requests)[0]!.headers.get('x-2fa-auth')).toBe('123456');
  });

  it('a refused preview says why and offers no Withdraw', async () => {
    const { platform } = open(<RialWithdrawConfirmPage />, CONFIRM_PATH, {
      'GET /v1/bank/withdraw/preview': failure(422, 'RIAL_WITHDRAW_LIMITED'),
    });
    await screen.findByText('Toman withdrawals are paused for now. Please try again later.');
    expect(platform.mainButton.current()).toBeNull();
  });
});

describe('the Toman withdrawal draft', () => {
  const TWO_IBANS = {
    'GET /v1/bank/iban': { ibans: [IBAN, { ...IBAN, id: '8', iban: 'IR420120000000300000000004' }] },
  };

  it('a reload on /rial-withdraw comes back to the IBAN chosen and the amount typed', async () => {
    const { platform } = open(<RialWithdrawPage />, '/rial-withdraw', TWO_IBANS);
    const iban = (await screen.findByLabelText('To IBAN')) as HTMLSelectElement;
    await waitFor(() => expect(iban.options).toHaveLength(2));
    fireEvent.change(iban, { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2000000' } });
    await waitFor(() =>
      expect(platform.flowStorage.values().rialWithdrawDraft).toEqual({ iban: '8', amount: '2000000' }),
    );
    cleanup();

    open(<RialWithdrawPage />, '/rial-withdraw', TWO_IBANS, platform);
    await waitFor(async () =>
      expect(((await screen.findByLabelText('To IBAN')) as HTMLSelectElement).value).toBe('8'),
    );
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toContain('2');
    expect(platform.storage.values().rialWithdrawDraft).toBeUndefined();
  });

  it('is cleared once the withdrawal is sent', async () => {
    const platform = createMemoryPlatform();
    await platform.flowStorage.set(
      'rialWithdrawDraft',
      JSON.stringify({ version: 7, value: { iban: '7', amount: '2000000' } }),
    );
    const { location } = open(<RialWithdrawConfirmPage />, CONFIRM_PATH, {}, platform);
    await screen.findByRole('region', { name: 'Withdrawal' });
    await waitFor(() => expect(platform.mainButton.current()?.disabled).toBeFalsy());
    act(() => platform.mainButton.click());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/transactions/901'));
    await waitFor(() => expect(platform.flowStorage.snapshot()).toEqual({}));
  });

  it('a reload on /rial-withdraw/confirm prices the same withdrawal from the draft', async () => {
    const platform = withChosenWithdrawal();
    const { requests } = open(<RialWithdrawConfirmPage />, CONFIRM_PATH, {}, platform);
    await screen.findByRole('region', { name: 'Withdrawal' });
    cleanup();

    const again = open(<RialWithdrawConfirmPage />, CONFIRM_PATH, {}, platform);
    await screen.findByRole('region', { name: 'Withdrawal' });
    const previews = [...requests, ...again.requests].filter((r) =>
      r.url.includes('/v1/bank/withdraw/preview'),
    );
    expect(previews.length).toBeGreaterThanOrEqual(2);
    for (const preview of previews) {
      expect(new URL(preview.url).searchParams.get('iban')).toBe('7');
      expect(new URL(preview.url).searchParams.get('amount')).toBe('2000000');
    }
  });

  it('with nothing chosen, /rial-withdraw/confirm goes back to the form', async () => {
    const { location } = open(<RialWithdrawConfirmPage />, CONFIRM_PATH, {}, createMemoryPlatform());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/rial-withdraw'));
  });
});
