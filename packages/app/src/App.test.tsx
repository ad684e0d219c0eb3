// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryPlatform, createPlatformStorage, type MemoryPlatform } from '@wallet/platform';
import { STORAGE_KEYS } from '@wallet/ui';
import { App } from './App';
import { MessengerLoginFailed } from './screens/messenger-login-failed';

vi.mock('@wallet/features-wallet', async () => {
  const { useTypedStorage } = await import('@wallet/platform');
  const { STORAGE_KEYS } = await import('@wallet/ui');
  function Dashboard() {
    const storage = useTypedStorage();
    return (
      <main>
        <h1>Dashboard page</h1>
        <button type="button" onClick={() => void storage.set(STORAGE_KEYS.forcedTheme, 'DARK')}>
          Force dark
        </button>
      </main>
    );
  }
  return { walletFeature: { name: 'wallet', screens: { dashboard: Dashboard } } };
});
vi.mock('@wallet/features-auth', () => ({
  authFeature: {
    name: 'auth',
    screens: {
      login: () => (
        <main>
          <h1>Login page</h1>
        </main>
      ),
    },
  },
}));

type Route = { status?: number; body: unknown } | (() => { status?: number; body: unknown });

function fakeFetch(routes: Record<string, Route[]>) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const next = routes[key]?.length && routes[key].length > 1 ? routes[key].shift() : routes[key]?.[0];
    const answer = typeof next === 'function' ? next() : next;
    if (!answer)
      return Response.json(
        { status: 404, codeString: 'NOT_FOUND', localizedMessage: 'none' },
        { status: 404 },
      );
    return Response.json(answer.body, { status: answer.status ?? 200 });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const CONFIG = { body: { result: { coins: [], featuresList: [] } } };
const failure = (status: number, codeString: string) => ({
  status,
  body: { status, codeString, localizedMessage: `${codeString} message` },
});

function loggedInPlatform(overrides: Parameters<typeof createMemoryPlatform>[0] = {}): MemoryPlatform {
  const platform = createMemoryPlatform(overrides);
  platform.storage.set('user', JSON.stringify({ token: 'token-1', isSignup: false }));
  platform.storage.set('language', JSON.stringify('en'));
  return platform;
}

function open(
  path: string,
  platform: MemoryPlatform,
  routes: Record<string, Route[]> = { 'GET /v1/utils/global-configs': [CONFIG] },
) {
  window.history.replaceState(null, '', path);
  const server = fakeFetch(routes);
  render(
    <App
      platform={platform}
      apiBaseUrl="http://api.test"
      fetch={server.fetch}
      hostScreens={{ messengerLoginFailed: MessengerLoginFailed }}
    />,
  );
  return server;
}

beforeEach(() => {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});
afterEach(cleanup);

