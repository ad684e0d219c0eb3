// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryPlatform } from '@wallet/platform';
import type { Session } from '@wallet/ui';
import { createFakeApi, renderWithProviders, type FakeRoutes } from '@wallet/ui/testing';
import { DashboardPage } from './dashboard-page';
import { ASSETS, CONFIG, WHOAMI } from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function open(
  routes: FakeRoutes = {},
  options: { path?: string; session?: Partial<Session>; flags?: string[] } = {},
) {
  const fake = createFakeApi({
    'GET /v2/assets': ASSETS,
    'GET /v1/utils/global-configs': CONFIG(options.flags),
    'GET /v1/user/whoami': WHOAMI('LEVEL_0'),
    'GET /v1/utils/banners': [],
    ...routes,
  });
  const view = renderWithProviders(<DashboardPage />, {
    api: fake.api,
    path: options.path,
    session: options.session,
  });
  return { ...view, ...fake };
}

const favourites = () => screen.findByRole('list', { name: 'Favourite coins' });

describe('the total balance', () => {
  it('[DASH-01] [ASSETS-04] shows the USD total and hides it, remembered as hiddenBalance', async () => {
    const { platform } = open();
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    await waitFor(() => expect(screen.getByText('••••••')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Show balance' }).getAttribute('aria-pressed')).toBe('true');
    expect(platform.storage.values().hiddenBalance).toBe(true);
  });

  it('[DASH-01] starts hidden when hiddenBalance was saved', async () => {
    const platform = createMemoryPlatform();
    await platform.storage.set('hiddenBalance', 'true');
    const fake = createFakeApi({ 'GET /v2/assets': ASSETS, 'GET /v1/utils/global-configs': CONFIG() });
    renderWithProviders(<DashboardPage />, { api: fake.api, platform });
    expect(await screen.findByText('••••••')).toBeTruthy();
  });

  it('[DASH-02] switches between USD and Toman', async () => {
    open();
    await screen.findByText('$1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Show in Toman' }));
    expect(screen.getByText('74,070,000 Toman')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show in US dollars' })).toBeTruthy();
  });

  it('[DASH-01] a reload keeps the balance hidden', async () => {
    const first = open();
    await screen.findByText('$1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    await waitFor(() => expect(first.platform.storage.values().hiddenBalance).toBe(true));
    cleanup();
    const fake = createFakeApi({ 'GET /v2/assets': ASSETS, 'GET /v1/utils/global-configs': CONFIG() });
    renderWithProviders(<DashboardPage />, { api: fake.api, platform: first.platform });
    expect(await screen.findByText('••••••')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show balance' })).toBeTruthy();
  });

  it('keeps the chosen currency after leaving the dashboard', async () => {
    function LeaveAndReturn() {
      const [isShown, setShown] = useState(true);
      return (
        <>
          {isShown && <DashboardPage />}
          <button type="button" onClick={() => setShown((shown) => !shown)}>
            Elsewhere
          </button>
        </>
      );
    }
    const fake = createFakeApi({
      'GET /v2/assets': ASSETS,
      'GET /v1/utils/global-configs': CONFIG(),
      'GET /v1/user/whoami': WHOAMI('LEVEL_0', 'USD'),
    });
    renderWithProviders(<LeaveAndReturn />, { api: fake.api });
    await screen.findByText('$1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Show in Toman' }));
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByText('74,070,000 Toman')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByText('74,070,000 Toman')).toBeTruthy();
  });

  it('[DASH-02] opens in the currency chosen in settings: Toman', async () => {
    open({ 'GET /v1/user/whoami': WHOAMI('LEVEL_2_IR', 'IRT') });
    expect(await screen.findByText('74,070,000 Toman')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show in US dollars' })).toBeTruthy();
  });

  it('[DASH-02] the toggle is kept: the next open shows what was toggled last', async () => {
    const first = open({ 'GET /v1/user/whoami': WHOAMI('LEVEL_2_IR', 'IRT') });
    await screen.findByText('74,070,000 Toman');
    fireEvent.click(screen.getByRole('button', { name: 'Show in US dollars' }));
    await waitFor(() => expect(first.platform.storage.values().currencyView).toBe('USD'));
    cleanup();
    const fake = createFakeApi({
      'GET /v2/assets': ASSETS,
      'GET /v1/utils/global-configs': CONFIG(),
      'GET /v1/user/whoami': WHOAMI('LEVEL_2_IR', 'IRT'),
    });
    renderWithProviders(<DashboardPage />, { api: fake.api, platform: first.platform });
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    expect(screen.queryByText('74,070,000 Toman')).toBeNull();
  });

  it('[DASH-02] the currency toggle is disabled while hidden', async () => {
    open();
    await screen.findByText('$1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Show in Toman' }).disabled).toBe(true),
    );
  });

  it('[DASH-02] the currency toggle is disabled while RIAL_PREVIEW_LIMIT is on', async () => {
    open({}, { flags: ['RIAL_PREVIEW_LIMIT'] });
    await screen.findByText('$1,234.50');
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Show in Toman' }).disabled).toBe(true),
    );
  });
});

