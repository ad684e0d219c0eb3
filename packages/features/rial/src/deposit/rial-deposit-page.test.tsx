// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_FLAGS, type FeatureFlag, type UserInformation, type UserLevel } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { ThemeRoot } from '@wallet/kit';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { parseRouteQuery, queryKeys } from '@wallet/ui';
import { createFakeApi, NOTIFICATION_SETTINGS, renderWithProviders } from '@wallet/ui/testing';
import { KYC_REDIRECT_DELAY_MS } from '@wallet/ui/level-one-gate';
import { RIAL_DEPOSIT_METHODS } from './deposit-methods';
import { RialDepositPage, TopupPage } from './rial-deposit-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const USER = { id: '42', displayName: 'Reza', level: 'LEVEL_1_IR' } as UserInformation;
/** Every flag but the one that pauses deposits (LIM-05). */
const ALL_FLAGS: FeatureFlag[] = FEATURE_FLAGS.filter((flag) => flag !== 'RIAL_DEPOSIT_LIMIT');

const LOCK_END = '2026-12-01T10:00:00.000Z';

function open(
  options: {
    level?: UserLevel;
    flags?: FeatureFlag[];
    path?: string;
    page?: 'hub' | 'topup';
    /** The user is already known, as after start-up: the page's first render decides the gate. */
    isUserKnown?: boolean;
    platform?: MemoryPlatform;
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = { ...USER, level: options.level ?? 'LEVEL_1_IR' };
  if (options.isUserKnown) queryClient.setQueryData(queryKeys.whoami(), user);
  const fake = createFakeApi({
    'GET /v1/user/whoami': user,
    'GET /v1/utils/global-configs': { coins: [], featuresList: options.flags ?? ALL_FLAGS },
    'GET /v1/wallet/withdraw/status': {
      level: 'LEVEL_1_IR',
      limits: null,
      blocks: [],
      isTwoFactorRequired: false,
      lockAfterDepositUntil: LOCK_END,
    },
    'GET /v1/profile/notification-settings': NOTIFICATION_SETTINGS,
    'PUT /v1/profile/notification-settings': { ...NOTIFICATION_SETTINGS, writeAccess: 'GRANTED' },
  });
  const view = renderWithProviders(
    <ThemeRoot appearance="light">
      {options.page === 'topup' ? <TopupPage /> : <RialDepositPage />}
    </ThemeRoot>,
    {
      api: fake.api,
      path: options.path ?? '/rial-deposit',
      queryClient,
      session: { language: 'en' },
      ...(options.platform ? { platform: options.platform } : {}),
    },
  );
  return { ...view, ...fake };
}

const methodLinks = async () =>
  within(await screen.findByRole('list', { name: 'Deposit methods' })).getAllByRole('link');

describe('/rial-deposit', () => {
  it('inside Telegram, asks once for the bot’s leave to write, as a deposit leads to a “credited” message', async () => {
    const requestWriteAccess = vi.fn(async () => true);
    const { requests } = open({ platform: createMemoryPlatform({ requestWriteAccess }) });
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requestWriteAccess).toHaveBeenCalledTimes(1);
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(await put.json()).toEqual({ writeAccess: 'GRANTED' });
  });

  it('on the web, asks nothing and reads no bot settings', async () => {
    const { calls } = open();
    await methodLinks();
    expect(calls.filter((call) => call.includes('notification-settings'))).toEqual([]);
  });

  it('[RIAL-07] lists all eight deposit methods when every flag is on, each leading to its page', async () => {
    open();
    const links = await methodLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/rial-deposit/gateway',
      '/rial-deposit/cash-in-code',
      '/rial-deposit/direct-debit',
      '/rial-deposit/card',
      '/rial-deposit/pol',
      '/rial-deposit/paya-satna',
      '/rial-deposit/card?method=BLU_SAMAN',
      '/rial-deposit/card?method=SAMAN_SAMAN',
    ]);
    expect(links).toHaveLength(RIAL_DEPOSIT_METHODS.length);
    expect(links[0]!.textContent).toContain('Bank gateway');
    expect(links[0]!.textContent).toContain('25,000,000 Toman a day per national ID, with a gateway fee.');
    expect(links[2]!.textContent).toContain('Instant, no fee, up to 200,000,000 Toman.');
    expect(links[6]!.textContent).toContain('Blu Bank to Saman');
  });

  it.each(RIAL_DEPOSIT_METHODS.map((method) => [method]))(
    '[RIAL-07] shows %s only while its flag is on',
    async (method) => {
      open({ flags: ALL_FLAGS.filter((flag) => flag !== method) });
      const without = (await methodLinks()).map((link) => link.getAttribute('href'));
      expect(without).toHaveLength(RIAL_DEPOSIT_METHODS.length - 1);
      cleanup();
      open({ flags: [method] });
      const only = await methodLinks();
      expect(only).toHaveLength(1);
      expect(without).not.toContain(only[0]!.getAttribute('href'));
    },
  );

  it('[WD-08] says before a deposit that coins then wait 72 hours, until when, and that Toman does not', async () => {
    open();
    await methodLinks();
    const notice = await screen.findByText(/coins cannot be sent out of the wallet for 72 hours/);
    expect(notice.textContent).toContain(`If you pay now, that is until ${formatDateTime(LOCK_END, 'en')}.`);
    expect(notice.textContent).toContain('Toman can still be withdrawn to your IBAN.');
  });

  it('names the bank-to-bank method on the card page with a typed query', () => {
    expect(parseRouteQuery('rialDepositCard', '?method=SAMAN_SAMAN')).toMatchObject({
      method: 'SAMAN_SAMAN',
    });
    expect(parseRouteQuery('rialDepositCard', '')).toMatchObject({});
    expect(parseRouteQuery('rialDepositCard', '?method=GATEWAY')).toBeNull();
  });

  it('opens a method’s page in the app when its row is pressed', async () => {
    const { location } = open({ flags: ['BLU_SAMAN', 'GATEWAY'] });
    const links = await methodLinks();
    fireEvent.click(links[1]!);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/rial-deposit/card?method=BLU_SAMAN'));
  });

  it('[RIAL-07] says Toman deposit is not available now when no method’s flag is on', async () => {
    open({ flags: ['PIN_CODE', 'COIN_ALERTS'] });
    expect(await screen.findByText('Toman deposit is not available now')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Deposit methods' })).toBeNull();
  });

  it('shows loading first, then the methods', async () => {
    open();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await methodLinks()).toHaveLength(8);
  });

  it('shows why the methods could not be loaded, and Try again reads the configuration again', async () => {
    let failing = true;
    const fake = createFakeApi({
      'GET /v1/user/whoami': USER,
      'GET /v1/utils/global-configs': () =>
        failing
          ? { status: 503, codeString: 'SERVICE_UNAVAILABLE', localizedMessage: 'Try later' }
          : { coins: [], featuresList: ['GATEWAY'] },
    });
    renderWithProviders(
      <ThemeRoot appearance="light">
        <RialDepositPage />
      </ThemeRoot>,
      { api: fake.api, path: '/rial-deposit', session: { language: 'en' } },
    );
    expect(await screen.findByText('The deposit methods could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await methodLinks()).toHaveLength(1);
  });

  it.each<UserLevel>(['LEVEL_1_IR', 'LEVEL_2_IR'])(
    '[RIAL-01] lets a %s user choose a method and never sends them to verification',
    async (level) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { location, platform } = open({ level });
      expect(await methodLinks()).toHaveLength(8);
      act(() => vi.advanceTimersByTime(KYC_REDIRECT_DELAY_MS * 2));
      expect(location.history).toEqual(['/rial-deposit']);
      expect(screen.queryByText('Toman deposit needs identity verification level 1.')).toBeNull();
      expect(platform.mainButton.current()).toBeNull();
    },
  );
});