describe('routes of the shell', () => {
  it('[NAV-01] the root redirects to /dashboard', async () => {
    open('/', loggedInPlatform());
    // The first render of the file loads the shell's lazy parts: on a busy machine that takes over a second.
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, { timeout: 10_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('[NAV-01] an unknown path shows the dashboard', async () => {
    open('/no/such/page', loggedInPlatform());
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/no/such/page');
  });

  it('[NAV-04] a route not built yet goes to /under-construction', async () => {
    open('/club', loggedInPlatform());
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(window.location.pathname).toBe('/under-construction');
  });

  it('[NAV-02] logged-in users get the bottom navigation on the dashboard', async () => {
    open('/dashboard', loggedInPlatform());
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Wallet',
      'Market',
      'Swap',
      'Shop',
      'Profile',
    ]);
  });
});

describe('start-up and the session check', () => {
  it('[CFG-03] /login skips start-up loading and the session check', async () => {
    const platform = createMemoryPlatform();
    const server = open('/login', platform);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(server.calls).not.toContain('GET /v1/utils/global-configs');
  });

  it('[AUTH-06] an anonymous user on a page goes to /login with the page as nextUrl', async () => {
    const platform = createMemoryPlatform();
    open('/dashboard?utm=x', platform);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/login?nextUrl=%2Fdashboard%3Futm%3Dx',
    );
  });

  it('[CFG-01] global config is retried until it loads; the page waits for it', async () => {
    const server = open('/dashboard', loggedInPlatform(), {
      'GET /v1/utils/global-configs': [failure(500, 'HTTP_500'), CONFIG],
    });
    expect(await screen.findByRole('status', { name: 'Loading the wallet' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, { timeout: 3000 })).toBeTruthy();
    expect(server.calls.filter((call) => call === 'GET /v1/utils/global-configs')).toHaveLength(2);
  });

  it('tells the host the first screen is up (ready)', async () => {
    const platform = loggedInPlatform();
    open('/dashboard', platform);
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(platform.isReady()).toBe(true);
  });
});

describe('language and theme', () => {
  it('[I18N-01] fa by default: the document is rtl in Persian', async () => {
    const platform = createMemoryPlatform();
    platform.storage.set('user', JSON.stringify({ token: 'token-1', isSignup: false }));
    open('/dashboard', platform);
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(document.documentElement.lang).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('[I18N-02] a saved supported language is used: en is ltr', async () => {
    open('/dashboard', loggedInPlatform());
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('[THEME-01] the messenger background decides, and a change re-themes the app', async () => {
    const platform = loggedInPlatform();
    platform.theme.change({ colorScheme: 'dark', backgroundColor: '#ffffff' });
    open('/dashboard', platform);
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => platform.theme.change({ backgroundColor: '#17212b' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('[THEME-01] a theme forced from a screen applies at once, over the messenger background', async () => {
    const platform = loggedInPlatform();
    platform.theme.change({ backgroundColor: '#ffffff' });
    open('/dashboard', platform);
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect('themeForced' in document.documentElement.dataset).toBe(false);
    act(() => screen.getByRole('button', { name: 'Force dark' }).click());
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    // Marked as forced: the kit's tokens then set aside the messenger's colours too (spec 000 §4).
    expect('themeForced' in document.documentElement.dataset).toBe(true);
  });
});

describe('inside the messenger', () => {
  const miniApp = () => {
    const platform = createMemoryPlatform({
      kind: 'telegram',
      launch: { startParam: null, isMiniApp: true, platform: 'tdesktop', initData: 'user=%7B%7D&hash=abc' },
    });
    platform.storage.set('language', JSON.stringify('en'));
    return platform;
  };

  it('[AUTH-01] opens logged in through the init data', async () => {
    const platform = miniApp();
    const server = open('/dashboard', platform, {
      'POST /v1/authentication/telegram-webapp': [
        { body: { result: { token: 'tg-token', isSignup: false } } },
      ],
      'GET /v1/utils/global-configs': [CONFIG],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(server.calls[0]).toBe('POST /v1/authentication/telegram-webapp');
    expect(JSON.parse(platform.storage.snapshot().user ?? 'null')).toEqual({
      version: 6,
      value: { token: 'tg-token', isSignup: false },
    });
  });

  it('refused init data shows a clear screen, not a crash', async () => {
    open('/dashboard', miniApp(), {
      'POST /v1/authentication/telegram-webapp': [failure(401, 'INVALID_TELEGRAM_DATA')],
    });
    expect(
      await screen.findByRole('heading', { name: 'Telegram could not confirm your account' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('[AUTH-05] a user who logged out in the messenger lands on the login page', async () => {
    open('/dashboard', miniApp(), {
      'POST /v1/authentication/telegram-webapp': [failure(401, 'TELEGRAM_IS_LOGGED_OUT')],
    });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it('after a PIN lockout on this device, the messenger login is not tried: the login page opens', async () => {
    const platform = miniApp();
    await createPlatformStorage(platform).set(STORAGE_KEYS.messengerLoginBlocked, true);
    const server = open('/dashboard', platform, { 'GET /v1/utils/global-configs': [CONFIG] });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(server.calls).not.toContain('POST /v1/authentication/telegram-webapp');
  });

  it('the Settings button opens /profile/settings', async () => {
    const platform = miniApp();
    platform.storage.set('user', JSON.stringify({ token: 'token-1', isSignup: false }));
    open('/dashboard', platform);
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(platform.settingsButton?.isVisible()).toBe(true);
    act(() => platform.settingsButton?.click());
    await waitFor(() => expect(window.location.pathname).toBe('/profile/settings'));
  });
});

describe('the under-construction page', () => {
  it("the host's main button leads back to the wallet", async () => {
    const platform = loggedInPlatform();
    open('/under-construction', platform);
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    await waitFor(() => expect(platform.mainButton.current()?.text).toBe('Back to the wallet'));
    act(() => platform.mainButton.click());
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
    expect(platform.mainButton.current()).toBeNull();
  });
});
