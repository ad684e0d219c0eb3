// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryPlatform, type MemoryPlatform } from '@wallet/platform';
import { App } from '../App';

// The dashboard stands for any screen: it reads the banners, a call that shows no error of its own.
vi.mock('@wallet/features-wallet', async () => {
  const { useBanners } = await import('@wallet/ui');
  return {
    walletFeature: {
      name: 'wallet',
      screens: {
        dashboard: function DashboardPage() {
          useBanners();
          return (
            <main>
              <h1>Dashboard page</h1>
            </main>
          );
        },
      },
    },
  };
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

afterEach(cleanup);

const CONFIG = { result: { coins: [], featuresList: [] } };

function serve(bannersAnswer: { status: number; codeString: string }) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    if (key === 'GET /v1/utils/global-configs') return Response.json(CONFIG);
    const { status, codeString } =
      key === 'GET /v1/utils/banners' ? bannersAnswer : { status: 404, codeString: 'NOT_FOUND' };
    return Response.json({ status, codeString, localizedMessage: `${codeString} message` }, { status });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

function openDashboard(bannersAnswer: { status: number; codeString: string }): MemoryPlatform {
  const platform = createMemoryPlatform();
  platform.storage.set('user', JSON.stringify({ token: 'token-1', isSignup: false }));
  platform.storage.set('language', JSON.stringify('en'));
  window.history.replaceState(null, '', '/dashboard');
  const server = serve(bannersAnswer);
  render(<App platform={platform} apiBaseUrl="http://api.test" fetch={server.fetch} />);
  return platform;
}

describe('the upgrade prompt in the shell', () => {
  it('[ERR-07] a 403 INSUFFICIENT_USER_LEVEL on any screen opens it, with no message and no session flow', async () => {
    const platform = openDashboard({ status: 403, codeString: 'INSUFFICIENT_USER_LEVEL' });
    const prompt = await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(within(prompt).getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toMatch(
      /^\/kyc\/level-1\?nextUrl=%2Fdashboard$/,
    );
    expect(screen.queryByText('INSUFFICIENT_USER_LEVEL message')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
    expect(JSON.parse(platform.storage.snapshot().user ?? 'null')).toEqual({
      version: 6,
      value: { token: 'token-1', isSignup: false },
    });
  });

  it('another 403 runs the session flow instead: back to login, no prompt', async () => {
    openDashboard({ status: 403, codeString: 'FORBIDDEN' });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
