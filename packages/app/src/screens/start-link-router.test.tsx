// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { App } from '../App';

/** A page of a mocked feature: its heading (hoisted with the mocks, which use it). */
const { page } = vi.hoisted(() => ({
  page: (name: string) =>
    function MockedPage() {
      return (
        <main>
          <h1>{name} page</h1>
        </main>
      );
    },
}));

vi.mock('@wallet/features-wallet', () => ({
  walletFeature: { name: 'wallet', screens: { dashboard: page('Dashboard') } },
}));
vi.mock('@wallet/features-auth', () => ({
  authFeature: { name: 'auth', screens: { login: page('Login') } },
}));
vi.mock('@wallet/features-market', () => ({
  marketFeature: { name: 'market', screens: { market: page('Market') } },
}));
vi.mock('@wallet/features-trade', () => ({
  tradeFeature: { name: 'trade', screens: { invoice: page('Invoice') } },
}));

afterEach(cleanup);

function fakeFetch() {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (path === '/v1/authentication/telegram-webapp')
      return Response.json({ result: { token: 'tg-token', isSignup: false } });
    if (path === '/v1/utils/global-configs')
      return Response.json({ result: { coins: [], featuresList: [] } });
    return Response.json({ status: 404, codeString: 'NOT_FOUND', localizedMessage: 'none' }, { status: 404 });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

function open(path: string, platform: MemoryPlatform) {
  window.history.replaceState(null, '', path);
  const server = fakeFetch();
  render(<App platform={platform} apiBaseUrl="http://api.test" fetch={server.fetch} />);
  return server;
}

/** Telegram's launch of the mini-app, with the start parameter its link carried. */
function miniApp(startParam: string | null): MemoryPlatform {
  const platform = createMemoryPlatform({
    kind: 'telegram',
    launch: { startParam, isMiniApp: true, platform: 'tdesktop', initData: 'user=%7B%7D&hash=abc' },
  });
  platform.storage.set('language', JSON.stringify('en'));
  return platform;
}

function browser({ isLoggedIn, startParam = null }: { isLoggedIn: boolean; startParam?: string | null }) {
  const platform = createMemoryPlatform({
    launch: { startParam, isMiniApp: false, platform: 'web', initData: null },
  });
  platform.storage.set('language', JSON.stringify('en'));
  if (isLoggedIn) platform.storage.set('user', JSON.stringify({ token: 'token-1', isSignup: false }));
  return platform;
}

describe('a mini-app launched with a start parameter', () => {
  it('opens the invoice an invoice link names, logged in through Telegram, in place of the root', async () => {
    const server = open('/?tgWebAppStartParam=i-310', miniApp('i-310'));
    // The file's first launch also loads the app's lazy parts, which takes about a second on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Invoice page' }, { timeout: 5_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/invoice');
    expect(window.location.search).toBe('?id=310');
    expect(server.calls).toContain('POST /v1/authentication/telegram-webapp');
    // The router replaced itself and the root: Back does not lead through them.
    expect(window.history.length).toBe(1);
  });

  it('opens the page a page link names', async () => {
    open('/', miniApp('p-market'));
    expect(await screen.findByRole('heading', { name: 'Market page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/market');
  });

  it('opens the dashboard, setting the referrer, for a referral link', async () => {
    open('/', miniApp('r-DEMO2222'));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(window.location.search).toBe('?referralCode=DEMO2222');
  });

  it.each([['x-42'], ['c-abc'], [`i-${'1'.repeat(70)}`], ['p-wallet']])(
    'opens the dashboard for a malformed or unknown parameter %j, never an error',
    async (startParam) => {
      open('/', miniApp(startParam));
      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
      expect(window.location.pathname).toBe('/dashboard');
    },
  );

  it("opens a cheque's claim with who shared it", async () => {
    open('/', miniApp('c-42-r7'));
    // The claim page's chunk holds the ad cheque and giveaway pages too: time to load them on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Ad cheque' }, { timeout: 5_000 })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/cheque/captcha?chequeId=42&referredById=7',
    );
  });

  it("opens a giveaway's page", async () => {
    open('/', miniApp('g-42'));
    expect(await screen.findByRole('heading', { name: 'Giveaway' }, { timeout: 5_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/shop/giveaway');
    expect(window.location.search).toBe('?id=42');
  });

  it('without a start parameter, opens the dashboard as before', async () => {
    open('/', miniApp(null));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
  });

  it('leads only the launch: the root opened later in the same run is the dashboard', async () => {
    open('/', miniApp('p-market'));
    expect(await screen.findByRole('heading', { name: 'Market page' })).toBeTruthy();
    act(() => {
      window.history.pushState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('reloaded at another page, stays there: the start parameter led only the launch', async () => {
    open('/market', miniApp('i-310'));
    expect(await screen.findByRole('heading', { name: 'Market page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/market');
  });

  it.each([['/telegram-router'], ['/twa-router']])(
    '%s reads the start parameter and goes on',
    async (path) => {
      open(path, miniApp('p-market'));
      expect(await screen.findByRole('heading', { name: 'Market page' })).toBeTruthy();
    },
  );

  it('the router with no start parameter opens the dashboard', async () => {
    open('/telegram-router', miniApp(null));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
  });
});

describe('the web app: /redirect?to= and ?startapp=', () => {
  it('/redirect?to= opens the page the code names', async () => {
    open('/redirect?to=i-310', browser({ isLoggedIn: true }));
    expect(await screen.findByRole('heading', { name: 'Invoice page' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/invoice?id=310');
  });

  it.each([
    ['/redirect'],
    ['/redirect?to=x-1'],
    ['/redirect?to=p-market%20'],
    [`/redirect?to=${'p'.repeat(513)}`],
  ])('%s opens the dashboard', async (path) => {
    open(path, browser({ isLoggedIn: true }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('[CFG-03] /redirect runs before the session check: logging in returns to the page the code names', async () => {
    const server = open('/redirect?to=i-310', browser({ isLoggedIn: false }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('nextUrl')).toBe('/invoice?id=310'),
    );
    expect(server.calls).not.toContain('GET /v1/utils/global-configs');
  });

  it('the web root with ?startapp= opens the page its code names', async () => {
    open('/?startapp=p-market', browser({ isLoggedIn: true, startParam: 'p-market' }));
    expect(await screen.findByRole('heading', { name: 'Market page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/market');
  });
});
