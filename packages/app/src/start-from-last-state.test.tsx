// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GlobalConfig, UserAssets } from '@wallet/api';
import { createMemoryPlatform, createMemoryStore, encodeRecord, type MemoryPlatform } from '@wallet/platform';
import { App } from './App';

afterEach(cleanup);

const CONFIG: GlobalConfig = { coins: [], featuresList: [] };
const ASSETS: UserAssets = {
  userCurrency: 'IRT',
  balance: { usdValue: { number: '1234.5' }, userCurrencyValue: { number: '74070000' } },
  tokens: [],
};

/** A browser where this user used the wallet before: session, language and the last stored state. */
function returningUser(): MemoryPlatform {
  return createMemoryPlatform({
    storage: createMemoryStore({
      deviceId: encodeRecord('device-1', 7),
      language: encodeRecord('en', 7),
      user: encodeRecord({ token: 'token-1', isSignup: false }, 6),
      globalConfigCache: encodeRecord(CONFIG, 7),
      assetsCache: encodeRecord(ASSETS, 7),
    }),
  });
}

function open(platform: MemoryPlatform, answer: (path: string) => Promise<Response>) {
  window.history.replaceState(null, '', '/dashboard');
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    answer(new URL(new Request(input, init).url).pathname);
  render(<App platform={platform} apiBaseUrl="http://api.test" fetch={fetch as typeof globalThis.fetch} />);
}

describe('a returning user opens the wallet', () => {
  it('with the API unreachable: the stored balance stays on screen with an offline notice, no spinner', async () => {
    open(returningUser(), () => Promise.reject(new TypeError('Failed to fetch')));
    const balance = await screen.findByRole('region', { name: 'Total balance' });
    await waitFor(() => expect(balance.textContent).toContain('$1,234.50'));
    expect(screen.queryByRole('status', { name: 'Loading the wallet' })).toBeNull();
    expect(await screen.findByText('Showing your last saved balances.')).toBeTruthy();
    expect(balance.textContent).toContain('$1,234.50');
  });

  it('with a token the server rejects: to the login page as before, the stored state cleared', async () => {
    const platform = returningUser();
    open(platform, async (path) =>
      path === '/v1/utils/global-configs'
        ? Response.json({ result: CONFIG })
        : Response.json({ status: 401, codeString: 'UNAUTHORIZED', localizedMessage: null }, { status: 401 }),
    );
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/login?nextUrl=%2Fdashboard'),
    );
    await waitFor(() =>
      expect(Object.keys(platform.storage.snapshot()).sort()).toEqual(['deviceId', 'language']),
    );
  });
});