describe('actions and banners', () => {
  it('[DASH-03] links express buy, receive, send and transactions; boxes only with BOXES', async () => {
    open();
    const actions = screen.getByRole('navigation', { name: 'Actions' });
    const links = () =>
      within(actions)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(links()).toEqual(['/express-buy', '/deposit/coin-list', '/withdraw/types', '/transactions']);
    cleanup();
    open({}, { flags: ['BOXES'] });
    const withBoxes = screen.getByRole('navigation', { name: 'Actions' });
    await waitFor(() =>
      expect(within(withBoxes).getAllByRole('link').at(-1)?.getAttribute('href')).toBe('/boxes/user-boxes'),
    );
  });

  it.each([
    ['LEVEL_0', true],
    ['SIGNUP', true],
    ['LEVEL_1_IR', false],
    ['LEVEL_1_GLOBAL', false],
    ['LEVEL_2_IR', false],
  ])('[DASH-04] level %s sees the KYC banner: %s', async (level, shows) => {
    open({ 'GET /v1/user/whoami': WHOAMI(level) });
    await favourites();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Verify your identity/ }) !== null).toBe(shows),
    );
    if (shows)
      expect(screen.getByRole('link', { name: /Verify your identity/ }).getAttribute('href')).toBe(
        '/kyc/level-1',
      );
  });

  /** A reopen whose last run stored `stored`; whoami answers when the test calls `answer`. */
  async function reopenWithStoredLevel(stored: string) {
    const platform = createMemoryPlatform();
    await platform.storage.set('lastLevel', JSON.stringify(stored));
    let answer: (level: string) => void = () => {};
    const fake = createFakeApi({
      'GET /v2/assets': ASSETS,
      'GET /v1/utils/banners': [],
      'GET /v1/user/whoami': () => new Promise((resolve) => (answer = (level) => resolve(WHOAMI(level)))),
    });
    renderWithProviders(<DashboardPage />, { api: fake.api, platform });
    const list = await favourites();
    return { platform, list, answer: (level: string) => act(() => answer(level)) };
  }
  const kycBanner = () => screen.queryByRole('link', { name: /Verify your identity/ });

  it('[DASH-04] on a reopen with a stored LEVEL_0, no KYC banner is drawn before whoami answers, and what follows waits for it', async () => {
    const { list, answer } = await reopenWithStoredLevel('LEVEL_0');
    expect(kycBanner()).toBeNull();
    expect(list.closest('[data-wallet-level-pending]')).not.toBeNull();
    answer('LEVEL_0');
    expect(await screen.findByRole('link', { name: /Verify your identity/ })).toBeTruthy();
    expect(list.closest('[data-wallet-level-pending]')).toBeNull();
  });

  it('[DASH-04] a level-2 user whose stored level is a stale LEVEL_0 never sees the KYC banner', async () => {
    const { platform, answer } = await reopenWithStoredLevel('LEVEL_0');
    expect(kycBanner()).toBeNull();
    answer('LEVEL_2_IR');
    await waitFor(() => expect(platform.storage.values().lastLevel).toBe('LEVEL_2_IR'));
    expect(kycBanner()).toBeNull();
  });

  it('shows what follows the KYC banner at once when the stored level is an authorized one', async () => {
    const { list } = await reopenWithStoredLevel('LEVEL_1_IR');
    await waitFor(() => expect(list.closest('[data-wallet-level-pending]')).toBeNull());
  });

  it("[DASH-04] whoami's level replaces the stored one, and is stored for the next start", async () => {
    const { platform, answer } = await reopenWithStoredLevel('LEVEL_0');
    answer('LEVEL_1_IR');
    await waitFor(() => expect(platform.storage.values().lastLevel).toBe('LEVEL_1_IR'));
    expect(kycBanner()).toBeNull();
  });

  it('keeps what follows the KYC banner hidden while no level is known, stored or fresh', async () => {
    open({ 'GET /v1/user/whoami': () => new Promise(() => {}) });
    const list = await favourites();
    // dashboard.css hides what is inside the marked part; the balance and actions stay outside it.
    expect(list.closest('[data-wallet-level-pending]')).not.toBeNull();
    expect(
      screen.getByRole('navigation', { name: 'Actions' }).closest('[data-wallet-level-pending]'),
    ).toBeNull();
  });

  const BANNERS = [
    { name: 'ISWAP', src: '/banners/iswap.svg', link: '/referral', linkTarget: 'INTERNAL' },
    {
      name: 'CHANNEL',
      src: '/banners/channel.svg',
      link: 'https://t.me/wallet_news',
      linkTarget: 'TELEGRAM',
    },
    { name: 'TIP', src: '/banners/tip.svg', link: null, linkTarget: null },
  ];

  it('[DASH-05] rotates every 10 s; a banner without a link is not clickable', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open({ 'GET /v1/utils/banners': BANNERS });
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    const current = () =>
      within(carousel)
        .getByRole('button', { name: /Banner \d/, current: true })
        .getAttribute('aria-label');
    expect(current()).toBe('Banner 1');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(current()).toBe('Banner 2');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(current()).toBe('Banner 3');
    expect(within(carousel).getByAltText('TIP').closest('button')).toBeNull();
    expect(within(carousel).getByAltText('CHANNEL').closest('button')).not.toBeNull();
  });

  it('[DASH-05] ISWAP starts a referral share; a TELEGRAM banner opens in the messenger', async () => {
    const { platform, calls } = open({
      'GET /v1/utils/banners': BANNERS,
      'GET /v1/user/referral/details': { invitationCode: 'INV42' },
    });
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    fireEvent.click(within(carousel).getByAltText('ISWAP'));
    await waitFor(() =>
      expect(platform.openedTelegramLinks[0]).toMatch(/^https:\/\/t\.me\/share\/url\?url=.*INV42/),
    );
    expect(calls).toContain('GET /v1/user/referral/details');
    fireEvent.click(within(carousel).getByAltText('CHANNEL'));
    expect(platform.openedTelegramLinks[1]).toBe('https://t.me/wallet_news');
  });
});