describe('the level 1 gate', () => {
  it.each<UserLevel>(['LEVEL_0', 'SIGNUP', 'LEVEL_1_GLOBAL'])(
    '[RIAL-01] [RIAL-02] shows kycNeeded to a %s user for 3 s, then replaces the page with the level 1 form',
    async (level) => {
      vi.useFakeTimers();
      const { location, calls } = open({
        level,
        path: '/rial-deposit?backToDashboard=true',
        isUserKnown: true,
      });
      expect(screen.getByText('Toman deposit needs identity verification level 1.')).toBeTruthy();
      act(() => vi.advanceTimersByTime(KYC_REDIRECT_DELAY_MS - 100));
      expect(location.history).toEqual(['/rial-deposit?backToDashboard=true']);
      act(() => vi.advanceTimersByTime(100));
      expect(location.history).toEqual([
        `/kyc/level-1/register-form?nextUrl=${encodeURIComponent('/rial-deposit?backToDashboard=true')}`,
      ]);
      expect(screen.queryByRole('list', { name: 'Deposit methods' })).toBeNull();
      expect(calls).not.toContain('GET /v1/utils/global-configs');
    },
  );

  it('[RIAL-02] returns /topup users to /topup', async () => {
    vi.useFakeTimers();
    const { location } = open({ level: 'LEVEL_0', path: '/topup', page: 'topup', isUserKnown: true });
    expect(screen.getByText('Toman deposit needs identity verification level 1.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(KYC_REDIRECT_DELAY_MS));
    expect(location.history?.at(-1)).toBe('/kyc/level-1/register-form?nextUrl=%2Ftopup');
  });

  it('offers to verify at once with the main button', async () => {
    const { location, platform } = open({ level: 'LEVEL_0' });
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Verify identity'));
    act(() => platform.mainButton.click());
    expect(location.history).toEqual(['/kyc/level-1/register-form?nextUrl=%2Frial-deposit']);
  });

  it('shows why the account could not be read, with Try again', async () => {
    let failing = true;
    const fake = createFakeApi({
      'GET /v1/user/whoami': () =>
        failing ? { status: 500, codeString: 'INTERNAL_ERROR', localizedMessage: 'Server error' } : USER,
      'GET /v1/utils/global-configs': { coins: [], featuresList: ['POL'] },
    });
    renderWithProviders(
      <ThemeRoot appearance="light">
        <RialDepositPage />
      </ThemeRoot>,
      { api: fake.api, path: '/rial-deposit', session: { language: 'en' } },
    );
    expect(await screen.findByText('Your account could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await methodLinks()).toHaveLength(1);
  });
});

describe('left today on the hub', () => {
  const ALLOWANCE = {
    isPaused: false,
    methods: [
      {
        method: 'GATEWAY',
        minPerDeposit: '5000',
        maxPerDeposit: '25000000',
        dailyCap: '25000000',
        usedToday: '20000000',
        leftToday: '5000000',
      },
      {
        method: 'DIRECT_DEBIT',
        minPerDeposit: '5000',
        maxPerDeposit: '200000000',
        dailyCap: null,
        usedToday: '0',
        leftToday: '200000000',
      },
      {
        method: 'CASH_IN_CODE',
        minPerDeposit: '5000',
        maxPerDeposit: null,
        dailyCap: null,
        usedToday: '0',
        leftToday: null,
      },
    ],
  };

  function openHub(flags: FeatureFlag[]) {
    const fake = createFakeApi({
      'GET /v1/user/whoami': USER,
      'GET /v1/utils/global-configs': { coins: [], featuresList: flags },
      'GET /v1/bank/deposit/allowance': ALLOWANCE,
    });
    renderWithProviders(
      <ThemeRoot appearance="light">
        <RialDepositPage />
      </ThemeRoot>,
      { api: fake.api, path: '/rial-deposit', session: { language: 'en' } },
    );
    return fake;
  }

  it('shows under each method what is left today: the gateway’s use of its cap, the others’ limits, never “no limit”', async () => {
    openHub(['GATEWAY', 'DIRECT_DEBIT', 'CASH_IN_CODE']);
    const links = await methodLinks();
    await waitFor(() =>
      expect(links[0]!.textContent).toContain('Used today 20,000,000, left 5,000,000 of 25,000,000 Toman'),
    );
    expect(links[1]!.textContent).toContain('No daily cap in the wallet; at least 5,000 Toman a deposit');
    expect(links[2]!.textContent).toContain('Left today: up to 200,000,000 Toman a deposit');
    for (const link of links) expect(link.textContent).not.toMatch(/no limit|without limit|unlimited/i);
  });

  it('states the gateway’s 25,000,000 Toman daily cap per national ID and the card-to-card range', async () => {
    openHub(['GATEWAY', 'CARD_TO_CARD']);
    const links = await methodLinks();
    expect(links[0]!.textContent).toContain(
      'Instant, 5,000 to 25,000,000 Toman a payment and at most 25,000,000 Toman a day per national ID',
    );
    expect(links[1]!.textContent).toContain('5,000 to 25,000,000 Toman');
  });

  it('[LIM-05] says Toman deposits are paused instead of listing methods while RIAL_DEPOSIT_LIMIT is on', async () => {
    const { calls } = openHub(['GATEWAY', 'CASH_IN_CODE', 'RIAL_DEPOSIT_LIMIT']);
    expect(await screen.findByText('Toman deposits are paused')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Deposit methods' })).toBeNull();
    expect(calls).not.toContain('GET /v1/bank/deposit/allowance');
  });
});