describe('favourite coins', () => {
  it('[DASH-06] [I18N-04] show name, price, change24h and value of favourites only', async () => {
    open({}, { session: { language: 'fa' } });
    const list = await favourites();
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.getAttribute('href')).toBe('/coin/BTC');
    expect(rows[0]?.textContent).toContain('بیت‌کوین');
    expect(rows[0]?.textContent).toContain('−۲٫۳۵٪'.replace('−', '-'));
    expect(rows[0]?.textContent).toContain('$۱۰۰٬۰۰۰');
    expect(rows[0]?.textContent).toContain('$۱٬۰۰۰٫۰۰');
  });

  it('[I18N-04] falls back to the English name', async () => {
    open(
      {
        'GET /v2/assets': {
          ...ASSETS,
          tokens: ASSETS.tokens.map((entry) => ({ ...entry, favorite: entry.token === 'SNX' })),
        },
      },
      { session: { language: 'fa' } },
    );
    const list = await favourites();
    expect(within(list).getByRole('link').textContent).toContain('Synthetix');
  });

  it('[CFG-06] an unlisted coin is greyed out', async () => {
    open({
      'GET /v2/assets': { ...ASSETS, tokens: ASSETS.tokens.map((entry) => ({ ...entry, favorite: true })) },
    });
    const list = await favourites();
    const snx = within(list).getByRole('link', { name: /Synthetix/ });
    expect(snx.closest('li')?.className).toContain('kit-row--dimmed');
    expect(
      within(list)
        .getByRole('link', { name: /Bitcoin/ })
        .closest('li')?.className,
    ).not.toContain('dimmed');
  });
});

describe('pending sign-up and query parameters', () => {
  it('[DASH-09] a pending sign-up outside the mini-app goes to the level-1 register form', async () => {
    const { location } = open({}, { session: { isSignupPending: true } });
    await waitFor(() => expect(location.history.at(-1)).toBe('/kyc/level-1/register-form?isSignedUp=true'));
  });

  it('[DASH-09] inside the mini-app it stays on the dashboard', async () => {
    const { location } = open({}, { session: { isSignupPending: true, isMiniApp: true } });
    await favourites();
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('[DASH-08] referralCode sets the referrer, utm is recorded, defaultLang switches the language', async () => {
    const setLanguage = vi.fn(async () => {});
    const { requests, location } = open(
      {
        'PATCH /v2/user/referrer': { referrerCode: 'FRIEND1', source: 'x' },
        'PATCH /v1/user/utm': { campaignCode: 'tg-1', recordedAt: '' },
      },
      { path: '/dashboard?referralCode=FRIEND1&utm=tg-1&defaultLang=ru&tab=x', session: { setLanguage } },
    );
    await waitFor(() =>
      expect(requests.map((request) => new URL(request.url).pathname)).toContain('/v1/user/utm'),
    );
    const bodyOf = async (path: string) =>
      requests
        .find((request) => new URL(request.url).pathname === path)!
        .clone()
        .json();
    expect(await bodyOf('/v2/user/referrer')).toEqual({ code: 'FRIEND1', source: 'tg-1' });
    expect(await bodyOf('/v1/user/utm')).toEqual({ campaignCode: 'tg-1' });
    expect(setLanguage).toHaveBeenCalledWith('ru');
    expect(location.history.at(-1)).toBe('/dashboard?tab=x');
  });

  it('[DASH-08] an unsupported defaultLang is ignored', async () => {
    const setLanguage = vi.fn(async () => {});
    open({}, { path: '/dashboard?defaultLang=de', session: { setLanguage } });
    await favourites();
    expect(setLanguage).not.toHaveBeenCalled();
  });
});
